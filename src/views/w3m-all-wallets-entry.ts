import { LitElement, css, html, nothing } from 'lit';
import { $options, $platform, msg, navigate } from '../core/index.js';
import { $recentWallets, notePickedWallet } from '../core/wallets/recent.js';
import { $walletList, initWalletRegistry, walletIcon } from '../core/wallets/store.js';
import type { ListedWallet } from '../core/wallets/types.js';
import type { ConnectorOrderKey } from '../core/index.js';
import { chooseWallet } from '../core/wallets/registry.js';
import { groupOrder } from './wallet-groups.js';
import { StoreController } from '../controllers/store-controller.js';
import { defineElement } from '../components/define-element.js';
import { baseStyles } from '../../styles/shared.js';
import { allWalletsMsg as t } from './all-wallets-messages.js';
import '../components/wui-list-wallet.js';

/**
 * The Connect view's registry part, loaded lazily with the registry: recent phone wallets ("Recent" tag;
 * browser wallets carry theirs in the Connect view's own list), featured and custom wallets (in the
 * `connectorTypeOrder` order among themselves, after the browser wallets), and an "All Wallets" button with
 * the number of wallets, following the `allWallets` option (SHOW, HIDE, ONLY_MOBILE).
 *
 * @csspart all - The "All Wallets" button.
 * @csspart count - The number of wallets.
 *
 * @tagname w3m-all-wallets-entry
 */
export class W3mAllWalletsEntry extends LitElement {
  static override styles = [
    baseStyles,
    css`
      :host {
        display: flex;
        flex-direction: column;
        gap: 8px;
        margin-top: 8px;
      }
      .all {
        display: flex;
        align-items: center;
        gap: 12px;
        min-height: 56px;
        padding: 8px 12px;
        border: 0;
        border-radius: var(--_radius-md);
        background: var(--_color-bg-raised);
        color: var(--_color-fg);
        font-family: var(--_font-family);
        font-size: var(--_font-size-md);
        font-weight: 500;
        text-align: start;
        cursor: pointer;
      }
      .all:hover {
        background: var(--_color-bg-hover);
      }
      .label {
        flex: 1;
      }
      .visually-hidden {
        position: absolute;
        width: 1px;
        height: 1px;
        overflow: hidden;
        clip-path: inset(50%);
        white-space: nowrap;
      }
      .count {
        padding: 2px 6px;
        border-radius: var(--_radius-xs);
        background: var(--_color-bg-hover);
        color: var(--_color-fg-muted);
        font-size: var(--_font-size-xs);
        font-weight: 600;
      }
    `,
  ];

  private readonly list = new StoreController(this, $walletList);
  private readonly recent = new StoreController(this, $recentWallets);
  private readonly options = new StoreController(this, $options);
  private readonly platform = new StoreController(this, $platform);

  override connectedCallback(): void {
    super.connectedCallback();
    initWalletRegistry();
  }

  /**
   * Registry wallets the Connect view lists besides its browser wallets: recent phone wallets (WalletConnect
   * must be on to reach them again), `featuredWalletIds` and `customWallets`, in `connectorTypeOrder`'s order.
   */
  private registryRows(): { item: ListedWallet; recent: boolean }[] {
    const list = this.list.value.filter(item => !item.connector);
    const options = this.options.value;
    const recent = options?.enableWalletConnect
      ? this.recent.value.flatMap(id => list.filter(item => item.wallet.id === id))
      : [];
    const shown = new Set(recent);
    const rows: Partial<Record<ConnectorOrderKey, ListedWallet[]>> = {
      recent,
      featured: list.filter(item => item.rank === 'featured' && !shown.has(item)),
      custom: list.filter(item => item.rank === 'custom' && !shown.has(item)),
    };
    return groupOrder(options?.features.connectorTypeOrder).flatMap(key => (rows[key] ?? []).map(item => ({ item, recent: key === 'recent' })));
  }

  protected override render() {
    const mode = this.options.value?.allWallets ?? 'SHOW';
    const mobile = this.platform.value.mobile;
    const count = this.list.value.length;
    const showAll = mode === 'SHOW' || (mode === 'ONLY_MOBILE' && mobile);
    return html`${this.registryRows().map(
      ({ item, recent }) => html`<wui-list-wallet
        .name=${item.wallet.name}
        .imageSrc=${walletIcon(item.wallet)}
        .tag=${recent ? msg('tag.recent') : ''}
        @click=${() => this.open(item)}
      ></wui-list-wallet>`,
    )}
    ${showAll
      ? html`<button part="all" class="all" type="button" @click=${() => navigate('AllWallets')}>
          <span class="label">${msg('view.AllWallets')}</span>
          <span part="count" class="count">${count}</span>
          <span class="visually-hidden">${t('allWallets.entryUnit')}</span>
        </button>`
      : nothing}`;
  }

  /** A phone wallet on a desktop shows the QR code; anything else (deep link, downloads) is in the list. */
  private open(item: ListedWallet): void {
    const choice = chooseWallet(item, { mobile: this.platform.value.mobile, walletConnect: Boolean(this.options.value?.enableWalletConnect) });
    if (choice.kind === 'walletconnect') {
      notePickedWallet(item.wallet.id);
      navigate('ConnectingWalletConnectBasic');
      return;
    }
    navigate('AllWallets');
  }
}

defineElement('w3m-all-wallets-entry', W3mAllWalletsEntry);

declare global {
  interface HTMLElementTagNameMap {
    'w3m-all-wallets-entry': W3mAllWalletsEntry;
  }
}
