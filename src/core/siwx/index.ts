/**
 * Sign-in with X: the flow's state and actions for the sign-in view, and the public `DefaultSIWX` and
 * `requestSiwxSignIn`, which reach the flow only through the lazy loader (so importing this index from the
 * initial code costs only what is used).
 */
import { readonlyType } from 'nanostores';
import { $siwx as siwxStore } from './flow.js';

// Its stores go out read-only (they shadow the star exports below): only the slice writes them, through its actions.
export const $siwx = readonlyType(siwxStore);
export * from './flow.js';
export * from './messages.js';
export * from './default.js';
export * from './request.js';
export type * from './types.js';
