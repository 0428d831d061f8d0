import { LitElement, css, html, nothing } from 'lit';
import { baseStyles } from '../../styles/shared.js';
import { defineElement } from './define-element.js';
import './wui-icon.js';

export type AlertVariant = 'info' | 'warning' | 'error';

/**
 * A banner for a condition the user should know about (e.g. "Project ID Not Configured"). It has
 * `role="alert"`, so it is announced when it appears. The heading property is not called `title`
 * because that would also set the host's native tooltip.
 *
 * @slot - Optional actions or extra content under the message.
 * @csspart base - The banner.
 * @csspart heading - The heading text.
 * @csspart message - The message text.
 *
 * @tagname wui-alert
 */
export class WuiAlert extends LitElement {
  static override properties = {
    variant: { type: String, reflect: true },
    heading: { type: String },
    message: { type: String },
  };

  static override styles = [
    baseStyles,
    css`
      :host {
        display: block;
      }
      .base {
        display: flex;
        gap: 10px;
        padding: 12px;
        border: 1px solid var(--_accent-text);
        border-radius: var(--_radius-sm);
        background: color-mix(in srgb, var(--_accent-text) 10%, var(--_color-bg));
        color: var(--_color-fg);
        font-family: var(--_font-family);
        font-size: var(--_font-size-sm);
        line-height: 1.4;
      }
      :host([variant='warning']) .base {
        border-color: var(--_color-warning);
        background: color-mix(in srgb, var(--_color-warning) 10%, var(--_color-bg));
      }
      :host([variant='error']) .base {
        border-color: var(--_color-error);
        background: color-mix(in srgb, var(--_color-error) 10%, var(--_color-bg));
      }
      wui-icon {
        color: var(--_accent-text);
      }
      :host([variant='warning']) wui-icon {
        color: var(--_color-warning);
      }
      :host([variant='error']) wui-icon {
        color: var(--_color-error);
      }
      .text {
        display: flex;
        flex-direction: column;
        gap: 2px;
        min-width: 0;
      }
      .heading {
        font-weight: 600;
      }
      .message {
        color: var(--_color-fg-muted);
        overflow-wrap: anywhere;
      }
    `,
  ];

  /** `info`, `warning` or `error`: the colour and the icon. */
  declare variant: AlertVariant;
  /** The first line, in bold. */
  declare heading: string;
  /** The text under the heading, rendered as text. */
  declare message: string;

  constructor() {
    super();
    this.variant = 'info';
    this.heading = '';
    this.message = '';
  }

  protected override render() {
    return html`<div part="base" class="base" role="alert">
      <wui-icon name=${this.variant} size="md"></wui-icon>
      <div class="text">
        ${this.heading ? html`<span part="heading" class="heading">${this.heading}</span>` : nothing}
        ${this.message ? html`<span part="message" class="message">${this.message}</span>` : nothing}
        <slot></slot>
      </div>
    </div>`;
  }
}

defineElement('wui-alert', WuiAlert);

declare global {
  interface HTMLElementTagNameMap {
    'wui-alert': WuiAlert;
  }
}
