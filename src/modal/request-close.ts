import { requestCloseModal } from '../core/index.js';
import { W3mRequestCloseEvent } from '../events/request-close-event.js';
import type { RequestCloseSource } from '../events/request-close-event.js';

/**
 * The single path by which a user closes the modal: announce the request (the host may veto it with
 * preventDefault), then let the core's close policy decide.
 */
export function requestClose(from: EventTarget, source: RequestCloseSource): boolean {
  if (!from.dispatchEvent(new W3mRequestCloseEvent({ source }))) return false;
  return requestCloseModal(source);
}
