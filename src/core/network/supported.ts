import type { CaipNetworkId } from '../types.js';

/** The provider's JSON-RPC host (spec section 7), used unless the `rpcHost` option says otherwise. */
export const DEFAULT_RPC_HOST = 'https://rpc.walletconnect.org';

/**
 * EVM chain ids served by the provider's RPC endpoint (23). Source: Reown AppKit 1.7,
 * `@reown/appkit-utils` PresetsUtil.WalletConnectRpcChainIds — Ethereum, Goerli, Sepolia, Optimism (+Goerli),
 * Arbitrum (+Goerli), Polygon (+Mumbai), Celo, Aurora (+testnet), BNB (+testnet), Avalanche (+Fuji), Gnosis,
 * Base (+Goerli), Zora (+Goerli), zkSync Era (+testnet).
 */
export const PROVIDER_RPC_EVM_CHAIN_IDS: readonly number[] = [
  1, 5, 11155111, 10, 420, 42161, 421613, 137, 80001, 42220, 1313161554, 1313161555, 56, 97, 43114, 43113, 100, 8453,
  84531, 7777777, 999, 324, 280
];

/**
 * Solana cluster references (CAIP-2 genesis-hash prefixes) served by the provider (3): mainnet, devnet, testnet.
 * Source: `@reown/appkit-utils` CaipNetworkUtil WC_HTTP_RPC_SUPPORTED_CHAINS (AppKit 1.7), current cluster ids only.
 */
export const SOLANA_CHAIN_REFS = {
  mainnet: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  devnet: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  testnet: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z'
} as const;

/** The 26 CAIP-2 ids whose RPC goes to the provider's endpoint when a projectId is set. */
export const PROVIDER_RPC_CHAINS: readonly CaipNetworkId[] = [
  ...PROVIDER_RPC_EVM_CHAIN_IDS.map((id): CaipNetworkId => `eip155:${id}`),
  ...Object.values(SOLANA_CHAIN_REFS).map((ref): CaipNetworkId => `solana:${ref}`)
];

/** True when the provider's own RPC serves this network. */
export function isProviderRpcChain(caipNetworkId: string): boolean {
  return PROVIDER_RPC_CHAINS.includes(caipNetworkId as CaipNetworkId);
}

/** `{rpcHost}/v1/?chainId=<caip id>&projectId=<id>`: the provider's per-chain JSON-RPC 2.0 endpoint. */
export function providerRpcUrl(rpcHost: string, caipNetworkId: CaipNetworkId, projectId: string): string {
  const url = new URL(`${rpcHost.replace(/\/+$/, '')}/v1/`);
  url.searchParams.set('chainId', caipNetworkId);
  url.searchParams.set('projectId', projectId);
  return url.toString();
}

/**
 * The provider's URL for `network` when the provider serves it and a projectId is set; `undefined` otherwise
 * (other chains use their own RPC URLs, and customRpcUrls win over both: see rpc-urls.ts).
 */
export function providerRpcUrlFor(
  options: { projectId: string | undefined; rpcHost: string | undefined },
  network: { caipNetworkId: CaipNetworkId }
): string | undefined {
  if (!options.projectId || !isProviderRpcChain(network.caipNetworkId)) return undefined;
  return providerRpcUrl(options.rpcHost ?? DEFAULT_RPC_HOST, network.caipNetworkId, options.projectId);
}
