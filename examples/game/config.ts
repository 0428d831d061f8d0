// The product's own configuration (spec section 1): one network, no optional features, no wallet guide;
// WalletConnect over the local relay, the wallet directory from the local explorer. Written as AppKit's React +
// wagmi quickstart (README, "Coming from AppKit") with the repo's paths for `w3m-modal/react`, `/wagmi`, `/networks`.
import { mainnet } from '../../src/networks/index.js';
import type { AppKitOptions } from '../../react/index.js';
import { WagmiAdapter } from '../../src/wagmi.js';
import { ANVIL_URL, LOCAL_DIRECTORY, PROJECT_ID, VERIFY_URL, WC_RELAY_URL } from '../demo-env.js';

export const GAME = 'Tap Quest';

/** Mainnet's id and name; every read and write goes to the local node. */
const customRpcUrls = { 'eip155:1': [{ url: ANVIL_URL }] };
export const networks = [mainnet];
export const GAME_CHAIN_ID = 1;

/** wagmi is the source of truth for the player's wallet; its hooks read and write the score board. */
export const wagmiAdapter = new WagmiAdapter({ networks, projectId: PROJECT_ID, customRpcUrls });

export const appKitOptions = {
  adapters: [wagmiAdapter],
  projectId: PROJECT_ID,
  networks,
  customRpcUrls,
  themeMode: 'dark',
  metadata: {
    name: GAME,
    description: `Wallet connection for ${GAME}`,
    url: location.origin,
    icons: [`${location.origin}/game-icon.svg`]
  },
  enableWalletGuide: false,
  // WalletConnect through the local relay: pair with the Demo Phone Wallet page. `?walletconnect=off` shows the
  // game as an app with a projectId and browser wallets only sees it (test/e2e/one-list.spec.ts).
  enableWalletConnect: new URLSearchParams(location.search).get('walletconnect') !== 'off',
  relayUrl: WC_RELAY_URL,
  verifyUrl: VERIFY_URL,
  // The local directory, so All Wallets shows what a player with a projectId sees, without leaving loopback.
  ...LOCAL_DIRECTORY,
  features: {
    swaps: false,
    onramp: false,
    receive: false,
    send: false,
    email: false,
    emailShowWallets: false,
    socials: false,
    history: false,
    analytics: false,
    smartSessions: false,
    legalCheckbox: false
  }
} satisfies AppKitOptions;
