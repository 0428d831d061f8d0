import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { baseStyles } from '../../styles/shared.js';
import { loadLazy } from '../core/lazy.js';
import { defineElement } from './define-element.js';
import { styleProps } from './style-props.js';
import { isAllowedWalletImage, isRemoteImageUrl, monogramColor } from './image-source.js';

export type NetworkImageSize = 'sm' | 'md';

type IconTable = { networkIcon(caipNetworkId: string): string | undefined };

/** The icons of the bundled networks: one chunk, fetched when the first network picture is shown. */
let icons: IconTable | undefined;
let iconsLoading: Promise<IconTable | undefined> | undefined;
function loadIcons(): Promise<IconTable | undefined> {
  iconsLoading ??= loadLazy('networkIcons').then(
    module => (icons = module),
    error => {
      console.error('w3m-modal: network icons failed to load', error);
      return undefined;
    },
  );
  return iconsLoading;
}

/** Up to two letters of a network's name: "Local Devnet" → "LD", "Ethereum" → "E". */
function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[1]!].map(word => Array.from(word)[0] ?? '') : [Array.from(words[0] ?? '?')[0] ?? '?'];
  return letters.join('').toUpperCase();
}

/**
 * A network's picture, round. In order: the network's own `imageSrc` when it is an inline `data:image/…` URL
 * (`assets.imageUrl`) or, with `remote`, an http(s) URL the app gave (`chainImages`), the library's icon for a network it ships (by `networkId`, loaded on demand), else a
 * designed fallback from the network's name (its initials on a shaded disc in a colour derived from the name),
 * so any network, including one added later, has a picture and never a blank box.
 *
 * @csspart image - The `<img>`, when an icon is shown.
 * @csspart fallback - The initials disc.
 *
 * @tagname wui-network-image
 */
export class WuiNetworkImage extends LitElement {
  static override properties = {
    name: { type: String },
    networkId: { type: String, attribute: 'network-id' },
    imageSrc: { type: String, attribute: 'image-src' },
    remote: { type: Boolean },
    size: { type: String, reflect: true },
    _failed: { state: true },
    _iconsReady: { state: true },
  };

  static override styles = [
    baseStyles,
    css`
      :host {
        display: inline-flex;
        flex: none;
        width: 40px;
        height: 40px;
        border-radius: 50%;
        overflow: hidden;
      }
      :host([size='sm']) {
        width: 24px;
        height: 24px;
      }
      img,
      .fallback,
      .pending {
        width: 100%;
        height: 100%;
      }
      img {
        object-fit: cover;
      }
      .pending {
        background: var(--_color-bg-hover);
      }
      .fallback {
        display: flex;
        align-items: center;
        justify-content: center;
        background-image: linear-gradient(145deg, rgb(255 255 255 / 0.24), rgb(255 255 255 / 0) 60%);
        box-shadow: inset 0 0 0 2px rgb(255 255 255 / 0.16);
        color: #fff;
        font-family: var(--_font-family);
        font-size: var(--_font-size-sm);
        font-weight: 700;
        letter-spacing: -0.02em;
        user-select: none;
      }
      :host([size='sm']) .fallback {
        font-size: calc(var(--_font-size-xs) * 0.75);
        box-shadow: inset 0 0 0 1px rgb(255 255 255 / 0.16);
      }
    `,
  ];

  /** The network's name: the fallback's initials and colour, and the alt text. */
  declare name: string;
  /** CAIP-2 id (`eip155:1`): picks the library's icon for a network it ships. */
  declare networkId: string;
  /** The network's own icon (`assets.imageUrl`); only inline `data:image/…` URLs are shown, unless `remote`. */
  declare imageSrc: string;
  /** Also show an http(s) `imageSrc`: set only for a URL the app vouches for (its `chainImages` option). */
  declare remote: boolean;
  /** `sm` (24px) or `md` (40px, default). */
  declare size: NetworkImageSize;
  declare _failed: boolean;
  declare _iconsReady: boolean;

  constructor() {
    super();
    this.name = '';
    this.networkId = '';
    this.imageSrc = '';
    this.remote = false;
    this.size = 'md';
    this._failed = false;
    this._iconsReady = icons !== undefined;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this._iconsReady) void loadIcons().then(() => (this._iconsReady = true));
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('imageSrc') || changed.has('networkId')) this._failed = false;
  }

  /** The icon to show, `''` for the fallback, `undefined` while the icon table is on its way. */
  private source(): string | undefined {
    if (this._failed) return '';
    if (isAllowedWalletImage(this.imageSrc) || (this.remote && isRemoteImageUrl(this.imageSrc))) return this.imageSrc;
    if (!this._iconsReady) return undefined;
    return icons?.networkIcon(this.networkId) ?? '';
  }

  protected override render() {
    const src = this.source();
    // Decorative: the network's name is always written next to it.
    if (src === undefined) return html`<span class="pending" aria-hidden="true"></span>`;
    if (src) return html`<img part="image" src=${src} alt="" referrerpolicy="no-referrer" @error=${() => (this._failed = true)} />`;
    return html`<span part="fallback" class="fallback" aria-hidden="true" ${styleProps({ 'background-color': monogramColor(this.name) })}
      >${initials(this.name) || nothing}</span
    >`;
  }
}

defineElement('wui-network-image', WuiNetworkImage);

declare global {
  interface HTMLElementTagNameMap {
    'wui-network-image': WuiNetworkImage;
  }
}
