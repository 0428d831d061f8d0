import type { KnownCaipNetwork } from '../core/types.js';

/** Optimism Goerli (chain 420). */
export const optimismGoerli: KnownCaipNetwork<'eip155', 420> = {
  id: 420,
  caipNetworkId: 'eip155:420',
  chainNamespace: 'eip155',
  name: 'Optimism Goerli',
  nativeCurrency: { name: 'Goerli Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://goerli.optimism.io'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://goerli-optimism.etherscan.io' } },
  testnet: true
};
