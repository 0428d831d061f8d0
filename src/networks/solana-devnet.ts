import type { KnownCaipNetwork } from '../core/types.js';

/** Solana Devnet: the Solana devnet cluster, identified by its genesis-hash prefix. */
export const solanaDevnet: KnownCaipNetwork<'solana', 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1'> = {
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  name: 'Solana Devnet',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['https://api.devnet.solana.com'] } },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
  testnet: true
};
