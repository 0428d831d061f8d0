import type { CaipNetwork } from '../core/types.js';

/** Ethereum mainnet (chain 1); the core's `mainnet` (the product's network, in `KNOWN_NETWORKS`) is this one. */
export const mainnet: CaipNetwork = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://cloudflare-eth.com'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
  testnet: false
};
