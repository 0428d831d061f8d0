/**
 * What only a page with a second namespace (Solana beside EVM) needs: the memory of each namespace's connector
 * across a reload, the second namespace of a wallet that speaks both, and the provider shapes adapters register.
 * The loading table's Solana row starts it ({@link startMultichain}); `w3m-modal/solana` imports it for its
 * provider shape. A page with one namespace loads none of it.
 */
import { rememberNamespaces } from './memory.js';
import { watchSecondNamespace } from './second-namespace.js';

export { storedNamespacesOf } from './memory.js';
export { setProviderShape } from './provider-shapes.js';

/** Starts the memory and the second-namespace listener; returns what stops both. */
export function startMultichain(): () => void {
  const stops = [rememberNamespaces(), watchSecondNamespace()];
  return () => stops.forEach(stop => stop());
}
