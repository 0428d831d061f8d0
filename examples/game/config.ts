// The product's own configuration (spec section 1): one network, no optional features, no wallet guide;
// WalletConnect over the local relay.
// A React app imports only the React entry (`w3m-modal/react`).
import { mainnet } from '../../react/index.js';
import type { AppKitOptions } from '../../react/index.js';
import { ANVIL_URL, PROJECT_ID, WC_RELAY_URL } from '../demo-env.js';

export const GAME = 'Tap Quest';

/** Mainnet's id and name, but reads go to the local node. */
const localMainnet = { ...mainnet, rpcUrls: { default: { http: [ANVIL_URL] } } };

export const appKitOptions = {
  projectId: PROJECT_ID,
  networks: [localMainnet],
  // With a projectId, mainnet's reads would go to the provider's endpoint; name the local node explicitly.
  customRpcUrls: { 'eip155:1': [{ url: ANVIL_URL }] },
  metadata: {
    name: GAME,
    description: `Wallet connection for ${GAME}`,
    url: location.origin,
    icons: [`${location.origin}/game-icon.svg`]
  },
  enableWalletGuide: false,
  // WalletConnect through the local relay (scripts/start.mjs): pair with the Demo Phone Wallet page.
  enableWalletConnect: true,
  relayUrl: WC_RELAY_URL,
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
