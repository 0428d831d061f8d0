import { computed } from 'nanostores';
import type { CaipNetwork } from '../types.js';
import { $chain } from './store.js';
import { $activeConnectorId, $connectStep } from '../connection/store.js';
import { $modal, hideModal, showModal } from '../modal/store.js';
import { $options } from '../options/store.js';
import { $router } from '../modal/router.js';
import { lazyChunk } from '../lazy.js';

/**
 * Switches to a configured network. Unknown networks show the "Network Not Found" alert and throw. With a
 * connected wallet the wallet is asked to switch; a refusal rejects and leaves the network as it was. The
 * switching code is its own chunk (switch.ts), loaded on the first switch.
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

/**
 * Whether the network is unsupported, once the connection settled: `undefined` while the active wallet's connect
 * attempt is still under way, so the check runs after the modal's listener closed the modal on success.
 */
const $settledUnsupported = computed([$options, $chain, $connectStep, $activeConnectorId], (_options, _chain, attempt, active) =>
  attempt.step === 'connecting' && attempt.connectorId === active ? undefined : isChainUnsupported(),
);

/**
 * The wrong-network reaction, started with the kit (src/features.ts): the wallet moving to an unsupported
 * chain opens UnsupportedChain; back on a supported one, that view closes. Returns the stop function.
 */
export function watchWalletChain(): () => void {
  let last: boolean | undefined;
  return $settledUnsupported.subscribe(unsupported => {
    // Only a change counts: an attempt that settles on the same answer leaves the modal where the player is.
    if (unsupported === undefined || unsupported === last) return;
    last = unsupported;
    const onView = $modal.get().open && $router.get().view === 'UnsupportedChain';
    if (unsupported) {
      if (!onView) showModal('UnsupportedChain');
    } else if (onView) hideModal();
  });
}
