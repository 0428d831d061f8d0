import type { KnownCaipNetwork } from '../core/types.js';

/** Arbitrum One (chain 42161). */
export const arbitrum: KnownCaipNetwork<'eip155', 42161> = {
  id: 42161,
  caipNetworkId: 'eip155:42161',
  chainNamespace: 'eip155',
  name: 'Arbitrum One',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://arb1.arbitrum.io/rpc'] } },
  blockExplorers: { default: { name: 'Arbiscan', url: 'https://arbiscan.io' } },
  testnet: false
};
