import type { KnownCaipNetwork } from '../core/types.js';

/** Base Goerli (chain 84531). */
export const baseGoerli: KnownCaipNetwork<'eip155', 84531> = {
  id: 84531,
  caipNetworkId: 'eip155:84531',
  chainNamespace: 'eip155',
  name: 'Base Goerli',
  nativeCurrency: { name: 'Goerli Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://goerli.base.org'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://goerli.basescan.org' } },
  testnet: true
};
