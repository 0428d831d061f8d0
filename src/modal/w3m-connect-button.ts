import { defineElement } from '../components/define-element.js';
import { AppKitConnectButton } from './appkit-connect-button.js';

/**
 * `<w3m-connect-button>`: the same element as `<appkit-connect-button>` under AppKit's older tag name, which AppKit
 * 1.7.4 still defines and apps still write. A subclass, because one constructor cannot be defined under two tags.
 *
 * @tagname w3m-connect-button
 */
export class W3mConnectButton extends AppKitConnectButton {}

defineElement('w3m-connect-button', W3mConnectButton);

declare global {
  interface HTMLElementTagNameMap {
    'w3m-connect-button': W3mConnectButton;
  }
}
