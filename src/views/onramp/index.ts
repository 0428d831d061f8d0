/** The Buy views (AppKit's OnRampProviders and BuyInProgress). */
// The elements load lazily (the router's view table imports their files): their classes are types here.
export type { W3mOnrampProvidersView } from './w3m-onramp-providers-view.js';
export type { W3mBuyInProgressView } from './w3m-buy-in-progress-view.js';
