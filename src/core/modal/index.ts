/** The modal: open and close (and the one close policy), the router, alerts, toasts, theme and platform facts. */
// Its stores are declared read-only (`ReadOnlyStore`, a type): only the slice's actions write them.
export * from './store.js';
export * from './router.js';
export * from './actions.js';
export * from './alert.js';
export * from './toast.js';
export * from './theme.js';
export * from '../theme-tokens.js';
export * from '../platform.js';
export { followConnection } from './follow-connection.js';
export { watchWalletChain } from './follow-wallet-chain.js';
export { watchViewEvents } from './view-events.js';
// network-switch.ts is the lazy chunk behind switchNetwork; only its store and status types are needed up front.
export { $networkSwitch, CHAIN_NOT_IN_SESSION } from './network-switch-state.js';
export type { NetworkSwitchState, NetworkSwitchStatus } from './network-switch-state.js';
