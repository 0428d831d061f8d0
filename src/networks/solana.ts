import type { KnownCaipNetwork } from '../core/types.js';

/** Solana: the Solana mainnet cluster, identified by its genesis-hash prefix. */
export const solana: KnownCaipNetwork<'solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'> = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'] } },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
  testnet: false
};
