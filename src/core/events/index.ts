/**
 * AppKit's analytics events: the last event and the subscription `subscribeEvents` serves. The lowest of the
 * slices: every other one may send an event, and this one imports none of them (the listeners that turn a slice's
 * state into events live in that slice: the connection's steps in connection/connection-events.ts, the modal's
 * views in modal/view-events.ts).
 */
import { readonlyType } from 'nanostores';
import { $lastEvent as lastEventStore } from './store.js';

// Its stores go out read-only (they shadow the star exports below): only the slice writes them, through its actions.
export const $lastEvent = readonlyType(lastEventStore);
export * from './store.js';
