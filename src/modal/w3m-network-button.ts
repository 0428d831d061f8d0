import { defineElement } from '../components/define-element.js';
import { AppKitNetworkButton } from './appkit-network-button.js';

/**
 * `<w3m-network-button>`: the same element as `<appkit-network-button>` under AppKit's older tag name, which AppKit
 * 1.7.4 still defines and apps still write. A subclass, because one constructor cannot be defined under two tags.
 *
 * @tagname w3m-network-button
 */
export class W3mNetworkButton extends AppKitNetworkButton {}

defineElement('w3m-network-button', W3mNetworkButton);

declare global {
  interface HTMLElementTagNameMap {
    'w3m-network-button': W3mNetworkButton;
  }
}
