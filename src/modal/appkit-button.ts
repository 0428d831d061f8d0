import { defineElement } from '../components/define-element.js';
import { W3mButton } from './w3m-button.js';

/**
 * `<appkit-button>`: the same element as `<w3m-button>` under Reown AppKit's tag name, so pages written
 * for AppKit work unchanged. A subclass, because one constructor cannot be defined under two tags.
 *
 * @tagname appkit-button
 */
export class AppKitButton extends W3mButton {}

defineElement('appkit-button', AppKitButton);

declare global {
  interface HTMLElementTagNameMap {
    'appkit-button': AppKitButton;
  }
}
