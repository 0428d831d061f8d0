/**
 * Sign-in with X: the flow's state and actions for the sign-in view. `DefaultSIWX` and `requestSiwxSignIn` are
 * public API and load the flow lazily (src/index.ts exports them from their own files).
 */
export * from './flow.js';
export * from './messages.js';
export type * from './types.js';
