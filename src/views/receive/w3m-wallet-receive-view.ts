import { LitElement, css, html, nothing } from 'lit';
import { $account, $chain, $locale, msg } from '../../core/index.js';
import type { CaipNetwork } from '../../core/index.js';
import { StoreController } from '../../controllers/store-controller.js';
import { defineElement } from '../../components/define-element.js';
import { copyText } from '../copy-text.js';
import { isAppChainImage } from '../app-images.js';
import { viewStyles } from '../view.styles.js';
import { accountMsg } from '../account/account-messages.js';
import { receiveMsg } from './receive-messages.js';
import '../../components/wui-button.js';
import '../../components/wui-icon.js';
import '../../components/wui-network-image.js';
import '../../components/wui-qr-code.js';

/** Side of the QR code in CSS pixels: scannable from a phone held at arm's length, and the card stays short. */
const QR_SIZE = 216;

/**
 * WalletReceive (AppKit's view name): the connected account's address as a QR code and as text, a button that
 * copies it (with the modal's copy toast), and the networks it is good on: the app's networks of the account's
 * namespace, or only the active one for a smart account (deployed per network). The QR code is drawn by the same
 * `<wui-qr-code>` as the WalletConnect view's. Reached from the Account view's Receive button (back returns there)
 * or `open({ view: 'WalletReceive' })` while connected.
 *
 * @csspart name - The account's registered name, when it has one.
 * @csspart qr - The `<wui-qr-code>`, encoding the address alone.
 * @csspart address - The full address, left to right in every language.
 * @csspart copy - The copy `<wui-button>`.
 * @csspart networks - The list of networks the address is good on, each with its picture and name.
 *
 * @tagname w3m-wallet-receive-view
 */
export class W3mWalletReceiveView extends LitElement {
  static override styles = [
    ...viewStyles,
    css`
      .address {
        align-self: stretch;
        margin: 0;
        padding: 10px 12px;
        border-radius: var(--_radius-md);
        background: var(--_color-bg-raised);
        /* The theme's font, as every text of the modal; figures of even width keep the address easy to compare. */
        font-family: var(--_font-family);
        font-variant-numeric: tabular-nums;
        font-size: var(--_font-size-sm);
        line-height: 1.4;
        /* An address that does not fit one line splits into two even halves, not a line and a stray few figures. */
        word-break: break-all;
        text-wrap: balance;
        text-align: center;
        user-select: all;
      }
      wui-button {
        align-self: stretch;
      }
      .networks {
        display: flex;
        flex-direction: column;
        align-self: stretch;
        gap: 8px;
      }
      .network-list {
        display: flex;
        flex-wrap: wrap;
        justify-content: center;
        gap: 6px;
        margin: 0;
        padding: 0;
        list-style: none;
      }
      .network-list li {
        display: inline-flex;
        align-items: center;
        gap: 6px;
        padding-block: 4px;
        padding-inline: 4px 10px;
        border-radius: var(--_radius-md);
        background: var(--_color-bg-raised);
        font-size: var(--_font-size-sm);
      }
    `,
  ];

  /** Re-renders in the active locale. */
  protected readonly locale = new StoreController(this, $locale);
  private readonly account = new StoreController(this, $account);
  private readonly chain = new StoreController(this, $chain);

  protected override render() {
    const { address, profileName } = this.account.value;
    // A wallet that disconnects on its own leaves the modal where it was: nothing to receive on any more.
    if (!address) return html`<p class="muted">${msg('view.unavailable', 'This screen is not available yet.')}</p>`;
    return html`<div class="column">
      ${profileName ? html`<p part="name" class="heading">${profileName}</p>` : nothing}
      <wui-qr-code part="qr" .data=${address} .size=${QR_SIZE} .label=${receiveMsg('receive.qr')}></wui-qr-code>
      <p class="muted">${receiveMsg('receive.hint')}</p>
      <p part="address" class="address" dir="ltr"><span class="visually-hidden">${receiveMsg('receive.address')}: </span>${address}</p>
      <wui-button part="copy" variant="neutral" full-width @click=${this.copyAddress}><wui-icon name="copy" size="sm"></wui-icon>${accountMsg('account.copy')}</wui-button>
      ${this.renderNetworks()}
    </div>`;
  }

  private renderNetworks() {
    const networks = this.receivingNetworks();
    if (networks.length === 0) return nothing;
    const single = networks.length === 1 && this.isSmartAccount();
    return html`<section class="networks" aria-labelledby="networks-heading">
      <p id="networks-heading" class="muted">${single ? receiveMsg('receive.network') : receiveMsg('receive.networks')}</p>
      <ul part="networks" class="network-list">
        ${networks.map(
          network => html`<li>
            <wui-network-image size="sm" .name=${network.name} .networkId=${network.caipNetworkId} .imageSrc=${network.assets?.imageUrl ?? ''} .remote=${isAppChainImage(network)}></wui-network-image
            ><span>${network.name}</span>
          </li>`,
        )}
      </ul>
    </section>`;
  }

  private isSmartAccount(): boolean {
    return this.account.value.preferredAccountTypes[this.chain.value.activeNamespace] === 'smartAccount';
  }

  /** The app's networks of the account's namespace; a smart account's address is only the active network's. */
  private receivingNetworks(): CaipNetwork[] {
    const { networks, activeNetwork, activeNamespace } = this.chain.value;
    if (this.isSmartAccount()) return activeNetwork ? [activeNetwork] : [];
    return networks.filter(network => network.chainNamespace === activeNamespace);
  }

  private async copyAddress(): Promise<void> {
    const { address } = this.account.value;
    if (!address) return;
    await copyText(address, accountMsg('account.copied'), accountMsg('account.copyFailed'));
  }
}

defineElement('w3m-wallet-receive-view', W3mWalletReceiveView);

declare global {
  interface HTMLElementTagNameMap {
    'w3m-wallet-receive-view': W3mWalletReceiveView;
  }
}
