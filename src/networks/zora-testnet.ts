import type { KnownCaipNetwork } from '../core/types.js';

/** Zora Goerli Testnet (chain 999). */
export const zoraTestnet: KnownCaipNetwork<'eip155', 999> = {
  id: 999,
  caipNetworkId: 'eip155:999',
  chainNamespace: 'eip155',
  name: 'Zora Goerli Testnet',
  nativeCurrency: { name: 'Zora Goerli', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://testnet.rpc.zora.energy'] } },
  blockExplorers: { default: { name: 'Explorer', url: 'https://testnet.explorer.zora.energy' } },
  testnet: true
};
