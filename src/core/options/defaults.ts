// The defaults the rest of the kit names. Every other default is in its row of the options table (table.ts,
// features-table.ts), which `resolveOptions` fills in and docs/options.md shows.

/** The public WalletConnect relay, used unless `relayUrl` says otherwise. */
export const DEFAULT_RELAY_URL = 'wss://relay.walletconnect.org';
/** The public blockchain-data provider (spec section 7), used unless `blockchainApiUrl` says otherwise. */
export const DEFAULT_BLOCKCHAIN_API_URL = 'https://rpc.walletconnect.org';
