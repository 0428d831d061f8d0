/**
 * Networks: the configured chains and the active one, RPC URLs, the door of switching (the lazy `switchNetwork`,
 * whose chunk and status store are the modal slice's: src/core/modal/network-switch.ts), its messages and the
 * unsupported-chain rule. Below the connection and the modal: it imports neither.
 */
export * from '../networks.js';
export * from './store.js';
export * from './chain-writes.js';
export * from './memory.js';
export * from './actions.js';
export * from './messages.js';
export * from './rpc-urls.js';
export * from './supported.js';
export * from './explorer-links.js';
