import type { KnownCaipNetwork } from '../core/types.js';

/** Arbitrum Goerli (chain 421613). */
export const arbitrumGoerli: KnownCaipNetwork<'eip155', 421613> = {
  id: 421613,
  caipNetworkId: 'eip155:421613',
  chainNamespace: 'eip155',
  name: 'Arbitrum Goerli',
  nativeCurrency: { name: 'Arbitrum Goerli Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://goerli-rollup.arbitrum.io/rpc'] } },
  blockExplorers: { default: { name: 'Arbiscan', url: 'https://goerli.arbiscan.io' } },
  testnet: true
};
