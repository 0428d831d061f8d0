import { LitElement, css, html, nothing } from 'lit';
import { baseStyles } from '../../styles/shared.js';
import { defineElement } from './define-element.js';
import './wui-wallet-image.js';

/**
 * One wallet in a list: icon, name and an optional tag ("Installed", "Recent"). It is a native button,
 * so listen for `click`; clicks are swallowed while `disabled`. The name and tag are rendered as text.
 *
 * @csspart base - The native `<button>`.
 * @csspart image - The `<wui-wallet-image>`.
 * @slot image - Another picture in the icon's place (a network's `<wui-network-image>`); the wallet icon by default.
 * @csspart name - The wallet name.
 * @csspart tag - The tag, when present.
 *
 * @tagname wui-list-wallet
 */
export class WuiListWallet extends LitElement {
  static override shadowRootOptions: ShadowRootInit = { ...LitElement.shadowRootOptions, delegatesFocus: true };

  static override properties = {
    name: { type: String },
    imageSrc: { type: String, attribute: 'image-src' },
    tag: { type: String },
    remote: { type: Boolean },
    disabled: { type: Boolean, reflect: true },
  };

  static override styles = [
    baseStyles,
    css`
      :host {
        display: flex;
      }
      button {
        display: flex;
        flex: 1;
        align-items: center;
        gap: 12px;
        min-width: 0;
        min-height: 56px;
        padding: 8px 12px 8px 8px;
        border: 0;
        border-radius: var(--_radius-md);
        background: var(--_color-bg-raised);
        color: var(--_color-fg);
        font-family: var(--_font-family);
        font-size: var(--_font-size-md);
        text-align: start;
        cursor: pointer;
      }
      button:hover:not(:disabled) {
        background: var(--_color-bg-hover);
      }
      button:disabled {
        cursor: not-allowed;
        opacity: 0.5;
      }
      .name {
        flex: 1;
        min-width: 0;
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
        font-weight: 500;
      }
      .tag {
        flex: none;
        padding: 2px 6px;
        border-radius: var(--_radius-xs);
        background: var(--_color-bg-hover);
        color: var(--_color-fg-muted);
        font-size: var(--_font-size-xs);
        font-weight: 600;
      }
    `,
  ];

  /** The wallet's name, the row's text and accessible name. */
  declare name: string;
  /** Wallet icon; see `<wui-wallet-image>` for which URLs are shown. */
  declare imageSrc: string;
  /** Short status text such as "Installed" or "Recent"; empty hides it. */
  declare tag: string;
  /** The icon is an http(s) URL the host built (the wallet directory's image); see `<wui-wallet-image remote>`. */
  declare remote: boolean;
  /** Disables the row; clicks on the host are stopped too. */
  declare disabled: boolean;

  constructor() {
    super();
    this.name = '';
    this.imageSrc = '';
    this.tag = '';
    this.remote = false;
    this.disabled = false;
    this.addEventListener('click', (event) => {
      if (this.disabled) {
        event.preventDefault();
        event.stopImmediatePropagation();
      }
    });
  }

  protected override render() {
    // The image is decorative here (alt=""): the visible name already labels the button.
    return html`<button part="base" type="button" ?disabled=${this.disabled}>
      <slot name="image"><wui-wallet-image part="image" .name=${this.name} .imageSrc=${this.imageSrc} .remote=${this.remote} .alt=${''}></wui-wallet-image></slot>
      <span part="name" class="name">${this.name}</span>
      ${this.tag ? html`<span part="tag" class="tag">${this.tag}</span>` : nothing}
    </button>`;
  }
}

defineElement('wui-list-wallet', WuiListWallet);

declare global {
  interface HTMLElementTagNameMap {
    'wui-list-wallet': WuiListWallet;
  }
}
