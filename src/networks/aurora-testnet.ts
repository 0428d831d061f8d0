import type { KnownCaipNetwork } from '../core/types.js';

/** Aurora Testnet (chain 1313161555). */
export const auroraTestnet: KnownCaipNetwork<'eip155', 1313161555> = {
  id: 1313161555,
  caipNetworkId: 'eip155:1313161555',
  chainNamespace: 'eip155',
  name: 'Aurora Testnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://testnet.aurora.dev'] } },
  blockExplorers: { default: { name: 'Aurorascan', url: 'https://testnet.aurorascan.dev' } },
  testnet: true
};
