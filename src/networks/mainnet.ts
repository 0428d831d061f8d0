import type { KnownCaipNetwork } from '../core/types.js';

/**
 * Ethereum mainnet (chain 1). The same values as the core's `mainnet` (which `KNOWN_NETWORKS` and the main entry
 * export), defined here again so this entry never links to the core's modules.
 */
export const mainnet: KnownCaipNetwork<'eip155', 1> = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://cloudflare-eth.com'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
  testnet: false
};
