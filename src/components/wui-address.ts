import { LitElement, css, html } from 'lit';
import { baseStyles } from '../../styles/shared.js';
import { defineElement } from './define-element.js';

/** `0x1234567890abcdef…` → `0x1234…cdef`; short values are returned unchanged. */
export function shortenAddress(address: string, start = 4, end = 4): string {
  const prefix = address.startsWith('0x') ? 2 : 0;
  if (address.length <= prefix + start + end + 1) return address;
  return `${address.slice(0, prefix + start)}…${address.slice(-end)}`;
}

/**
 * An address shown shortened (`0x1234…abcd`). The full address is the tooltip (`title`) and is what
 * screen readers read, so nothing is lost by shortening.
 *
 * @csspart base - The wrapper with the `title`.
 *
 * @tagname wui-address
 */
export class WuiAddress extends LitElement {
  static override properties = {
    address: { type: String },
    start: { type: Number },
    end: { type: Number },
  };

  static override styles = [
    baseStyles,
    css`
      :host {
        display: inline;
      }
      .base {
        position: relative;
        font-family: var(--_font-family);
        font-variant-numeric: tabular-nums;
        white-space: nowrap;
      }
    `,
  ];

  /** The full address; shown shortened, read in full by screen readers and in the tooltip. */
  declare address: string;
  /** Characters kept after the `0x` prefix. */
  declare start: number;
  /** Characters kept at the end. */
  declare end: number;

  constructor() {
    super();
    this.address = '';
    this.start = 4;
    this.end = 4;
  }

  protected override render() {
    return html`<span part="base" class="base" title=${this.address}
      ><span aria-hidden="true">${shortenAddress(this.address, this.start, this.end)}</span
      ><span class="visually-hidden">${this.address}</span></span
    >`;
  }
}

defineElement('wui-address', WuiAddress);

declare global {
  interface HTMLElementTagNameMap {
    'wui-address': WuiAddress;
  }
}
