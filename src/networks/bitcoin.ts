import type { DefinedNetwork } from './types.js';

/**
 * Bitcoin mainnet (CAIP-2 `bip122:` + genesis-hash prefix), as AppKit's `networks` entry exports it. The modal
 * connects EVM and Solana wallets only: `createAppKit` warns about a Bitcoin network and leaves it out.
 */
export const bitcoin = {
  id: '000000000019d6689c085ae165831e93',
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
  chainNamespace: 'bip122',
  name: 'Bitcoin',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['https://rpc.walletconnect.org/v1'] } },
} as const satisfies DefinedNetwork;
