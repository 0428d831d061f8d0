import type { KnownCaipNetwork } from '../core/types.js';

/** Polygon (chain 137). */
export const polygon: KnownCaipNetwork<'eip155', 137> = {
  id: 137,
  caipNetworkId: 'eip155:137',
  chainNamespace: 'eip155',
  name: 'Polygon',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: { default: { http: ['https://polygon-rpc.com'] } },
  blockExplorers: { default: { name: 'PolygonScan', url: 'https://polygonscan.com' } },
  testnet: false
};
