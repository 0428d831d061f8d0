/** The account view's wallet buttons (Receive now; Send, Swap and Buy with their views) and the table behind them. */
// The element loads lazily (src/features.ts, `loadElement('w3m-wallet-actions')`): its class is a type here.
export type { W3mWalletActions } from './w3m-wallet-actions.js';
export { WALLET_FEATURE_VIEWS, walletActions } from './wallet-features.js';
export type { WalletAction, WalletFeature } from './wallet-features.js';
