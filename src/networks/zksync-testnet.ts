import type { KnownCaipNetwork } from '../core/types.js';

/** zkSync Era Testnet (chain 280). */
export const zksyncTestnet: KnownCaipNetwork<'eip155', 280> = {
  id: 280,
  caipNetworkId: 'eip155:280',
  chainNamespace: 'eip155',
  name: 'zkSync Era Testnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://testnet.era.zksync.dev'] } },
  blockExplorers: { default: { name: 'zkSync Explorer', url: 'https://goerli.explorer.zksync.io' } },
  testnet: true
};
