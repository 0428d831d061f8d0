/** AppKit's analytics events: the last event and the subscription `subscribeEvents` serves. */
export * from './store.js';
export { watchViewEvents } from './view-events.js';
export { watchConnectionEvents } from './connection-events.js';
export { accountFlowProperties, isSmartAccount } from './properties.js';
