import type { DefinedNetwork } from './types.js';

/** Bitcoin testnet, as AppKit's `networks` entry exports it (see `bitcoin` for what the modal does with it). */
export const bitcoinTestnet = {
  id: '000000000933ea01ad0ee984209779ba',
  caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
  chainNamespace: 'bip122',
  name: 'Bitcoin Testnet',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['https://rpc.walletconnect.org/v1'] } },
  testnet: true,
} as const satisfies DefinedNetwork;
