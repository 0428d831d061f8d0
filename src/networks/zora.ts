import type { KnownCaipNetwork } from '../core/types.js';

/** Zora (chain 7777777). */
export const zora: KnownCaipNetwork<'eip155', 7777777> = {
  id: 7777777,
  caipNetworkId: 'eip155:7777777',
  chainNamespace: 'eip155',
  name: 'Zora',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.zora.energy'] } },
  blockExplorers: { default: { name: 'Explorer', url: 'https://explorer.zora.energy' } },
  testnet: false
};
