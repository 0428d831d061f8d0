import { atom } from 'nanostores';
import type { ChainNamespace, ConnectorType, Eip1193Provider } from '../types.js';

/** What a shape knows of the connector whose provider it wraps. */
export interface ShapeContext {
  name: string;
  type: ConnectorType;
}

/** Turns a connector's request provider into the provider apps get for a namespace (AppKit's Solana `Provider`). */
export type ProviderShape = (provider: Eip1193Provider, connector: ShapeContext) => Eip1193Provider;

/**
 * The shapes adapters register (`SolanaAdapter` for `solana`): `getWalletProvider()` and `useAppKitProvider(namespace)`
 * hand out the shaped provider. A namespace without a shape gets the connector's own provider.
 */
export const $providerShapes = atom<Partial<Record<ChainNamespace, ProviderShape>>>({});

/** Registers the shape of `namespace`'s provider; returns what removes it. */
export function setProviderShape(namespace: ChainNamespace, shape: ProviderShape): () => void {
  $providerShapes.set({ ...$providerShapes.get(), [namespace]: shape });
  return () => {
    if ($providerShapes.get()[namespace] !== shape) return;
    const { [namespace]: _removed, ...rest } = $providerShapes.get();
    $providerShapes.set(rest);
  };
}

// One shaped provider per (shape, provider): apps compare providers across renders.
const shaped = new WeakMap<ProviderShape, WeakMap<Eip1193Provider, Eip1193Provider>>();

/** `provider` in the shape registered for `namespace` (the same object for the same inputs). */
export function shapeProvider(namespace: ChainNamespace, provider: Eip1193Provider, connector: ShapeContext): Eip1193Provider {
  const shape = $providerShapes.get()[namespace];
  if (!shape) return provider;
  let byProvider = shaped.get(shape);
  if (!byProvider) shaped.set(shape, (byProvider = new WeakMap()));
  let result = byProvider.get(provider);
  if (!result) byProvider.set(provider, (result = shape(provider, connector)));
  return result;
}
