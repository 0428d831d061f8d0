import { nothing } from 'lit';
import { defineElement } from '../components/define-element.js';
import { W3mButton } from './w3m-button.js';

/**
 * `<appkit-account-button>`, as in AppKit: the connected account (avatar, address, balance; "Wrong Network" on
 * an unsupported one) opening the account view, and nothing at all while no wallet is connected. Takes
 * `balance="hide"` and `disabled` like `<w3m-button>`.
 *
 * @csspart button - The native `<button>`.
 * @csspart avatar - The `<wui-avatar>`.
 * @csspart address - The short address.
 * @csspart balance - The balance.
 *
 * @tagname appkit-account-button
 */
export class AppKitAccountButton extends W3mButton {
  protected override render(): unknown {
    return this.renderConnected() ?? nothing;
  }
}

defineElement('appkit-account-button', AppKitAccountButton);

declare global {
  interface HTMLElementTagNameMap {
    'appkit-account-button': AppKitAccountButton;
  }
}
