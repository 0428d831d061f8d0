import type { KnownCaipNetwork } from '../core/types.js';

/** Celo (chain 42220). */
export const celo: KnownCaipNetwork<'eip155', 42220> = {
  id: 42220,
  caipNetworkId: 'eip155:42220',
  chainNamespace: 'eip155',
  name: 'Celo',
  nativeCurrency: { name: 'CELO', symbol: 'CELO', decimals: 18 },
  rpcUrls: { default: { http: ['https://forno.celo.org'] } },
  blockExplorers: { default: { name: 'Celo Explorer', url: 'https://celoscan.io' } },
  testnet: false
};
