import type { KnownCaipNetwork } from '../core/types.js';

/** Solana Testnet: the Solana testnet cluster, identified by its genesis-hash prefix. */
export const solanaTestnet: KnownCaipNetwork<'solana', '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z'> = {
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  caipNetworkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  chainNamespace: 'solana',
  name: 'Solana Testnet',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['https://api.testnet.solana.com'] } },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
  testnet: true
};
