import type { Chain } from 'viem';

/** A viem chain in AppKit's network shape: the chain itself plus its CAIP-2 namespace and id. */
export type EvmNetwork<C extends Chain = Chain> = C & {
  readonly chainNamespace: 'eip155';
  readonly caipNetworkId: `eip155:${C['id']}`;
};

/**
 * Adds `chainNamespace` and `caipNetworkId` to a viem chain. Pure: a network nobody imports costs nothing, and
 * the result is still a viem chain (wagmi and viem take it as one).
 */
export function evmNetwork<const C extends Chain>(chain: C): EvmNetwork<C> {
  return { ...chain, chainNamespace: 'eip155', caipNetworkId: `eip155:${chain.id}` } as EvmNetwork<C>;
}
