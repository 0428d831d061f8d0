/**
 * The connection: accounts per namespace, the connection status and error, the connector registry and the
 * actions connectors report through (connect, disconnect, accounts and chain changes).
 */
export * from './account.js';
export * from './store.js';
export * from './connectors.js';
export * from './actions.js';
export * from './connect.js';
export * from './namespace-connectors.js';
export * from './provider-shapes.js';
