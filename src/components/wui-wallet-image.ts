import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { baseStyles } from '../../styles/shared.js';
import { defineElement } from './define-element.js';
import { styleProps } from './style-props.js';
import { isAllowedWalletImage, isRemoteImageUrl, monogramColor } from './image-source.js';

export type WalletImageSize = 'sm' | 'md' | 'lg';

/**
 * A wallet's icon. Inline `data:image/(png|svg+xml|webp|jpeg|gif)` URLs are shown; with `remote`, also an
 * http(s) URL the host built itself (the wallet directory's image). Any other URL (`javascript:`, …) or an
 * image that fails to load falls back to a designed monogram: the first letter of the wallet name on a
 * shaded tile whose colour derives from the name, so a wallet never shows as a blank box.
 *
 * @csspart image - The `<img>`, when shown.
 * @csspart monogram - The fallback letter tile.
 *
 * @tagname wui-wallet-image
 */
export class WuiWalletImage extends LitElement {
  static override properties = {
    name: { type: String },
    imageSrc: { type: String, attribute: 'image-src' },
    alt: { type: String },
    size: { type: String, reflect: true },
    remote: { type: Boolean },
    _failed: { state: true },
  };

  static override styles = [
    baseStyles,
    css`
      :host {
        display: inline-flex;
        flex: none;
        width: 40px;
        height: 40px;
        border-radius: var(--_radius-sm);
        overflow: hidden;
      }
      :host([size='sm']) {
        width: 24px;
        height: 24px;
      }
      :host([size='lg']) {
        width: 64px;
        height: 64px;
      }
      img,
      .monogram {
        width: 100%;
        height: 100%;
      }
      img {
        object-fit: cover;
      }
      .monogram {
        position: relative;
        display: flex;
        align-items: center;
        justify-content: center;
        /* Light from the top corner and a ring in the far one, over the name's colour (set inline). */
        background-image:
          linear-gradient(145deg, rgb(255 255 255 / 0.2), rgb(255 255 255 / 0) 55%),
          linear-gradient(325deg, rgb(0 0 0 / 0.22), rgb(0 0 0 / 0) 50%);
        box-shadow: inset 0 0 0 1px rgb(255 255 255 / 0.12);
        color: #fff;
        font-family: var(--_font-family);
        font-size: var(--_font-size-md);
        font-weight: 700;
        user-select: none;
      }
      .monogram::after {
        content: '';
        position: absolute;
        inset-inline-end: -25%;
        bottom: -25%;
        width: 70%;
        height: 70%;
        border: 2px solid rgb(255 255 255 / 0.2);
        border-radius: 50%;
      }
      :host([size='sm']) .monogram::after {
        border-width: 1px;
      }
      :host([size='sm']) .monogram {
        font-size: var(--_font-size-xs);
      }
      :host([size='lg']) .monogram {
        font-size: var(--_font-size-lg);
      }
    `,
  ];

  /** Wallet name; used for the monogram and as the default alt text. */
  declare name: string;
  /** Icon URL; ignored unless it is an allowed `data:image/…` URL. */
  declare imageSrc: string;
  /** Alt text; defaults to `name`. Set `''` when the name is already shown next to the image. */
  declare alt: string | undefined;
  /** `sm` (24px), `md` (40px, default) or `lg` (64px). */
  declare size: WalletImageSize;
  /** Also show an http(s) `imageSrc`: set only for URLs the host built (the wallet directory's images). */
  declare remote: boolean;
  declare _failed: boolean;

  constructor() {
    super();
    this.name = '';
    this.imageSrc = '';
    this.alt = undefined;
    this.size = 'md';
    this.remote = false;
    this._failed = false;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('imageSrc')) this._failed = false;
  }

  private get altText(): string {
    return this.alt ?? this.name;
  }

  protected override render() {
    const alt = this.altText;
    if (isAllowedWalletImage(this.imageSrc) && !this._failed) {
      return html`<img part="image" src=${this.imageSrc} alt=${alt} @error=${this.onError} />`;
    }
    if (this.remote && isRemoteImageUrl(this.imageSrc) && !this._failed) {
      return html`<img part="image" src=${this.imageSrc} alt=${alt} referrerpolicy="no-referrer" @error=${this.onError} />`;
    }
    // Array.from keeps an emoji or other astral character whole instead of half a surrogate pair.
    const letter = Array.from(this.name.trim())[0]?.toUpperCase() ?? '?';
    return html`<span
      part="monogram"
      class="monogram"
      role=${alt ? 'img' : nothing}
      aria-label=${alt ? alt : nothing}
      aria-hidden=${alt ? nothing : 'true'}
      ${styleProps({ 'background-color': monogramColor(this.name) })}
      ><span aria-hidden="true">${letter}</span></span
    >`;
  }

  private onError(): void {
    this._failed = true;
  }
}

defineElement('wui-wallet-image', WuiWalletImage);

declare global {
  interface HTMLElementTagNameMap {
    'wui-wallet-image': WuiWalletImage;
  }
}
