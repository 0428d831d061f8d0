import { LitElement, html } from 'lit';
import { $locale, navigate } from '../../core/index.js';
import { StoreController } from '../../controllers/store-controller.js';
import { defineElement } from '../../components/define-element.js';
import { viewStyles } from '../view.styles.js';
import { helpStyles } from './help.styles.js';
import { helpMsg } from './help-messages.js';
import { renderHelpPoints } from './help-points.js';
import '../../components/wui-button.js';
import '../../components/wui-icon.js';

/**
 * WhatIsAWallet (AppKit's `open({ view: 'WhatIsAWallet' })`, and the "What is a wallet?" link of the Connect view):
 * what a wallet does for the player, in three points, and a way to get one (the wallet list). Loaded lazily by
 * the router.
 *
 * @csspart points - The list of points.
 * @csspart get-wallet - The "Get a wallet" `<wui-button>`.
 *
 * @tagname w3m-what-is-a-wallet-view
 */
export class W3mWhatIsAWalletView extends LitElement {
  static override styles = [...viewStyles, helpStyles];

  /** Re-renders in the active locale. */
  protected readonly locale = new StoreController(this, $locale);

  protected override render() {
    return html`<div class="column">
      ${renderHelpPoints([
        { icon: 'wallet', title: 'connect.walletHelp.accountTitle', text: 'connect.walletHelp.accountText' },
        { icon: 'copy', title: 'connect.walletHelp.assetsTitle', text: 'connect.walletHelp.assetsText' },
        { icon: 'check', title: 'connect.walletHelp.approveTitle', text: 'connect.walletHelp.approveText' },
      ])}
      <div class="actions">
        <wui-button part="get-wallet" full-width @click=${() => navigate('AllWallets')}>${helpMsg('connect.walletHelp.getWallet')}</wui-button>
      </div>
    </div>`;
  }
}

defineElement('w3m-what-is-a-wallet-view', W3mWhatIsAWalletView);

declare global {
  interface HTMLElementTagNameMap {
    'w3m-what-is-a-wallet-view': W3mWhatIsAWalletView;
  }
}
