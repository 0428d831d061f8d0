import type { KnownCaipNetwork } from '../core/types.js';

/** BNB Smart Chain (chain 56). */
export const bsc: KnownCaipNetwork<'eip155', 56> = {
  id: 56,
  caipNetworkId: 'eip155:56',
  chainNamespace: 'eip155',
  name: 'BNB Smart Chain',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  rpcUrls: { default: { http: ['https://56.rpc.thirdweb.com'] } },
  blockExplorers: { default: { name: 'BscScan', url: 'https://bscscan.com' } },
  testnet: false
};
