/**
 * WalletConnect pairing: `$walletConnect` and the actions that start, show and remember a pairing. The
 * connector (src/connectors/walletconnect) reports through these actions; views read the store and call them.
 */
import { readonlyType } from 'nanostores';
import { $walletConnect as walletConnectStore } from './store.js';

// Its stores go out read-only (they shadow the star exports below): only the slice writes them, through its actions.
export const $walletConnect = readonlyType(walletConnectStore);
export * from './store.js';
export * from './actions.js';
export { walletDeepLink } from '../wallets/wallet-links.js';
export type { MobileWallet } from '../wallets/wallet-links.js';
export { firstViewIsQr, pairBeforeOpen, pairWhenQrShown } from './first-view.js';
