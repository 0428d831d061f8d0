import { LitElement, css, html, nothing } from 'lit';
import { $locale, $account, $activeConnectorId, $chain, $options, AUTH_CONNECTOR_ID, disconnect, explorerAddressUrl, formatNumber, isRtl, msg, navigate, switchNetwork } from '../../core/index.js';
import { loadAccountData } from './account-data-loader.js';
import type { CaipNetwork } from '../../core/index.js';
import { StoreController } from '../../controllers/store-controller.js';
import { defineElement } from '../../components/define-element.js';
import { copyText } from '../copy-text.js';
import { isAppChainImage } from '../app-images.js';
import { loadElement } from '../../components/lazy-elements.js';
import { tokenAmount } from '../../components/token-amount.js';
import { viewStyles } from '../view.styles.js';
import '../../components/wui-address.js';
import '../../components/wui-avatar.js';
import '../../components/wui-button.js';
import '../../components/wui-icon.js';
import '../../components/wui-icon-button.js';
import '../../components/wui-spinner.js';
import '../../components/wui-network-image.js';
import '../../components/wui-wallet-image.js';
import { accountMsg } from './account-messages.js';
import { chainName } from '../network/chain-names.js';
import { walletActions } from '../wallet-actions/wallet-features.js';

/**
 * The connected account: avatar, address (with copy), native balance, the wallet buttons `features` turns on,
 * network, a block-explorer link and Disconnect. When the wallet is on a network the app does not support, it says so and offers a switch.
 *
 * @csspart avatar - The `<wui-avatar>`.
 * @csspart name - The account's registered name, when it has one.
 * @csspart tabs - The `<w3m-account-tabs>` (Tokens, NFTs, Activity), when wallet-data features are on.
 * @csspart address - The `<wui-address>`.
 * @csspart copy - The copy `<wui-icon-button>`.
 * @csspart balance - The balance line.
 * @csspart wallet-actions - The `<w3m-wallet-actions>` (Receive…), when `features` turns on one with a view here.
 * @csspart network - The network row: its picture and name; a click opens the Networks view.
 * @csspart wallet - The connected wallet's icon and name.
 * @csspart choose-name - "Choose Name" (opens RegisterAccountName), for an embedded-wallet account without a name.
 * @csspart explorer - The block-explorer link.
 * @csspart disconnect - The Disconnect `<wui-button>`.
 *
 * @tagname w3m-account-view
 */
export class W3mAccountView extends LitElement {
  static override styles = [
    ...viewStyles,
    css`
      .identity {
        display: flex;
        align-items: center;
        gap: 4px;
        font-size: var(--_font-size-lg);
        font-weight: 600;
      }
      .balance {
        display: inline-flex;
        align-items: center;
        gap: 8px;
        margin: 0;
        color: var(--_color-fg-muted);
      }
      .details {
        display: flex;
        flex-direction: column;
        align-self: stretch;
        gap: 8px;
      }
      .row {
        display: flex;
        align-items: center;
        gap: 10px;
        min-height: 44px;
        padding: 8px 12px;
        border: 0;
        border-radius: var(--_radius-md);
        background: var(--_color-bg-raised);
        color: var(--_color-fg);
        font: inherit;
        font-size: var(--_font-size-sm);
        text-align: start;
      }
      button.row {
        cursor: pointer;
      }
      button.row:hover {
        background: var(--_color-bg-hover);
      }
      .row .name {
        flex: 1;
        min-width: 0;
        overflow: hidden;
        font-weight: 500;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      .row .hint {
        color: var(--_color-fg-muted);
      }
      .row wui-icon {
        color: var(--_color-fg-muted);
      }
      :host(:dir(rtl)) .row wui-icon[name='chevron-right'] {
        transform: scaleX(-1);
      }
      .explorer {
        display: inline-flex;
        align-items: center;
        justify-content: center;
        gap: 6px;
        padding: 10px;
        border-radius: var(--_radius-md);
        background: var(--_color-bg-raised);
        color: var(--_color-fg);
        font-size: var(--_font-size-sm);
        text-decoration: none;
      }
      .explorer:hover {
        background: var(--_color-bg-hover);
      }
      wui-alert {
        align-self: stretch;
        text-align: start;
      }
    `,
  ];

  /** Re-renders in the active locale. */
  protected readonly locale = new StoreController(this, $locale);
  private readonly account = new StoreController(this, $account);
  private readonly chain = new StoreController(this, $chain);
  private readonly connectorId = new StoreController(this, $activeConnectorId);

  protected override render() {
    const { address, profileName, profileImage } = this.account.value;
    if (!address) return html`<p class="muted">${msg('view.unavailable', 'This screen is not available yet.')}</p>`;
    const { activeNetwork, unsupportedChainId } = this.chain.value;
    const unsupported = unsupportedChainId !== undefined;
    const explorer = unsupported ? undefined : explorerAddressUrl(activeNetwork, address);
    return html`<div class="column">
      <wui-avatar part="avatar" size="lg" .address=${address} .imageSrc=${profileImage ?? ''}></wui-avatar>
      ${profileName ? html`<p part="name" class="heading">${profileName}</p>` : nothing}
      <div class="identity">
        <wui-address part="address" .address=${address}></wui-address>
        <wui-icon-button part="copy" icon="copy" size="sm" label=${accountMsg('account.copy')} @click=${this.copyAddress}></wui-icon-button>
      </div>
      ${unsupported ? this.renderUnsupported(unsupportedChainId) : html`${this.renderBalance()}${this.renderWalletActions()}`}
      ${this.renderDetails(unsupported)}
      ${loadAccountData($options.get()) && !unsupported ? html`<w3m-account-tabs part="tabs"></w3m-account-tabs>` : nothing}
      <div class="actions">
        ${explorer
          ? html`<a part="explorer" class="explorer" href=${explorer} target="_blank" rel="noopener noreferrer"
              >${accountMsg('account.explorer')}<wui-icon name="external-link" size="sm"></wui-icon
            ></a>`
          : nothing}
        <wui-button part="disconnect" variant="neutral" full-width @click=${disconnect}>${accountMsg('account.disconnect')}</wui-button>
      </div>
    </div>`;
  }

  /** Where the account is: the network (a click opens Networks) and the wallet that connected it. */
  private renderDetails(unsupported: boolean) {
    const network = this.chain.value.activeNetwork;
    const wallet = this.account.value.connectedWalletInfo;
    const name = unsupported ? accountMsg('account.unsupportedNetwork') : (network?.name ?? '');
    return html`<div class="details">
      <button part="network" class="row" type="button" @click=${() => navigate('Networks')}>
        ${unsupported || !network
          ? html`<wui-icon name="warning" size="md"></wui-icon>`
          : html`<wui-network-image size="sm" .name=${network.name} .networkId=${network.caipNetworkId} .imageSrc=${network.assets?.imageUrl ?? ''} .remote=${isAppChainImage(network)}></wui-network-image>`}
        <span class="name"><span class="visually-hidden">${accountMsg('account.network')}: </span>${name}</span>
        <wui-icon name="chevron-right" size="sm"></wui-icon>
      </button>
      ${wallet
        ? html`<div part="wallet" class="row">
            <wui-wallet-image size="sm" .name=${wallet.name} .imageSrc=${wallet.icon ?? ''} .alt=${''}></wui-wallet-image>
            <span class="name"><span class="visually-hidden">${accountMsg('account.wallet')}: </span>${wallet.name}</span>
          </div>`
        : nothing}
      ${this.connectorId.value === AUTH_CONNECTOR_ID && !this.account.value.profileName
        ? html`<button part="choose-name" class="row" type="button" @click=${() => navigate('RegisterAccountName')}>
            <wui-icon name="wallet" size="md"></wui-icon>
            <span class="name">${msg('view.RegisterAccountName', 'Choose Name')}</span>
            <wui-icon name="chevron-right" size="sm"></wui-icon>
          </button>`
        : nothing}
    </div>`;
  }

  private renderBalance() {
    const { balance, balanceSymbol, balanceLoading } = this.account.value;
    let content;
    if (balanceLoading) content = html`<wui-spinner size="sm"></wui-spinner>${accountMsg('account.balanceLoading')}`;
    else if (balance === undefined) content = msg('account.balanceUnavailable', 'Balance unavailable');
    else content = tokenAmount(formatNumber(balance), balanceSymbol ?? '', isRtl(this.locale.value));
    return html`<p part="balance" class="balance" role="status" aria-label=${accountMsg('account.balance')}>${content}</p>`;
  }

  /** Receive (and, as their views land, Buy, Swap and Send): the row's chunk is fetched only when one is on. */
  private renderWalletActions() {
    if (walletActions($options.get()?.features).length === 0) return nothing;
    loadElement('w3m-wallet-actions');
    return html`<w3m-wallet-actions part="wallet-actions"></w3m-wallet-actions>`;
  }

  private renderUnsupported(chainId: number) {
    const target = this.chain.value.activeNetwork ?? this.chain.value.networks[0];
    loadElement('wui-alert');
    return html`<wui-alert variant="warning" .heading=${accountMsg('account.unsupportedNetwork')} .message=${accountMsg('account.unsupportedHint', { name: chainName(chainId) ?? accountMsg('account.unknownNetwork', { chainId: String(chainId) }) })}>
      ${target
        ? html`<wui-button size="sm" variant="neutral" @click=${() => this.switchTo(target)}>${accountMsg('account.switchNetwork', { name: target.name })}</wui-button>`
        : nothing}
    </wui-alert>`;
  }

  private switchTo(network: CaipNetwork): void {
    // A wallet that refuses (4001) or does not know the chain (4902) leaves the state as it was.
    switchNetwork(network).catch(error => console.warn('w3m-account-view: network switch failed', error));
  }

  private async copyAddress(): Promise<void> {
    const { address } = this.account.value;
    if (!address) return;
    await copyText(address, accountMsg('account.copied'), accountMsg('account.copyFailed'));
  }
}

defineElement('w3m-account-view', W3mAccountView);

declare global {
  interface HTMLElementTagNameMap {
    'w3m-account-view': W3mAccountView;
  }
}
