/** The modal: open and close (and the one close policy), the router, alerts, toasts, theme and platform facts. */
export * from './store.js';
export * from './router.js';
export * from './actions.js';
export * from './alert.js';
export * from './toast.js';
export * from './theme.js';
export * from './theme-tokens.js';
export * from './platform.js';
export { followConnection } from './follow-connection.js';
