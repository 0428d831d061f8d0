import { LitElement, css, html, nothing, svg, type PropertyValues } from 'lit';
import { encode } from 'uqr';
import { baseStyles } from '../../styles/shared.js';
import { msg } from '../core/messages.js';
import { defineElement } from './define-element.js';
import { styleProps } from './style-props.js';
import { isAllowedWalletImage } from './image-source.js';

/** Empty modules around the code: scanners need a quiet zone (2 modules plus the tile's own padding). */
const MARGIN = 2;
/** Share of the code's width the logo may cover; with error correction Q the code still scans. */
const LOGO_SHARE = 0.22;

interface Matrix {
  size: number;
  /** Dark modules outside the three finder patterns and the logo hole, as one path. */
  path: string;
}

function matrixFor(data: string, withLogo: boolean): Matrix {
  const { size, data: dark, types } = encode(data, { ecc: withLogo ? 'Q' : 'M', border: 0 });
  const hole = withLogo ? Math.ceil(size * LOGO_SHARE) | 1 : 0;
  const holeStart = (size - hole) / 2;
  const inHole = (x: number, y: number): boolean =>
    hole > 0 && x >= holeStart - 1 && x < holeStart + hole + 1 && y >= holeStart - 1 && y < holeStart + hole + 1;
  let path = '';
  for (let y = 0; y < size; y++) {
    let run = 0;
    for (let x = 0; x <= size; x++) {
      // types 2 = finder pattern (with its separator): drawn as rounded squares instead.
      const on = x < size && dark[y]![x]! && types[y]![x] !== 2 && !inHole(x, y);
      if (on) run++;
      else if (run > 0) {
        path += `M${x - run} ${y}h${run}v1h-${run}z`;
        run = 0;
      }
    }
  }
  return { size, path };
}

/**
 * A QR code drawn as SVG from a string (a WalletConnect pairing URI), with an optional wallet logo in
 * the middle. Dark modules on a light tile in both themes, taken from the theme palette so `--w3m-color-mix`
 * tints it too; `light-dark()` keeps the tile light under a dark theme.
 *
 * @csspart code - The `<svg>` (role img, named by `label`).
 * @csspart logo - The logo `<image>`, when shown.
 *
 * @tagname wui-qr-code
 */
export class WuiQrCode extends LitElement {
  static override properties = {
    data: { type: String },
    size: { type: Number },
    imageSrc: { type: String, attribute: 'image-src' },
    label: { type: String },
  };

  static override styles = [
    baseStyles,
    css`
      :host {
        display: inline-block;
        padding: 12px;
        border-radius: var(--_radius-md);
        background: var(--_color-bg);
        background: light-dark(var(--_color-bg), var(--_color-fg));
        line-height: 0;
      }
      svg {
        width: 100%;
        height: 100%;
      }
      .ink {
        fill: var(--_color-fg);
        fill: var(--_qr-color, light-dark(var(--_color-fg), var(--_color-bg)));
      }
      .paper {
        fill: var(--_color-bg);
        fill: light-dark(var(--_color-bg), var(--_color-fg));
      }
      .error {
        display: block;
        color: var(--_color-fg-muted);
        font-family: var(--_font-family);
        font-size: var(--_font-size-sm);
        line-height: 1.4;
      }
    `,
  ];

  /** The text to encode; empty renders an empty tile. */
  declare data: string;
  /** Width and height of the code in CSS pixels (the tile adds 12px padding). */
  declare size: number;
  /** Logo for the middle; only inline `data:image/…` URLs are drawn. */
  declare imageSrc: string;
  /** Accessible name of the code; defaults to the message table's `tag.qrCode`. */
  declare label: string | undefined;

  private matrix: Matrix | undefined;
  private failed = false;

  /**
   * Encodes a pairing-sized sample a few times and throws it away. The first encoding compiles the encoder and its
   * mask scoring (0.3 s on a busy machine), the next ones optimise it (9 ms, then 3 ms): a page that is about to
   * show a QR code calls this while idle, so the real one is drawn in the frame its URI arrives.
   */
  static warmUp(): void {
    for (let run = 0; run < 3; run++) matrixFor(`wc:${String(run).repeat(64)}@2?relay-protocol=irn&symKey=${'0'.repeat(64)}&expiryTimestamp=0000000000`, false);
  }

  constructor() {
    super();
    this.data = '';
    this.size = 232;
    this.imageSrc = '';
    this.label = undefined;
  }

  private get hasLogo(): boolean {
    return isAllowedWalletImage(this.imageSrc);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!changed.has('data') && !changed.has('imageSrc')) return;
    this.matrix = undefined;
    this.failed = false;
    if (!this.data) return;
    try {
      this.matrix = matrixFor(this.data, this.hasLogo);
    } catch {
      // Longer than a QR code can hold: say so instead of drawing something unscannable.
      this.failed = true;
    }
  }

  protected override render() {
    // CSSOM, not a style attribute: the host page may forbid those (style-src 'self').
    const style = styleProps({ width: `${this.size}px`, height: `${this.size}px` });
    if (this.failed) return html`<span class="error" role="alert" ${style}>${msg('error.unknown', 'Something went wrong. Try again.')}</span>`;
    const matrix = this.matrix;
    if (!matrix) return html`<svg part="code" ${style} aria-hidden="true"></svg>`;
    const n = matrix.size;
    const box = n + 2 * MARGIN;
    return html`<svg
      part="code"
      ${style}
      viewBox="${-MARGIN} ${-MARGIN} ${box} ${box}"
      role="img"
      aria-label=${this.label ?? msg('tag.qrCode', 'QR code')}
      shape-rendering="crispEdges"
    >
      <rect class="paper" x=${-MARGIN} y=${-MARGIN} width=${box} height=${box}></rect>
      <path class="ink" d=${matrix.path}></path>
      ${[
        [0, 0],
        [n - 7, 0],
        [0, n - 7],
      ].map(([x, y]) => this.finder(x!, y!))}
      ${this.hasLogo ? this.logo(n) : nothing}
    </svg>`;
  }

  /** A finder pattern: 7×7 ring with a 3×3 centre, rounded. */
  private finder(x: number, y: number) {
    return svg`<path class="ink" shape-rendering="geometricPrecision" fill-rule="evenodd"
        d="M${x + 1.6} ${y}h3.8a1.6 1.6 0 0 1 1.6 1.6v3.8a1.6 1.6 0 0 1 -1.6 1.6h-3.8a1.6 1.6 0 0 1 -1.6 -1.6v-3.8a1.6 1.6 0 0 1 1.6 -1.6z
           M${x + 1.6} ${y + 1}a0.6 0.6 0 0 0 -0.6 0.6v3.8a0.6 0.6 0 0 0 0.6 0.6h3.8a0.6 0.6 0 0 0 0.6 -0.6v-3.8a0.6 0.6 0 0 0 -0.6 -0.6z"></path>
      <rect class="ink" shape-rendering="geometricPrecision" x=${x + 2} y=${y + 2} width="3" height="3" rx="0.8"></rect>`;
  }

  private logo(n: number) {
    const hole = Math.ceil(n * LOGO_SHARE) | 1;
    const start = (n - hole) / 2;
    return svg`<rect class="paper" x=${start - 0.5} y=${start - 0.5} width=${hole + 1} height=${hole + 1} rx="1.5"></rect>
      <image part="logo" href=${this.imageSrc} x=${start} y=${start} width=${hole} height=${hole}
        preserveAspectRatio="xMidYMid meet" aria-hidden="true"></image>`;
  }
}

defineElement('wui-qr-code', WuiQrCode);

declare global {
  interface HTMLElementTagNameMap {
    'wui-qr-code': WuiQrCode;
  }
}
