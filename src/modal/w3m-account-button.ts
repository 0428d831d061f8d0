import { defineElement } from '../components/define-element.js';
import { AppKitAccountButton } from './appkit-account-button.js';

/**
 * `<w3m-account-button>`: the same element as `<appkit-account-button>` under AppKit's older tag name, which AppKit
 * 1.7.4 still defines and apps still write. A subclass, because one constructor cannot be defined under two tags.
 *
 * @tagname w3m-account-button
 */
export class W3mAccountButton extends AppKitAccountButton {}

defineElement('w3m-account-button', W3mAccountButton);

declare global {
  interface HTMLElementTagNameMap {
    'w3m-account-button': W3mAccountButton;
  }
}
