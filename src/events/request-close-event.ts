import type { UserCloseSource } from '../core/modal/index.js';

/** What asked the modal to close: the same user gestures the core's close policy knows. */
export type RequestCloseSource = UserCloseSource;

export interface RequestCloseDetail {
  source: RequestCloseSource;
}

/**
 * Fired by `<w3m-modal>` before it closes because of the user (Escape, a backdrop click, the close button, a
 * gamepad's B).
 * Call `preventDefault()` to keep the modal open; otherwise the modal asks the core to close, which may
 * still refuse (e.g. while a transaction waits for approval).
 */
export class W3mRequestCloseEvent extends Event {
  static readonly eventName = 'w3m-request-close' as const;
  readonly detail: RequestCloseDetail;

  constructor(detail: RequestCloseDetail) {
    super(W3mRequestCloseEvent.eventName, { bubbles: true, composed: true, cancelable: true });
    this.detail = detail;
  }
}

declare global {
  interface HTMLElementEventMap {
    'w3m-request-close': W3mRequestCloseEvent;
  }
}
