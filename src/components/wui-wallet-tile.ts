import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { baseStyles } from '../../styles/shared.js';
import { defineElement } from './define-element.js';
import { isAllowedWalletImage, isRemoteImageUrl } from './image-source.js';
import './wui-wallet-image.js';

/**
 * One wallet in a grid: icon above a two-line name and an optional tag below it ("Installed", "Recent"). A native
 * button, or a link when `href` is set (a phone wallet's deep link, ready before the tap). The icon is an
 * inline `data:image/…` URL or a remote URL the host built (the wallet explorer's image); when it is
 * neither, or fails to load, `<wui-wallet-image>` draws the monogram, so a broken image is never shown.
 *
 * @csspart base - The native `<button>` or `<a>`.
 * @csspart name - The wallet name.
 * @csspart tag - The tag, when present.
 *
 * @tagname wui-wallet-tile
 */
export class WuiWalletTile extends LitElement {
  static override shadowRootOptions: ShadowRootInit = { ...LitElement.shadowRootOptions, delegatesFocus: true };

  static override properties = {
    name: { type: String },
    imageSrc: { type: String, attribute: 'image-src' },
    tag: { type: String },
    href: { type: String },
    _failed: { state: true },
  };

  static override styles = [
    baseStyles,
    css`
      :host {
        display: flex;
        width: 76px;
      }
      .base {
        display: flex;
        flex: 1;
        flex-direction: column;
        align-items: center;
        gap: 4px;
        min-width: 0;
        padding: 8px 4px 6px;
        border: 0;
        border-radius: var(--_radius-md);
        background: var(--_color-bg-raised);
        color: var(--_color-fg);
        font-family: var(--_font-family);
        font-size: var(--_font-size-xs);
        text-align: center;
        text-decoration: none;
        cursor: pointer;
      }
      .base:hover {
        background: var(--_color-bg-hover);
      }
      img {
        flex: none;
        width: 40px;
        height: 40px;
        border-radius: var(--_radius-sm);
        object-fit: cover;
      }
      .name {
        display: -webkit-box;
        width: 100%;
        min-height: 2.4em;
        overflow: hidden;
        line-height: 1.2;
        overflow-wrap: anywhere;
        -webkit-box-orient: vertical;
        -webkit-line-clamp: 2;
      }
      /* The tag has a line of its own at the tile's foot, below the name: it never covers the icon, and the name
         keeps its two lines (the grid's rows are tall enough for icon, name and tag). */
      .tag {
        max-width: 100%;
        margin-top: auto;
        overflow: hidden;
        padding: 0 4px;
        border-radius: var(--_radius-xs);
        background: var(--_color-bg-hover);
        color: var(--_color-fg-muted);
        font-size: calc(var(--_font-size-xs) * 0.85);
        font-weight: 600;
        line-height: 1.3;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
    `,
  ];

  /** The wallet's name, under the icon; the tile's accessible name. */
  declare name: string;
  /** Icon: an inline `data:image/…` URL or an http(s) URL the host trusts; anything else shows the monogram. */
  declare imageSrc: string;
  /** Short status text; empty hides it. */
  declare tag: string;
  /** When set, the tile is a link to this URL (a deep link into a wallet app). */
  declare href: string;
  declare _failed: boolean;

  constructor() {
    super();
    this.name = '';
    this.imageSrc = '';
    this.tag = '';
    this.href = '';
    this._failed = false;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('imageSrc')) this._failed = false;
  }

  private renderImage() {
    // The name is shown next to the icon, so the icon is decorative (alt="").
    if (!this._failed && !isAllowedWalletImage(this.imageSrc) && isRemoteImageUrl(this.imageSrc)) {
      return html`<img src=${this.imageSrc} alt="" loading="lazy" referrerpolicy="no-referrer" @error=${this.onError} />`;
    }
    return html`<wui-wallet-image .name=${this.name} .imageSrc=${this._failed ? '' : this.imageSrc} .alt=${''}></wui-wallet-image>`;
  }

  protected override render() {
    // The space keeps name and tag apart in the accessible name ("Rabbit Installed").
    const content = html`${this.renderImage()}<span part="name" class="name">${this.name}</span> ${this.tag
        ? html`<span part="tag" class="tag">${this.tag}</span>`
        : nothing}`;
    return this.href
      ? html`<a part="base" class="base" href=${this.href}>${content}</a>`
      : html`<button part="base" class="base" type="button">${content}</button>`;
  }

  private onError(): void {
    this._failed = true;
  }
}

defineElement('wui-wallet-tile', WuiWalletTile);

declare global {
  interface HTMLElementTagNameMap {
    'wui-wallet-tile': WuiWalletTile;
  }
}
