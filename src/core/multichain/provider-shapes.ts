import type { ChainNamespace, Eip1193Provider } from '../types.js';
import { registerProviderShape } from '../connection/index.js';
import type { ProviderShape } from '../connection/index.js';

/**
 * Registers the shape of `namespace`'s provider (`SolanaAdapter`: AppKit's Solana provider); returns what removes
 * it. One shaped provider per connector provider: apps compare providers across renders.
 */
export function setProviderShape(namespace: ChainNamespace, shape: ProviderShape): () => void {
  const shaped = new WeakMap<Eip1193Provider, Eip1193Provider>();
  const cached: ProviderShape = (provider, connector) => {
    let result = shaped.get(provider);
    if (!result) shaped.set(provider, (result = shape(provider, connector)));
    return result;
  };
  return registerProviderShape(namespace, cached);
}
