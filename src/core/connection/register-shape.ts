// The provider shapes' writer, which only the lazy multichain slice calls (for the Solana adapter): in a file of its
// own, so the page's initial file does not carry it.
import type { ChainNamespace, Writable } from '../types.js';
import { $providerShapes } from './provider-shapes.js';
import type { ProviderShape } from './provider-shapes.js';

/** Registers `shape` for `namespace`'s provider; returns what removes it (unless another shape replaced it since). */
export function registerProviderShape(namespace: ChainNamespace, shape: ProviderShape): () => void {
  ($providerShapes as Writable<typeof $providerShapes>).set({ ...$providerShapes.get(), [namespace]: shape });
  return () => {
    if ($providerShapes.get()[namespace] !== shape) return;
    const { [namespace]: _removed, ...rest } = $providerShapes.get();
    ($providerShapes as Writable<typeof $providerShapes>).set(rest);
  };
}
