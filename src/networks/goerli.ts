import type { KnownCaipNetwork } from '../core/types.js';

/** Goerli (chain 5). */
export const goerli: KnownCaipNetwork<'eip155', 5> = {
  id: 5,
  caipNetworkId: 'eip155:5',
  chainNamespace: 'eip155',
  name: 'Goerli',
  nativeCurrency: { name: 'Goerli Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://5.rpc.thirdweb.com'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://goerli.etherscan.io' } },
  testnet: true
};
