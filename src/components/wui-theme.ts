import { LitElement, css, html } from 'lit';
import { baseStyles } from '../../styles/shared.js';
import { themeHostStyles } from '../../styles/tokens.js';
import type { ThemeVariables } from '../../styles/tokens.js';
import { ThemeController, propertyThemeSource } from '../controllers/theme-controller.js';
import { defineElement } from './define-element.js';

export type WuiThemeMode = 'light' | 'dark';

/**
 * A theme root for using `wui-*` components outside the modal (stories, tests, custom layouts). It reads
 * the public `--w3m-*` tokens and paints the themed surface; slotted components inherit the palette.
 * The tokens come from an ancestor's CSS or from the `themeVariables` property.
 *
 * @slot - Themed content.
 * @cssprop --w3m-accent - Accent colour: buttons, links, focus rings. Default `#1a5ed6`.
 * @cssprop --w3m-color-mix - The colour mixed into every surface; unset, none.
 * @cssprop --w3m-color-mix-strength - How much of `--w3m-color-mix`, as a percentage (`20%`, or the number `20`). Default `0%`.
 * @cssprop --w3m-font-family - Font stack; by default the system's fonts (no remote font requests).
 * @cssprop --w3m-font-size-master - Base every font size scales from. Default `10px`.
 * @cssprop --w3m-border-radius-master - Base every radius scales from (`0px` makes every corner square). Default `4px`.
 * @cssprop --w3m-z-index - Stacking level when the dialog cannot use the top layer. Default `999`.
 * @cssprop --w3m-qr-color - The QR code's modules (its dark squares), as in AppKit; unset, the theme's ink.
 * @cssprop --w3m-backdrop-blur - Blurs the page behind the open modal by this radius (`'4px'`); unset, no blur.
 *
 * @tagname wui-theme
 */
export class WuiTheme extends LitElement {
  static override properties = {
    themeMode: { type: String, reflect: true, attribute: 'theme-mode' },
    themeVariables: { attribute: false },
  };

  static override styles = [
    themeHostStyles,
    baseStyles,
    css`
      :host {
        display: block;
        background: var(--_color-bg);
        color: var(--_color-fg);
        font-family: var(--_font-family);
      }
    `,
  ];

  /** `light` or `dark`: the palette painted here and inherited by slotted components. */
  declare themeMode: WuiThemeMode;
  /** Public tokens to set on this element, e.g. `{ '--w3m-accent': '#7b3fe4' }` (same rules as `setThemeVariables`). */
  declare themeVariables: ThemeVariables | undefined;

  constructor() {
    super();
    this.themeMode = 'light';
    this.themeVariables = undefined;
    new ThemeController(this, propertyThemeSource(this)); // registers itself with this host
  }

  protected override render() {
    return html`<slot></slot>`;
  }
}

defineElement('wui-theme', WuiTheme);

declare global {
  interface HTMLElementTagNameMap {
    'wui-theme': WuiTheme;
  }
}
