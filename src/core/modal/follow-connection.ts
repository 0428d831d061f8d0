/**
 * What the modal does after the connection's steps, as a listener of `$connectStep` (the connect flow itself
 * decides no route): a browser wallet's prompt shows ConnectingExternal, a new connection (picked, or made through
 * an outside engine's own hooks) closes the modal (through the close policy) unless the sign-in view already asks
 * the new account to sign in (SIWX ends that view itself), a disconnect from the modal closes it
 * whatever the view, and a failed one says so in a toast. A restore and a second namespace leave it where it is.
 */
import { $connectStep } from '../connection/store.js';
import type { ConnectStep } from '../connection/store.js';
import { msg } from '../messages.js';
import { closeModal } from './actions.js';
import { $modal } from './store.js';
import { $router, navigate } from './router.js';
import { showToast } from './toast.js';

function follow(state: ConnectStep): void {
  switch (state.step) {
    case 'connecting': {
      // A pairing has its own view (the QR), the embedded wallet's steps stay in the sign-in form.
      if (state.source !== 'pick' || !$modal.get().open || state.type === 'WALLET_CONNECT' || state.type === 'AUTH') return;
      const { view, params } = $router.get();
      if (view !== 'ConnectingExternal' || (params as { connectorId?: string } | undefined)?.connectorId !== state.connectorId) {
        navigate('ConnectingExternal', { connectorId: state.connectorId });
      }
      return;
    }
    case 'connected':
      // The sign-in view (SIWX) may have taken the modal over already: the sign-in flow ends it, not the connection.
      if ((state.source === 'pick' || state.source === 'engine') && $router.get().view !== 'SIWXSignMessage') closeModal();
      return;
    case 'disconnect-failed':
      showToast('error', msg('toast.disconnectFailed', 'Failed to disconnect'));
      closeModal({ force: true });
      return;
    case 'disconnected':
      // A wallet that disconnects on its own leaves the modal where the player is.
      if (!state.initiator) closeModal({ force: true });
      return;
  }
}

/** Starts the listener (a row of the loading table, after the events'); returns what stops it. */
export function followConnection(): () => void {
  return $connectStep.listen(follow);
}
