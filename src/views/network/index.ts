/** The wrong-network view. */
// The elements load lazily (the router's view table imports their files): their classes are types here, so
// importing this index never pulls an element into a chunk.
export type { W3mUnsupportedChainView } from './w3m-unsupported-chain-view.js';
export type { W3mNetworksView } from './w3m-networks-view.js';
