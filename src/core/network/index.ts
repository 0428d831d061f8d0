/**
 * Networks: the configured chains and the active one, RPC URLs, switching (the lazy `switchNetwork`), its
 * messages and the unsupported-chain rule.
 */
export * from './networks.js';
export * from './store.js';
export * from './memory.js';
export * from './actions.js';
// switch.ts is the lazy chunk behind switchNetwork; only its store and status types are needed up front.
export { $networkSwitch, CHAIN_NOT_IN_SESSION, switchWalletChain } from './switch.js';
export type { NetworkSwitchState, NetworkSwitchStatus } from './switch.js';
export * from './messages.js';
export * from './rpc-urls.js';
export * from './supported.js';
export * from './explorer-links.js';
