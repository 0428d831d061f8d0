import { LitElement, css, html } from 'lit';
import { $locale, msg, navigate } from '../../core/index.js';
import { StoreController } from '../../controllers/store-controller.js';
import { defineElement } from '../../components/define-element.js';
import '../../components/wui-icon.js';
// `<wui-list-wallet>` comes with the Connect view, the one place this row shows (importing it here would split it
// out of the dialog's chunk).

/**
 * The Connect view's wallet list folded into one row beside email and social sign-in (`features.collapseWallets`,
 * as AppKit's "Continue with a wallet"): it leads to the wallet part of the Connect view (AppKit's ConnectWallets).
 * It ships in the email form's chunk (w3m-email-login.ts imports it), since it only shows beside sign-in.
 *
 * @csspart row - The `<wui-list-wallet>` row.
 *
 * @tagname w3m-continue-with-wallet
 */
export class W3mContinueWithWallet extends LitElement {
  static override styles = css`
    :host {
      display: block;
    }
    .icon {
      display: inline-flex;
      align-items: center;
      justify-content: center;
      width: 40px;
      height: 40px;
      border-radius: var(--_radius-md);
      background: var(--_color-bg);
      color: var(--_color-fg);
    }
  `;

  /** Re-renders in the active locale. */
  protected readonly locale = new StoreController(this, $locale);

  protected override render() {
    return html`<wui-list-wallet part="row" .name=${msg('connect.continueWithWallet', 'Continue with a wallet')} @click=${() => navigate('Connect', { show: 'wallets' })}>
      <span slot="image" class="icon"><wui-icon name="wallet"></wui-icon></span>
    </wui-list-wallet>`;
  }
}

defineElement('w3m-continue-with-wallet', W3mContinueWithWallet);

declare global {
  interface HTMLElementTagNameMap {
    'w3m-continue-with-wallet': W3mContinueWithWallet;
  }
}
