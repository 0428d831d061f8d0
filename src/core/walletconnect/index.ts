/**
 * WalletConnect pairing: `$walletConnect` and the actions that start, show and remember a pairing. The
 * connector (src/connectors/walletconnect) reports through these actions; views read the store and call them.
 */
// Its stores are declared read-only (`ReadOnlyStore`, a type): only the slice's actions write them.
export * from './store.js';
export * from './actions.js';
export { walletDeepLink } from '../wallets/wallet-links.js';
export type { MobileWallet } from '../wallets/wallet-links.js';
export { firstViewIsQr, pairBeforeOpen, pairWhenQrShown } from './first-view.js';
