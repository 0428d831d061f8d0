/** The Account view and its data tabs (tokens, NFTs, activity). */
// The elements load lazily (the router's view table imports their files): their classes are types here, so
// importing this index never pulls an element into a chunk.
export type { W3mAccountView } from './w3m-account-view.js';
export type { W3mAccountTabs } from './w3m-account-tabs.js';
export type { W3mAccountTokens } from './w3m-account-tokens.js';
export type { W3mAccountNfts } from './w3m-account-nfts.js';
export type { W3mAccountActivity } from './w3m-account-activity.js';
export { loadAccountData } from './account-data-loader.js';
