/** Fired by `<wui-toast>` when the user presses its close button. The owner decides whether to hide it. */
export class W3mToastCloseEvent extends Event {
  static readonly eventName = 'w3m-toast-close' as const;

  constructor() {
    super(W3mToastCloseEvent.eventName, { bubbles: true, composed: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'w3m-toast-close': W3mToastCloseEvent;
  }
}
