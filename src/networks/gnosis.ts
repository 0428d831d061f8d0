import type { KnownCaipNetwork } from '../core/types.js';

/** Gnosis (chain 100). */
export const gnosis: KnownCaipNetwork<'eip155', 100> = {
  id: 100,
  caipNetworkId: 'eip155:100',
  chainNamespace: 'eip155',
  name: 'Gnosis',
  nativeCurrency: { name: 'xDAI', symbol: 'XDAI', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.gnosischain.com'] } },
  blockExplorers: { default: { name: 'Gnosisscan', url: 'https://gnosisscan.io' } },
  testnet: false
};
