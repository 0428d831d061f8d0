/** Blockchain data for the account tabs: balances, activity, identity, their formatting and messages. */
export * from './gate.js';
export * from './balances.js';
export * from './activity.js';
export * from './identity.js';
export * from './shown-account.js';
export * from './format.js';
export * from './messages.js';
