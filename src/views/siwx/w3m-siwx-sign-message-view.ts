import { LitElement, css, html, nothing } from 'lit';
import { $locale, $account, $options } from '../../core/index.js';
import { $siwx, cancelSignIn, isSignInRequired, signIn, siwxMsg } from '../../core/siwx/index.js';
import type { SiwxState } from '../../core/siwx/index.js';
import { StoreController } from '../../controllers/store-controller.js';
import { defineElement } from '../../components/define-element.js';
import { viewStyles } from '../view.styles.js';
import '../../components/wui-address.js';
import '../../components/wui-button.js';
import '../../components/wui-wallet-image.js';

/**
 * Sign in with the connected wallet (SIWX): who asks (the app's name and icon), who signs (the wallet and
 * the address), what signing means in plain words, and Sign / Cancel. While the wallet shows its prompt the
 * Sign button is busy and a polite live region says so; a declined or failed signature, or a sign-in service
 * that could not be reached, is announced there too, and Sign becomes "Try again" (the wallet stays connected).
 * Cancel disconnects when the app requires sign-in, otherwise it only closes the modal.
 *
 * @csspart identities - The app and wallet images.
 * @csspart status - The live region with the waiting / declined / failed / unreachable text.
 * @csspart sign - The Sign `<wui-button>`.
 * @csspart cancel - The Cancel `<wui-button>`.
 *
 * @tagname w3m-siwx-sign-message-view
 */
export class W3mSiwxSignMessageView extends LitElement {
  static override styles = [
    ...viewStyles,
    css`
      .column {
        padding: 16px 0 8px;
      }
      .identities {
        display: flex;
        align-items: center;
        gap: 12px;
      }
      .link {
        width: 24px;
        border-top: 2px dashed var(--_color-fg-muted);
      }
      .account {
        margin: 0;
        font-size: var(--_font-size-sm);
      }
      .buttons {
        display: grid;
        grid-template-columns: 1fr 1fr;
        align-self: stretch;
        gap: 8px;
      }
    `,
  ];

  /** Re-renders in the active locale. */
  protected readonly locale = new StoreController(this, $locale);
  private readonly siwx = new StoreController(this, $siwx);
  private readonly account = new StoreController(this, $account);
  private readonly options = new StoreController(this, $options);

  protected override render() {
    const { address, connectedWalletInfo } = this.account.value;
    const metadata = this.options.value?.metadata;
    const app = metadata?.name || siwxMsg('siwx.app');
    const wallet = connectedWalletInfo?.name || siwxMsg('siwx.wallet');
    const state = this.siwx.value;
    const signing = state.status === 'signing';
    return html`<div class="column">
      <div part="identities" class="identities">
        <wui-wallet-image size="lg" .name=${app} .imageSrc=${metadata?.icons[0] ?? ''}></wui-wallet-image>
        <span class="link" aria-hidden="true"></span>
        <wui-wallet-image size="lg" .name=${wallet} .imageSrc=${connectedWalletInfo?.icon ?? ''}></wui-wallet-image>
      </div>
      <p class="heading">${siwxMsg('siwx.heading', { app })}</p>
      <p class="muted">${siwxMsg('siwx.explain', { wallet })}</p>
      ${address ? html`<p class="account">${siwxMsg('siwx.account')} <wui-address .address=${address}></wui-address></p>` : nothing}
      <div part="status" class="status" role="status" aria-live="polite" aria-atomic="true">${this.renderStatus(state, wallet)}</div>
      <div class="buttons">
        <wui-button part="cancel" variant="neutral" full-width @click=${this.onCancel}>${siwxMsg('siwx.cancel')}</wui-button>
        <wui-button part="sign" variant="main" full-width ?loading=${signing} @click=${this.onSign}>${siwxMsg(state.error ? 'siwx.retry' : 'siwx.sign')}</wui-button>
      </div>
    </div>`;
  }

  private renderStatus(state: SiwxState, wallet: string) {
    if (state.status === 'signing') return html`<p class="muted">${siwxMsg('siwx.waiting', { wallet })}</p>`;
    if (state.error === 'declined') return html`<p class="muted">${siwxMsg('siwx.declined')}</p>`;
    if (state.error === 'failed') {
      return html`<p class="heading">${siwxMsg('siwx.failed')}</p>
        <p class="muted">${siwxMsg('siwx.failedHint')}</p>`;
    }
    if (state.error === 'unreachable') {
      return html`<p class="heading">${siwxMsg('siwx.unreachable')}</p>
        <p class="muted">${siwxMsg('siwx.unreachableHint')}</p>`;
    }
    return html`<p class="muted">${siwxMsg(isSignInRequired() ? 'siwx.requiredHint' : 'siwx.optionalHint')}</p>`;
  }

  private onSign(): void {
    signIn().catch(error => console.error('w3m-siwx-sign-message-view: sign-in failed', error));
  }

  private onCancel(): void {
    cancelSignIn().catch(error => console.error('w3m-siwx-sign-message-view: cancel failed', error));
  }
}

defineElement('w3m-siwx-sign-message-view', W3mSiwxSignMessageView);

declare global {
  interface HTMLElementTagNameMap {
    'w3m-siwx-sign-message-view': W3mSiwxSignMessageView;
  }
}
