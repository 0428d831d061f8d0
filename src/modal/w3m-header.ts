import { LitElement, css, html, nothing } from 'lit';
import { $locale, $router, goBack, msg, navigate } from '../core/index.js';
import { StoreController } from '../controllers/store-controller.js';
import { defineElement } from '../components/define-element.js';
import { baseStyles } from '../../styles/shared.js';
import { requestClose } from '../controllers/dialog-controller.js';
import '../components/wui-icon-button.js';

/**
 * The modal's top bar: a back button while there is a view to go back to (on the first Connect view, a help
 * button to "What is a wallet?" in its place, as in AppKit), the title (slotted, so the dialog in the modal's
 * shadow root can reference it with `aria-labelledby`) and a close button.
 *
 * @fires w3m-request-close - The close button was pressed (cancelable, `detail.source` is `'close-button'`).
 * @slot title - The view title (a heading element).
 * @csspart back - The back `<wui-icon-button>`.
 * @csspart help - The "What is a wallet?" `<wui-icon-button>` of the Connect view.
 * @csspart close - The close `<wui-icon-button>`.
 *
 * @tagname w3m-header
 */
export class W3mHeader extends LitElement {
  static override shadowRootOptions: ShadowRootInit = { ...LitElement.shadowRootOptions, delegatesFocus: true };

  static override styles = [
    baseStyles,
    css`
      :host {
        display: grid;
        grid-template-columns: 40px 1fr 40px;
        align-items: center;
        gap: 8px;
        padding: 12px 12px 4px;
      }
      /* Room for the 44 px icon buttons of a coarse pointer. */
      @media (pointer: coarse) {
        :host {
          grid-template-columns: 44px 1fr 44px;
        }
      }
      .title {
        min-width: 0;
        text-align: center;
      }
      ::slotted(*) {
        margin: 0;
        overflow: hidden;
        color: var(--_color-fg);
        font-family: var(--_font-family);
        font-size: var(--_font-size-md);
        font-weight: 600;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
    `,
  ];

  /** Re-renders in the active locale. */
  protected readonly locale = new StoreController(this, $locale);
  private readonly router = new StoreController(this, $router);

  protected override render() {
    const canGoBack = this.router.value.history.length > 1;
    const help = !canGoBack && this.router.value.view === 'Connect';
    return html`
      <span>
        ${canGoBack
          ? html`<wui-icon-button part="back" icon="back" label=${msg('modal.back', 'Back')} @click=${goBack}></wui-icon-button>`
          : help
            ? html`<wui-icon-button part="help" icon="info" label=${msg('modal.walletHelp', 'What is a wallet?')} @click=${() => navigate('WhatIsAWallet')}></wui-icon-button>`
            : nothing}
      </span>
      <div class="title"><slot name="title"></slot></div>
      <wui-icon-button part="close" icon="close" label=${msg('modal.close', 'Close')} @click=${this.onClose}></wui-icon-button>
    `;
  }

  /** The dialog's first focus: Back when there is one, else Close (never the help button beside them). */
  override focus(options?: FocusOptions): void {
    const target = this.renderRoot.querySelector<HTMLElement>('[part="back"], [part="close"]');
    if (target) target.focus(options);
    else super.focus(options);
  }

  private onClose(): void {
    requestClose(this, 'close-button');
  }
}

defineElement('w3m-header', W3mHeader);

declare global {
  interface HTMLElementTagNameMap {
    'w3m-header': W3mHeader;
  }
}
