/**
 * The embedded wallet (email and social sign-in, account names): its state and actions. A lazy slice: only the
 * auth views and the auth connector import it, never the initial code.
 */
import { readonlyType } from 'nanostores';
import { $emailFlow as emailFlowStore, $socialFlow as socialFlowStore, $nameFlow as nameFlowStore } from './store.js';

// Its stores go out read-only (they shadow the star exports below): only the slice writes them, through its actions.
export const $emailFlow = readonlyType(emailFlowStore);
export const $socialFlow = readonlyType(socialFlowStore);
export const $nameFlow = readonlyType(nameFlowStore);
export * from './store.js';
export * from './actions.js';
export * from './name.js';
export * from './messages.js';
export * from './wallet.js';
