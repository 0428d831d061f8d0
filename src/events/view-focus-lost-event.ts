/**
 * Fired by `<w3m-router>` when the control that had the focus went with the view it left (a click or Enter that
 * changed the view). It stays inside the modal's shadow root: the dialog answers it by focusing its first control.
 */
export class W3mViewFocusLostEvent extends Event {
  static readonly eventName = 'w3m-view-focus-lost' as const;

  constructor() {
    super(W3mViewFocusLostEvent.eventName, { bubbles: true, composed: false });
  }
}

declare global {
  interface HTMLElementEventMap {
    'w3m-view-focus-lost': W3mViewFocusLostEvent;
  }
}
