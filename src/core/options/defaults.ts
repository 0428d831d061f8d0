// The default values `resolveOptions` fills in, in one place: the options table (table.ts, features-table.ts)
// shows these same values in docs/options.md.
import type { Features } from './types.js';

/** The public WalletConnect relay, used unless `relayUrl` says otherwise. */
export const DEFAULT_RELAY_URL = 'wss://relay.walletconnect.org';
/** The public blockchain-data provider (spec section 7), used unless `blockchainApiUrl` says otherwise. */
export const DEFAULT_BLOCKCHAIN_API_URL = 'https://rpc.walletconnect.org';

/** Everything optional is off: a game that only wants a wallet pays for nothing else. */
export const DEFAULT_FEATURES: Features = {
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
};

/** The plain defaults of the top-level options (those the code works out, such as `enableWalletConnect`, are in resolveOptions). */
export const DEFAULTS = {
  allWallets: 'SHOW',
  enableWalletConnectVerify: true,
  enableInjected: true,
  enableEIP6963: true,
  enableWalletGuide: true,
  allowUnsupportedChain: false,
  enableNetworkSwitch: true,
  relayUrl: DEFAULT_RELAY_URL,
  blockchainApiUrl: DEFAULT_BLOCKCHAIN_API_URL,
  debug: false
} as const;
