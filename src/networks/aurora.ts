import type { KnownCaipNetwork } from '../core/types.js';

/** Aurora (chain 1313161554). */
export const aurora: KnownCaipNetwork<'eip155', 1313161554> = {
  id: 1313161554,
  caipNetworkId: 'eip155:1313161554',
  chainNamespace: 'eip155',
  name: 'Aurora',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.aurora.dev'] } },
  blockExplorers: { default: { name: 'Aurorascan', url: 'https://aurorascan.dev' } },
  testnet: false
};
