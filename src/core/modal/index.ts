/** The modal: open and close (and the one close policy), the router, alerts, toasts, theme and platform facts. */
export * from './store.js';
export * from './router.js';
export * from './actions.js';
export * from './alert.js';
export * from './toast.js';
export * from './theme.js';
export * from '../platform.js';
export { followConnection } from './follow-connection.js';
export { watchWalletChain } from './follow-wallet-chain.js';
export { watchViewEvents } from './view-events.js';
// network-switch.ts is the lazy chunk behind switchNetwork; only its store and status types are needed up front.
export { $networkSwitch, CHAIN_NOT_IN_SESSION, switchWalletChain } from './network-switch.js';
export type { NetworkSwitchState, NetworkSwitchStatus } from './network-switch.js';
