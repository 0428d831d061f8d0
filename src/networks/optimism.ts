import type { KnownCaipNetwork } from '../core/types.js';

/** OP Mainnet (chain 10). */
export const optimism: KnownCaipNetwork<'eip155', 10> = {
  id: 10,
  caipNetworkId: 'eip155:10',
  chainNamespace: 'eip155',
  name: 'OP Mainnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.optimism.io'] } },
  blockExplorers: { default: { name: 'Optimism Explorer', url: 'https://optimistic.etherscan.io' } },
  testnet: false
};
