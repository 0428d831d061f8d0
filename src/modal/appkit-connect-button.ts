import { defineElement } from '../components/define-element.js';
import { W3mButton } from './w3m-button.js';

/**
 * `<appkit-connect-button>`, as in AppKit: always the "Connect Wallet" button (disabled with its loading label
 * while connecting). A click opens the modal on the view the opening rules pick. Takes `label`,
 * `loading-label` and `size` like `<w3m-button>`.
 *
 * @csspart connect - The `<wui-button>`.
 *
 * @tagname appkit-connect-button
 */
export class AppKitConnectButton extends W3mButton {
  protected override render(): unknown {
    return this.renderConnect();
  }
}

defineElement('appkit-connect-button', AppKitConnectButton);

declare global {
  interface HTMLElementTagNameMap {
    'appkit-connect-button': AppKitConnectButton;
  }
}
