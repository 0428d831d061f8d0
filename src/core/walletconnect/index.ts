/**
 * WalletConnect pairing: `$walletConnect` and the actions that start, show and remember a pairing. The
 * connector (src/connectors/walletconnect) reports through these actions; views read the store and call them.
 */
export * from './store.js';
export * from './actions.js';
export { walletDeepLink } from '../wallets/wallet-links.js';
export type { MobileWallet } from '../wallets/wallet-links.js';
