import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { baseStyles } from '../../styles/shared.js';
import { defineElement } from './define-element.js';
import { styleProps } from './style-props.js';
import { isAllowedWalletImage, monogramColor } from './image-source.js';

export type WalletImageSize = 'sm' | 'md' | 'lg';

/**
 * A wallet's icon. Only inline `data:image/(png|svg+xml|webp|jpeg|gif)` URLs are shown; any other URL
 * (remote, `javascript:`, …) or an image that fails to load falls back to a monogram: the first letter of
 * the wallet name on a colour derived from the name.
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
        display: flex;
        align-items: center;
        justify-content: center;
        color: var(--_accent-fg);
        font-family: var(--_font-family);
        font-size: var(--_font-size-md);
        font-weight: 700;
        user-select: none;
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
  declare _failed: boolean;

  constructor() {
    super();
    this.name = '';
    this.imageSrc = '';
    this.alt = undefined;
    this.size = 'md';
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
