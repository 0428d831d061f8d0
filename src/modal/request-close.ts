import { closeModal } from '../core/index.js';
import { W3mRequestCloseEvent } from '../events/request-close-event.js';
import type { RequestCloseSource } from '../events/request-close-event.js';

/**
 * The single path by which a user closes the modal: announce the request (the host may veto it with
 * preventDefault), then ask the core, which refuses and shakes on ApproveTransaction.
 */
export function requestClose(from: EventTarget, source: RequestCloseSource): boolean {
  const allowed = from.dispatchEvent(new W3mRequestCloseEvent({ source }));
  return allowed ? closeModal() : false;
}
