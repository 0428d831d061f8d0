import { LitElement, css, html } from 'lit';
import { baseStyles } from '../../styles/shared.js';
import { themeHostStyles } from '../../styles/tokens.js';
import type { ThemeVariablesInput } from '../../styles/tokens.js';
import { ThemeController, propertyThemeSource } from '../controllers/theme-controller.js';
import { defineElement } from './define-element.js';

export type WuiThemeMode = 'light' | 'dark';

/**
 * A theme root for using `wui-*` components outside the modal (stories, tests, custom layouts). It reads
 * the public `--w3m-*` tokens and paints the themed surface; slotted components inherit the palette.
 * The tokens come from an ancestor's CSS or from the `themeVariables` property.
 *
 * @slot - Themed content.
 * @cssprop --w3m-accent - Accent colour.
 * @cssprop --w3m-color-mix - Colour mixed into surfaces.
 * @cssprop --w3m-color-mix-strength - How much of it, as a percentage (`20%`).
 * @cssprop --w3m-font-family - Font stack (system fonts by default).
 * @cssprop --w3m-font-size-master - Base of all font sizes (10px).
 * @cssprop --w3m-border-radius-master - Base of all radii (4px).
 * @cssprop --w3m-z-index - Stacking level (999).
 * @cssprop --w3m-qr-color - Colour of the QR code's modules (the theme's ink by default).
 * @cssprop --w3m-backdrop-blur - Blur of the page behind the open modal (`4px`); none by default, which a game's frame rate needs.
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
  declare themeVariables: ThemeVariablesInput | undefined;

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
