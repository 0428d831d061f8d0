import type { KnownCaipNetwork } from '../core/types.js';

/** Avalanche Fuji (chain 43113). */
export const avalancheFuji: KnownCaipNetwork<'eip155', 43113> = {
  id: 43113,
  caipNetworkId: 'eip155:43113',
  chainNamespace: 'eip155',
  name: 'Avalanche Fuji',
  nativeCurrency: { name: 'Avalanche Fuji', symbol: 'AVAX', decimals: 18 },
  rpcUrls: { default: { http: ['https://api.avax-test.network/ext/bc/C/rpc'] } },
  blockExplorers: { default: { name: 'SnowTrace', url: 'https://testnet.snowtrace.io' } },
  testnet: true
};
