/** AppKit's analytics events: the last event and the subscription `subscribeEvents` serves. */
export * from './store.js';
