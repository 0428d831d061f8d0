/** Connecting to a browser or external wallet. */
// The elements load lazily (the router's view table imports their files): their classes are types here, so
// importing this index never pulls an element into a chunk.
export type { W3mConnectingExternalView } from './w3m-connecting-external-view.js';
