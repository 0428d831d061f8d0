/**
 * The connection: accounts per namespace, the connection status and error, the connector registry and the
 * actions connectors report through (connect, disconnect, accounts and chain changes).
 */
export * from './account.js';
export * from './store.js';
export * from './connectors.js';
// The actions themselves load on demand (lazy-actions.ts); only what the lazy connectors call at once is named here.
export { applyConnection, MalformedWalletAnswerError } from './actions.js';
export { restoreConnection, disconnect, onAccountsChanged, onChainChanged, onWalletDisconnected } from './lazy-actions.js';
export * from './connect.js';
export * from './namespace-connectors.js';
export * from './provider-shapes.js';
