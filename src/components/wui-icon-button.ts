import { LitElement, css, html } from 'lit';
import { baseStyles } from '../../styles/shared.js';
import { defineElement } from './define-element.js';
import './wui-icon.js';
import type { IconName } from './wui-icon.js';

export type IconButtonVariant = 'neutral' | 'ghost';
export type IconButtonSize = 'sm' | 'md';

/**
 * A square button showing only an icon. `label` is required: it becomes the button's accessible name
 * (`aria-label`), since the icon itself is hidden from assistive technology.
 *
 * @csspart base - The native `<button>`.
 * @csspart icon - The `<wui-icon>`.
 *
 * @tagname wui-icon-button
 */
export class WuiIconButton extends LitElement {
  static override shadowRootOptions: ShadowRootInit = { ...LitElement.shadowRootOptions, delegatesFocus: true };

  static override properties = {
    icon: { type: String, reflect: true },
    label: { type: String },
    variant: { type: String, reflect: true },
    size: { type: String, reflect: true },
    disabled: { type: Boolean, reflect: true },
  };

  static override styles = [
    baseStyles,
    css`
      :host {
        display: inline-flex;
      }
      button {
        display: inline-flex;
        align-items: center;
        justify-content: center;
        flex-shrink: 0;
        width: 40px;
        height: 40px;
        padding: 0;
        border: 1px solid transparent;
        border-radius: var(--_radius-sm);
        background: transparent;
        color: var(--_color-fg);
        cursor: pointer;
      }
      :host([size='sm']) button {
        width: 28px;
        height: 28px;
      }
      /* A finger needs a larger target than a mouse (WCAG 2.5.5): 44 px wherever the pointer is coarse. */
      @media (pointer: coarse) {
        button,
        :host([size='sm']) button {
          width: 44px;
          height: 44px;
        }
      }
      :host([variant='neutral']) button {
        background: var(--_color-bg-raised);
        border-color: var(--_color-border);
      }
      button:hover:not(:disabled) {
        background: var(--_color-bg-hover);
      }
      button:disabled {
        cursor: not-allowed;
        opacity: 0.5;
      }
    `,
  ];

  /** The `<wui-icon>` name to show. */
  declare icon: IconName | '';
  /** Accessible name, e.g. "Close". Required. */
  declare label: string;
  /** `ghost` (default, no background) or `neutral` (filled). */
  declare variant: IconButtonVariant;
  /** `sm` or `md`. */
  declare size: IconButtonSize;
  /** Disables the native button; clicks on the host are stopped too. */
  declare disabled: boolean;

  private warned = false;

  constructor() {
    super();
    this.icon = '';
    this.label = '';
    this.variant = 'ghost';
    this.size = 'md';
    this.disabled = false;
    this.addEventListener('click', (event) => {
      if (this.disabled) {
        event.preventDefault();
        event.stopImmediatePropagation();
      }
    });
  }

  protected override updated(): void {
    // A nameless icon button is unusable with a screen reader; say so loudly during development.
    if (!this.label.trim() && !this.warned) {
      this.warned = true;
      console.warn(`<wui-icon-button icon="${this.icon}"> has no label; screen readers cannot name it.`);
    }
  }

  protected override render() {
    return html`<button part="base" type="button" aria-label=${this.label} ?disabled=${this.disabled}>
      <wui-icon part="icon" name=${this.icon} size=${this.size === 'sm' ? 'sm' : 'md'}></wui-icon>
    </button>`;
  }
}

defineElement('wui-icon-button', WuiIconButton);

declare global {
  interface HTMLElementTagNameMap {
    'wui-icon-button': WuiIconButton;
  }
}
