/**
 * Sign-in with X: the flow's state and actions for the sign-in view, and the public `DefaultSIWX` and
 * `requestSiwxSignIn`, which reach the flow only through the lazy loader (so importing this index from the
 * initial code costs only what is used).
 */
// Its stores are declared read-only (`ReadOnlyStore`, a type): only the slice's actions write them.
export * from './flow.js';
export * from './messages.js';
export * from './default.js';
export * from './request.js';
export type * from '../siwx-types.js';
