import type { KnownCaipNetwork } from '../core/types.js';

/** Polygon Mumbai (chain 80001). */
export const polygonMumbai: KnownCaipNetwork<'eip155', 80001> = {
  id: 80001,
  caipNetworkId: 'eip155:80001',
  chainNamespace: 'eip155',
  name: 'Polygon Mumbai',
  nativeCurrency: { name: 'MATIC', symbol: 'MATIC', decimals: 18 },
  rpcUrls: { default: { http: ['https://80001.rpc.thirdweb.com'] } },
  blockExplorers: { default: { name: 'PolygonScan', url: 'https://mumbai.polygonscan.com' } },
  testnet: true
};
