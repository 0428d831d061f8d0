import { LitElement, css, html, nothing, svg, type PropertyValues } from 'lit';
import { baseStyles } from '../../styles/shared.js';
import { defineElement } from './define-element.js';
import { hashString, isAllowedAvatarImage } from './image-source.js';

export type AvatarSize = 'sm' | 'md' | 'lg';

const GRID = 5;

/** 20 bytes from a hex address; anything else (or too short) is hashed into 20 bytes instead. */
export function avatarBytes(address: string): number[] {
  const hex = address.trim().toLowerCase().replace(/^0x/, '');
  if (/^[0-9a-f]{16,}$/.test(hex) && hex.length % 2 === 0) {
    const bytes: number[] = [];
    for (let i = 0; i < hex.length && bytes.length < 20; i += 2) bytes.push(parseInt(hex.slice(i, i + 2), 16));
    while (bytes.length < 20) bytes.push(hashString(hex, bytes.length) & 0xff);
    return bytes;
  }
  return Array.from({ length: 20 }, (_, i) => hashString(address, 0x811c9dc5 + i) & 0xff);
}

/** Pure description of the generated avatar: two gradient hues, a gradient angle and a mirrored 5×5 grid. */
export function avatarPattern(address: string): { hueA: number; hueB: number; angle: number; cells: boolean[] } {
  const b = avatarBytes(address);
  const at = (i: number): number => b[i % b.length] ?? 0;
  const hueA = ((at(0) << 8) | at(1)) % 360;
  const hueB = (hueA + 60 + (at(2) % 180)) % 360;
  const angle = Math.round((at(3) / 255) * 360);
  // Only the left three columns are free; mirroring gives the familiar symmetric, face-like identicon.
  const cells: boolean[] = [];
  for (let row = 0; row < GRID; row++) {
    for (let col = 0; col < GRID; col++) {
      const source = col < 3 ? col : GRID - 1 - col;
      cells.push((at(4 + row * 3 + source) & 1) === 1);
    }
  }
  return { hueA, hueB, angle, cells };
}

/**
 * A deterministic avatar for an address: the same address always draws the same picture, computed
 * locally from the address bytes (no network). `image-src` replaces it only when it is a `data:image/`
 * URL or on the page's own origin; other URLs are ignored so a profile cannot track the viewer.
 *
 * @csspart base - The avatar frame (carries `role="img"` and the alt text when `alt` is set).
 * @csspart image - The `<img>`, when an allowed `image-src` is shown.
 *
 * @tagname wui-avatar
 */
export class WuiAvatar extends LitElement {
  static override properties = {
    address: { type: String },
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
      }
      :host([size='sm']) {
        width: 24px;
        height: 24px;
      }
      :host([size='lg']) {
        width: 64px;
        height: 64px;
      }
      .base {
        display: block;
        width: 100%;
        height: 100%;
        border-radius: var(--_radius-full);
        overflow: hidden;
        box-shadow: 0 0 0 1px var(--_color-border);
      }
      svg,
      img {
        display: block;
        width: 100%;
        height: 100%;
        object-fit: cover;
      }
    `,
  ];

  /** The address the picture is computed from. */
  declare address: string;
  /** A profile image shown instead of the computed picture, if it is a `data:image/` URL or same-origin. */
  declare imageSrc: string;
  /** Alt text, e.g. "Avatar of 0x12…ab". Empty means decorative. */
  declare alt: string;
  /** `sm` (24px), `md` (40px, default) or `lg` (64px). */
  declare size: AvatarSize;
  declare _failed: boolean;

  constructor() {
    super();
    this.address = '';
    this.imageSrc = '';
    this.alt = '';
    this.size = 'md';
    this._failed = false;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('imageSrc')) this._failed = false;
  }

  private renderGenerated() {
    const { hueA, hueB, angle, cells } = avatarPattern(this.address);
    const id = `g${hashString(this.address.trim().toLowerCase()).toString(36)}`;
    return html`<svg viewBox="0 0 ${GRID} ${GRID}" aria-hidden="true" focusable="false" shape-rendering="crispEdges">
      <defs>
        <linearGradient id=${id} gradientTransform="rotate(${angle} 0.5 0.5)">
          <stop offset="0" stop-color="hsl(${hueA} 70% 55%)" />
          <stop offset="1" stop-color="hsl(${hueB} 70% 45%)" />
        </linearGradient>
      </defs>
      <rect width=${GRID} height=${GRID} fill="url(#${id})" />
      ${cells.map((on, i) =>
        on ? svg`<rect x=${i % GRID} y=${Math.floor(i / GRID)} width="1" height="1" fill="#fff" fill-opacity="0.35" />` : nothing,
      )}
    </svg>`;
  }

  protected override render() {
    const named = this.alt.trim() !== '';
    const showImage = isAllowedAvatarImage(this.imageSrc) && !this._failed;
    return html`<span
      part="base"
      class="base"
      role=${named ? 'img' : nothing}
      aria-label=${named ? this.alt : nothing}
      aria-hidden=${named ? nothing : 'true'}
    >
      ${showImage
        ? html`<img part="image" src=${this.imageSrc} alt="" @error=${() => (this._failed = true)} />`
        : this.renderGenerated()}
    </span>`;
  }
}

defineElement('wui-avatar', WuiAvatar);

declare global {
  interface HTMLElementTagNameMap {
    'wui-avatar': WuiAvatar;
  }
}
