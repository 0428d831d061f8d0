// The defaults the rest of the kit names. Every other default is in its row of the options table (table.ts,
// features-table.ts), which `resolveOptions` fills in and docs/options.md shows.
import type { AppKitOptions, Features } from './types.js';
import { FEATURES } from './features-table.js';
import { resolveRows } from './row.js';

/** The public WalletConnect relay, used unless `relayUrl` says otherwise. */
export const DEFAULT_RELAY_URL = 'wss://relay.walletconnect.org';
/** The public blockchain-data provider (spec section 7), used unless `blockchainApiUrl` says otherwise. */
export const DEFAULT_BLOCKCHAIN_API_URL = 'https://rpc.walletconnect.org';

/** `features` resolved from the given ones over the rows' defaults (`showWallets`, AppKit's older name, included). */
export const resolveFeatures = (options: AppKitOptions): Features =>
  resolveRows(FEATURES, options.features ?? {}, options, { ...options.features }) as unknown as Features;

/** The features when none are given: everything optional is off, so a game that only wants a wallet pays for nothing else. */
export const DEFAULT_FEATURES: Features = resolveFeatures({ networks: [] });
