import { sessionAtom } from '../session.js';
import type { ChainNamespace, ConnectorType, Eip1193Provider, ReadOnlyAtom } from '../types.js';

/** What a shape knows of the connector whose provider it wraps. */
export interface ShapeContext {
  name: string;
  type: ConnectorType;
}

/**
 * Turns a connector's request provider into the provider apps get for a namespace (AppKit's Solana `Provider`).
 * It returns the same object for the same provider: apps compare providers across renders.
 */
export type ProviderShape = (provider: Eip1193Provider, connector: ShapeContext) => Eip1193Provider;

/**
 * The shapes adapters register (`SolanaAdapter` for `solana`, through `setProviderShape` in `src/core/multichain/`):
 * `getWalletProvider()` and `useAppKitProvider(namespace)` hand out the shaped provider. A namespace without a
 * shape gets the connector's own provider (the instance and the React hooks give an EVM one AppKit's members:
 * evm-provider.ts).
 */
export const $providerShapes: ReadOnlyAtom<Partial<Record<ChainNamespace, ProviderShape>>> = sessionAtom<Partial<Record<ChainNamespace, ProviderShape>>>({});

/** `provider` in the shape registered for `namespace`. */
export function shapeProvider(namespace: ChainNamespace, provider: Eip1193Provider, connector: ShapeContext): Eip1193Provider {
  const shape = $providerShapes.get()[namespace];
  return shape ? shape(provider, connector) : provider;
}
