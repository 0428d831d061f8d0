import { LitElement, html, nothing } from 'lit';
import { baseStyles } from '../../styles/shared.js';
import { defineElement } from './define-element.js';
import { buttonStyles } from './wui-button.styles.js';

export type ButtonVariant = 'main' | 'neutral' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

/**
 * A native `<button>` in the modal's styles. Listen for the ordinary `click` event; it is swallowed
 * while the button is `disabled` or `loading`, so a slow action cannot be triggered twice.
 *
 * @slot - The button text (and optionally a `<wui-icon>`).
 * @csspart base - The native `<button>`.
 * @csspart label - The wrapper around the slotted content.
 * @csspart spinner - The loading spinner.
 * @cssprop --w3m-accent - Fill of the `main` variant (via the theme root).
 *
 * @tagname wui-button
 */
export class WuiButton extends LitElement {
  static override shadowRootOptions: ShadowRootInit = { ...LitElement.shadowRootOptions, delegatesFocus: true };

  static override properties = {
    variant: { type: String, reflect: true },
    size: { type: String, reflect: true },
    loading: { type: Boolean, reflect: true },
    disabled: { type: Boolean, reflect: true },
    fullWidth: { type: Boolean, reflect: true, attribute: 'full-width' },
  };

  static override styles = [baseStyles, buttonStyles];

  /** `main` (accent, default), `neutral`, `ghost` or `danger`. */
  declare variant: ButtonVariant;
  /** `sm`, `md` (default) or `lg`. */
  declare size: ButtonSize;
  /** Shows a spinner, sets `aria-busy` and ignores clicks. The label stays, so the name does not change. */
  declare loading: boolean;
  /** Disables the native button; clicks on the host are stopped too. */
  declare disabled: boolean;
  /** Stretch to the container width. */
  declare fullWidth: boolean;

  constructor() {
    super();
    this.variant = 'main';
    this.size = 'md';
    this.loading = false;
    this.disabled = false;
    this.fullWidth = false;
    // Registered first, so it runs before any listener a consumer adds to the host.
    this.addEventListener('click', (event) => {
      if (this.disabled || this.loading) {
        event.preventDefault();
        event.stopImmediatePropagation();
      }
    });
  }

  protected override render() {
    return html`<button
      part="base"
      class="button"
      type="button"
      ?disabled=${this.disabled}
      aria-busy=${this.loading ? 'true' : nothing}
      aria-disabled=${this.loading ? 'true' : nothing}
    >
      ${this.loading ? html`<span part="spinner" class="spinner"></span>` : nothing}
      <span part="label" class="label"><slot></slot></span>
    </button>`;
  }
}

defineElement('wui-button', WuiButton);

declare global {
  interface HTMLElementTagNameMap {
    'wui-button': WuiButton;
  }
}
