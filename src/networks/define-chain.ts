import type { DefinedNetwork } from './types.js';

/**
 * Defines a network that `w3m-modal/networks` does not ship, as AppKit's `defineChain` does: the object as given,
 * typed with its literal values, with viem's optional `formatters`, `fees` and `serializers` filled in.
 *
 * ```ts
 * const devnet = defineChain({ id: 31337, caipNetworkId: 'eip155:31337', chainNamespace: 'eip155', name: 'Devnet',
 *   nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } });
 * ```
 */
export function defineChain<const C extends DefinedNetwork>(chain: C): Omit<DefinedNetwork, keyof C> & C {
  return { formatters: undefined, fees: undefined, serializers: undefined, ...chain };
}
