import type { KnownCaipNetwork } from '../core/types.js';

/** BNB Smart Chain Testnet (chain 97). */
export const bscTestnet: KnownCaipNetwork<'eip155', 97> = {
  id: 97,
  caipNetworkId: 'eip155:97',
  chainNamespace: 'eip155',
  name: 'BNB Smart Chain Testnet',
  nativeCurrency: { name: 'BNB', symbol: 'tBNB', decimals: 18 },
  rpcUrls: { default: { http: ['https://data-seed-prebsc-1-s1.bnbchain.org:8545'] } },
  blockExplorers: { default: { name: 'BscScan', url: 'https://testnet.bscscan.com' } },
  testnet: true
};
