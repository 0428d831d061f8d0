import { LitElement, css, html } from 'lit';
import { msg } from '../core/messages.js';
import { W3mToastCloseEvent } from '../events/toast-close-event.js';
import { baseStyles } from '../../styles/shared.js';
import { defineElement } from './define-element.js';
import './wui-icon.js';
import './wui-icon-button.js';
import './wui-spinner.js';

export type ToastVariant = 'success' | 'loading' | 'error';

/**
 * A short notice with a close button. Success and loading messages are polite (`role="status"`); an
 * error interrupts (`role="alert"`). The close button sits outside the live region so its label is
 * not read as part of the message. Hiding the toast is the owner's job.
 *
 * @fires w3m-toast-close - The close button was pressed ({@link W3mToastCloseEvent}).
 * @csspart base - The toast container.
 * @csspart message - The message text.
 * @csspart close - The close `<wui-icon-button>`.
 *
 * @tagname wui-toast
 */
export class WuiToast extends LitElement {
  static override properties = {
    variant: { type: String, reflect: true },
    message: { type: String },
    closeLabel: { type: String, attribute: 'close-label' },
  };

  static override styles = [
    baseStyles,
    css`
      :host {
        display: block;
        position: relative;
        z-index: var(--_z-index);
      }
      .base {
        display: flex;
        align-items: center;
        gap: 8px;
        padding: 4px 4px 4px 12px;
        border: 1px solid var(--_color-border);
        border-radius: var(--_radius-full);
        background: var(--_color-bg-raised);
        color: var(--_color-fg);
        font-family: var(--_font-family);
        font-size: var(--_font-size-sm);
        animation: enter var(--_duration-medium) ease-out;
      }
      .content {
        display: flex;
        flex: 1;
        align-items: center;
        gap: 8px;
        min-width: 0;
      }
      .icon {
        display: inline-flex;
        color: var(--_accent-text);
      }
      :host([variant='success']) .icon {
        color: var(--_color-success);
      }
      :host([variant='error']) .icon {
        color: var(--_color-error);
      }
      .message {
        flex: 1;
        min-width: 0;
        overflow-wrap: anywhere;
      }
      @keyframes enter {
        from {
          opacity: 0;
          transform: translateY(-4px);
        }
      }
    `,
  ];

  /** `success` and `loading` are polite status messages; `error` is an alert. Sets the icon too. */
  declare variant: ToastVariant;
  /** The notice, rendered as text. */
  declare message: string;
  /** Accessible name of the close button; defaults to the `toast.close` message. */
  declare closeLabel: string | undefined;

  constructor() {
    super();
    this.variant = 'success';
    this.message = '';
    this.closeLabel = undefined;
  }

  private renderIcon() {
    if (this.variant === 'loading') return html`<wui-spinner size="sm"></wui-spinner>`;
    return html`<wui-icon name=${this.variant === 'error' ? 'error' : 'check'} size="sm"></wui-icon>`;
  }

  protected override render() {
    return html`<div part="base" class="base">
      <div class="content" role=${this.variant === 'error' ? 'alert' : 'status'}>
        <span class="icon">${this.renderIcon()}</span>
        <span part="message" class="message">${this.message}</span>
      </div>
      <wui-icon-button
        part="close"
        icon="close"
        size="sm"
        label=${this.closeLabel ?? msg('toast.close', 'Dismiss')}
        @click=${this.onClose}
      ></wui-icon-button>
    </div>`;
  }

  private onClose(): void {
    this.dispatchEvent(new W3mToastCloseEvent());
  }
}

defineElement('wui-toast', WuiToast);

declare global {
  interface HTMLElementTagNameMap {
    'wui-toast': WuiToast;
  }
}
