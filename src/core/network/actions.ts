import { computed } from 'nanostores';
import type { CaipNetwork } from '../types.js';
import { $chain } from './store.js';
import { $options } from '../options/store.js';
import { lazyChunk } from '../lazy.js';

/**
 * Switches to a configured network. Unknown networks show the "Network Not Found" alert and throw. With a
 * connected wallet the wallet is asked to switch; a refusal rejects and leaves the network as it was. The
 * switching code is its own chunk (the modal slice's network-switch.ts), loaded on the first switch.
 */
export async function switchNetwork(network: Pick<CaipNetwork, 'id'> & Partial<CaipNetwork>): Promise<void> {
  const { switchToNetwork } = await switchChunk();
  return switchToNetwork(network);
}

// One promise for every switch, so switches that wait for the chunk together keep their order and the newest wins.
const switchChunk = lazyChunk('networkSwitch');

/**
 * True while the wallet is on a network the app does not support (unknown ones included) and the options
 * want the player to fix that: switching is enabled and unsupported chains are not allowed.
 */
export function isChainUnsupported(): boolean {
  const options = $options.get();
  return $chain.get().unsupportedChainId !== undefined && !!options?.enableNetworkSwitch && !options.allowUnsupportedChain;
}

/** {@link isChainUnsupported} as a store: it changes with the options and the network state it reads. */
export const $chainUnsupported = computed([$options, $chain], () => isChainUnsupported());
