/** The wallet list (AllWallets) and the registry groups the Connect view shows. */
// The elements load lazily (the router's view table imports their files): their classes are types here, so
// importing this index never pulls an element into a chunk.
export type { W3mAllWalletsView } from './w3m-all-wallets-view.js';
export type { W3mAllWalletsEntry } from './w3m-all-wallets-entry.js';
