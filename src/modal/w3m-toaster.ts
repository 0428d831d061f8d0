import { LitElement, css, html, nothing } from 'lit';
import { $locale, $toast, hideToast, msg } from '../core/index.js';
import { StoreController } from '../controllers/store-controller.js';
import { defineElement } from '../components/define-element.js';
import { baseStyles } from '../../styles/shared.js';
import '../components/wui-toast.js';

/**
 * Shows the one toast of `$toast` at the top of the viewport; its close button hides it.
 *
 * @csspart toast - The `<wui-toast>`.
 *
 * @tagname w3m-toaster
 */
export class W3mToaster extends LitElement {
  static override styles = [
    baseStyles,
    css`
      :host {
        position: fixed;
        top: 16px;
        inset-inline: 0;
        z-index: var(--_z-index);
        width: max-content;
        max-width: calc(100vw - 32px);
        margin-inline: auto;
        pointer-events: none;
      }
      wui-toast {
        pointer-events: auto;
      }
    `,
  ];

  /** Re-renders in the active locale. */
  protected readonly locale = new StoreController(this, $locale);
  private readonly toast = new StoreController(this, $toast);

  protected override render() {
    const { open, message, variant } = this.toast.value;
    if (!open) return nothing;
    return html`<wui-toast part="toast" .variant=${variant} .message=${message} .closeLabel=${msg('toast.close', 'Dismiss')} @w3m-toast-close=${hideToast}></wui-toast>`;
  }
}

defineElement('w3m-toaster', W3mToaster);

declare global {
  interface HTMLElementTagNameMap {
    'w3m-toaster': W3mToaster;
  }
}
