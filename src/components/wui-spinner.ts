import { LitElement, css, html, nothing } from 'lit';
import { baseStyles } from '../../styles/shared.js';
import { defineElement } from './define-element.js';

export type SpinnerSize = 'sm' | 'md' | 'lg';

/**
 * An indeterminate loading indicator. With a `label` it is announced as a progress bar with that name;
 * without one it is decorative (e.g. inside a button that already sets `aria-busy`). Under
 * `prefers-reduced-motion: reduce` it does not spin. The arc is drawn in the element's `color` (inherited
 * by default), so setting `color` on it or on an ancestor recolours it.
 *
 * @csspart base - The element carrying the progressbar role.
 *
 * @tagname wui-spinner
 */
export class WuiSpinner extends LitElement {
  static override properties = {
    label: { type: String },
    size: { type: String, reflect: true },
  };

  static override styles = [
    baseStyles,
    css`
      :host {
        display: inline-flex;
        width: 20px;
        height: 20px;
        flex: none;
      }
      :host([size='sm']) {
        width: 14px;
        height: 14px;
      }
      :host([size='lg']) {
        width: 32px;
        height: 32px;
      }
      .base {
        display: inline-flex;
        width: 100%;
        height: 100%;
        animation: spin 0.8s linear infinite;
      }
      svg {
        width: 100%;
        height: 100%;
      }
      circle {
        fill: none;
        stroke: currentColor;
        stroke-width: 3;
      }
      .track {
        opacity: 0.25;
      }
      .arc {
        stroke-linecap: round;
        stroke-dasharray: 14 100;
      }
      @keyframes spin {
        to {
          transform: rotate(360deg);
        }
      }
    `,
  ];

  /** Accessible name, e.g. "Loading balance". Empty means decorative. */
  declare label: string;
  /** `sm` (14px), `md` (20px, default) or `lg` (32px). */
  declare size: SpinnerSize;

  constructor() {
    super();
    this.label = '';
    this.size = 'md';
  }

  protected override render() {
    const named = this.label.trim() !== '';
    return html`<span
      part="base"
      class="base"
      role=${named ? 'progressbar' : nothing}
      aria-label=${named ? this.label : nothing}
      aria-hidden=${named ? nothing : 'true'}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle class="track" cx="12" cy="12" r="9" />
        <circle class="arc" cx="12" cy="12" r="9" />
      </svg>
    </span>`;
  }
}

defineElement('wui-spinner', WuiSpinner);

declare global {
  interface HTMLElementTagNameMap {
    'wui-spinner': WuiSpinner;
  }
}
