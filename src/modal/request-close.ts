import { $router, closeModal, isChainUnsupported, shakeModal } from '../core/index.js';
import { W3mRequestCloseEvent } from '../events/request-close-event.js';
import type { RequestCloseSource } from '../events/request-close-event.js';

/**
 * The single path by which a user closes the modal: announce the request (the host may veto it with
 * preventDefault), then ask the core, which refuses and shakes on ApproveTransaction. On UnsupportedChain
 * it shakes too while the network is still unsupported: the player picks a network or disconnects first.
 */
export function requestClose(from: EventTarget, source: RequestCloseSource): boolean {
  if (!from.dispatchEvent(new W3mRequestCloseEvent({ source }))) return false;
  if ($router.get().view === 'UnsupportedChain' && isChainUnsupported()) {
    shakeModal();
    return false;
  }
  return closeModal();
}
