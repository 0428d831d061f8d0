/** Blockchain data for the account tabs: balances, activity, identity, their formatting and messages. */
// Its stores are declared read-only (`ReadOnlyStore`, a type): only the slice's actions write them.
export * from './gate.js';
export * from './balances.js';
export * from './activity.js';
export * from './identity.js';
export * from './shown-account.js';
export * from './format.js';
export * from './messages.js';
export * from './send-flow.js';
export * from './onramp.js';
export * from './onramp-flow.js';
