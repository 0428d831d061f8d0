/**
 * The wrong-network reaction, the modal's: the wallet moving to an unsupported chain opens UnsupportedChain, back on
 * a supported one that view closes. A listener of the network's rule and the connection's steps, started with the kit.
 */
import { computed } from 'nanostores';
import { $activeConnectorId, $connectStep } from '../connection/store.js';
import { $chainUnsupported } from '../network/actions.js';
import { $modal, hideModal, showModal } from './store.js';
import { $router } from './router.js';

/**
 * Whether the network is unsupported, once the connection settled: `undefined` while the active wallet's connect
 * attempt is still under way, so the check runs after the modal's listener closed the modal on success.
 */
const $settledUnsupported = computed([$chainUnsupported, $connectStep, $activeConnectorId], (unsupported, attempt, active) =>
  attempt.step === 'connecting' && attempt.connectorId === active ? undefined : unsupported,
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
