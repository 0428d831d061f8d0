import type { KnownCaipNetwork } from '../core/types.js';

/** Avalanche (chain 43114). */
export const avalanche: KnownCaipNetwork<'eip155', 43114> = {
  id: 43114,
  caipNetworkId: 'eip155:43114',
  chainNamespace: 'eip155',
  name: 'Avalanche',
  nativeCurrency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
  rpcUrls: { default: { http: ['https://api.avax.network/ext/bc/C/rpc'] } },
  blockExplorers: { default: { name: 'SnowTrace', url: 'https://snowtrace.io' } },
  testnet: false
};
