/**
 * The embedded wallet (email and social sign-in, account names): its state and actions. A lazy slice: only the
 * auth views and the auth connector import it, never the initial code.
 */
// Its stores are declared read-only (`ReadOnlyStore`, a type): only the slice's actions write them.
export * from './store.js';
export * from './actions.js';
export * from './name.js';
export * from './messages.js';
export * from './wallet.js';
