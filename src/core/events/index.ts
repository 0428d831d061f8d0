/**
 * AppKit's analytics events: the last event and the subscription `subscribeEvents` serves. The lowest of the
 * slices: every other one may send an event, and this one imports none of them (the listeners that turn a slice's
 * state into events live in that slice: the connection's steps in connection/connection-events.ts, the modal's
 * views in modal/view-events.ts).
 */
// Its stores are declared read-only (`ReadOnlyStore`, a type): only the slice's actions write them.
export * from './store.js';
