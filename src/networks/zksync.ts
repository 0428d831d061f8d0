import type { KnownCaipNetwork } from '../core/types.js';

/** zkSync Era (chain 324). */
export const zksync: KnownCaipNetwork<'eip155', 324> = {
  id: 324,
  caipNetworkId: 'eip155:324',
  chainNamespace: 'eip155',
  name: 'zkSync Era',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.era.zksync.io'] } },
  blockExplorers: { default: { name: 'zkSync Explorer', url: 'https://explorer.zksync.io' } },
  testnet: false
};
