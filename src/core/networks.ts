import type { CaipNetwork, CaipNetworkId, ChainNamespace, KnownCaipNetwork } from './types.js';
import { toCaipNetworkId } from './caip.js';

/** Ethereum mainnet: the product's one network and the fallback chain (id 1). */
export const mainnet: KnownCaipNetwork<'eip155', 1> = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://cloudflare-eth.com'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } }
};

export const FALLBACK_CHAIN_ID = 1;

/** The shape of a viem `Chain`, as far as the modal needs it. */
interface ChainLike {
  id: number | string;
  name: string;
  nativeCurrency: CaipNetwork['nativeCurrency'];
  rpcUrls: { default: { http: readonly string[]; webSocket?: readonly string[] } };
  blockExplorers?: { default: { name: string; url: string } };
  testnet?: boolean;
  caipNetworkId?: CaipNetworkId;
  chainNamespace?: ChainNamespace;
  assets?: { imageId?: string | undefined; imageUrl?: string | undefined };
}

/** Accepts a CaipNetwork or a viem `Chain` and returns a CaipNetwork; throws a clear error otherwise. */
export function normalizeNetwork(input: unknown, label = 'networks'): CaipNetwork {
  if (!input || typeof input !== 'object') throw new Error(`Invalid option \`${label}\`: expected a network object`);
  const chain = input as Partial<ChainLike>;
  if (typeof chain.id !== 'number' && typeof chain.id !== 'string') {
    throw new Error(`Invalid option \`${label}\`: network has no id`);
  }
  if (typeof chain.name !== 'string' || !chain.name) {
    throw new Error(`Invalid option \`${label}\`: network ${chain.id} has no name`);
  }
  const http = chain.rpcUrls?.default?.http;
  if (!Array.isArray(http) || http.length === 0 || !http.every(u => typeof u === 'string')) {
    throw new Error(`Invalid option \`${label}\`: network ${chain.id} has no rpcUrls.default.http`);
  }
  const currency = chain.nativeCurrency;
  if (!currency || typeof currency.symbol !== 'string' || typeof currency.decimals !== 'number') {
    throw new Error(`Invalid option \`${label}\`: network ${chain.id} has no nativeCurrency`);
  }
  const namespace = chain.chainNamespace ?? 'eip155';
  const network: CaipNetwork = {
    id: chain.id,
    caipNetworkId: chain.caipNetworkId ?? toCaipNetworkId(namespace, chain.id),
    chainNamespace: namespace,
    name: chain.name,
    nativeCurrency: { name: currency.name ?? currency.symbol, symbol: currency.symbol, decimals: currency.decimals },
    rpcUrls: { default: { http: [...http] } }
  };
  if (chain.blockExplorers?.default) network.blockExplorers = chain.blockExplorers;
  if (chain.testnet !== undefined) network.testnet = chain.testnet;
  if (chain.assets) network.assets = { imageId: chain.assets.imageId, imageUrl: chain.assets.imageUrl };
  return network;
}

/** Resolves `eip155:1` (or `1`) against the known networks. */
export function findNetwork(networks: readonly CaipNetwork[], id: string | number): CaipNetwork | undefined {
  const key = String(id);
  return networks.find(n => n.caipNetworkId === key || String(n.id) === key);
}

/** Built-in networks a plain-HTML page can name in the `networks` attribute. */
export const KNOWN_NETWORKS: readonly CaipNetwork[] = [mainnet];
