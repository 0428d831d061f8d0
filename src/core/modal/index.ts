/** The modal: open and close (and the one close policy), the router, alerts, toasts, theme and platform facts. */
import { readonlyType } from 'nanostores';
import { $modal as modalStore, $connectNamespace as connectNamespaceStore } from './store.js';
import { $router as routerStore } from './router.js';
import { $alert as alertStore } from './alert.js';
import { $toast as toastStore } from './toast.js';
import { $theme as themeStore } from './theme.js';
import { $platform as platformStore } from '../platform.js';

// Its stores go out read-only (they shadow the star exports below): only the slice writes them, through its actions.
export const $modal = readonlyType(modalStore);
export const $connectNamespace = readonlyType(connectNamespaceStore);
export const $router = readonlyType(routerStore);
export const $alert = readonlyType(alertStore);
export const $toast = readonlyType(toastStore);
export const $theme = readonlyType(themeStore);
export const $platform = readonlyType(platformStore);
export * from './store.js';
export * from './router.js';
export * from './actions.js';
export * from './alert.js';
export * from './toast.js';
export * from './theme.js';
export * from './theme-tokens.js';
export * from '../platform.js';
export { followConnection } from './follow-connection.js';
export { watchWalletChain } from './follow-wallet-chain.js';
export { watchViewEvents } from './view-events.js';
// network-switch.ts is the lazy chunk behind switchNetwork; only its store and status types are needed up front.
export { $networkSwitch, CHAIN_NOT_IN_SESSION } from './network-switch-state.js';
export type { NetworkSwitchState, NetworkSwitchStatus } from './network-switch-state.js';
