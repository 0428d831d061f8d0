import { LitElement, css, html, nothing } from 'lit';
import { $locale, $modal, $options, $platform, $router, allWalletsShown, msg, navigate } from '../../core/index.js';
import { $connectRegistryRows, $explorer, notePickedWallet, $walletList, $walletListSettling, loadExplorerWallets, walletIcon, chooseWallet } from '../../core/wallets/index.js';
import type { ListedWallet } from '../../core/wallets/index.js';
import { StoreController } from '../../controllers/store-controller.js';
import { defineElement } from '../../components/define-element.js';
import { baseStyles } from '../../../styles/shared.js';
import { allWalletsMsg as t } from './all-wallets-messages.js';
import '../../components/wui-list-wallet.js';

/** The registry groups of the Connect view, and `all` for the "All Wallets" button. */
export type EntryGroup = 'recent' | 'featured' | 'custom' | 'recommended' | 'all';

/** How many registry wallets the Connect view recommends before "All Wallets" (the rule lives in core). */
export { RECOMMENDED_COUNT } from '../../core/wallets/index.js';

/**
 * One registry group of the Connect view, loaded lazily with the registry. The Connect view places one of
 * these per group in its group order (`connectorTypeOrder`), between its own connector groups: `recent` (phone
 * wallets picked before; browser wallets carry their tag in the Connect view's own rows), `featured`
 * (`featuredWalletIds`, in the given order), `custom` (`customWallets`), `recommended` (the registry's first
 * wallets, with WalletConnect on, so the list offers phone wallets without opening AllWallets) and `all`: the
 * "All Wallets" button with the number of wallets, following the `allWallets` option (SHOW, HIDE, ONLY_MOBILE).
 *
 * @csspart all - The "All Wallets" button.
 * @csspart count - The number of wallets.
 *
 * @tagname w3m-all-wallets-entry
 */
export class W3mAllWalletsEntry extends LitElement {
  static override properties = { group: {} };

  static override styles = [
    baseStyles,
    css`
      :host {
        display: flex;
        flex-direction: column;
        gap: 8px;
      }
      :host([hidden]) {
        display: none;
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
      .count {
        min-width: 2.4em;
        min-height: 1.4em;
        padding: 2px 6px;
        text-align: center;
        border-radius: var(--_radius-xs);
        background: var(--_color-bg-hover);
        color: var(--_color-fg-muted);
        font-size: var(--_font-size-xs);
        font-weight: 600;
      }
    `,
  ];

  /** Which group this element shows. */
  declare group: EntryGroup;

  /** Re-renders in the active locale. */
  protected readonly locale = new StoreController(this, $locale);
  private readonly list = new StoreController(this, $walletList);
  private readonly settling = new StoreController(this, $walletListSettling);
  private readonly registryRows = new StoreController(this, $connectRegistryRows);
  private readonly options = new StoreController(this, $options);
  private readonly platform = new StoreController(this, $platform);
  private readonly modal = new StoreController(this, $modal);

  constructor() {
    super();
    this.group = 'all';
  }

  /** Registry wallets of this group, within the room the Connect view's row limit leaves. */
  private rows(): ListedWallet[] {
    return this.group === 'all' ? [] : (this.registryRows.value.get(this.group) ?? []);
  }

  protected override willUpdate(): void {
    // An empty group takes no room in the Connect view's list (no stray gap).
    this.hidden = this.group === 'all' ? !this.showAll() : this.rows().length === 0;
    // With a projectId the directory is the list, with WalletConnect on or off: the Connect view's rows and the
    // count are its head and its length, and All Wallets shows the same list. So it is asked as soon as the player
    // sees this view (never before: the modal's idle warm-up is not the player's act) and the count waits for the
    // answer, the same number from the first open on. Asked once: a failure is retried from All Wallets, not on
    // every render of this entry.
    const shown = this.isConnected && this.modal.value.open && $router.get().view === 'Connect';
    if (this.group === 'all' && shown && this.options.value?.projectId && $explorer.get().status === 'off') {
      void loadExplorerWallets();
    }
  }

  private showAll(): boolean {
    return allWalletsShown(this.options.value?.allWallets, this.platform.value.mobile);
  }

  protected override render() {
    if (this.group !== 'all') {
      return html`${this.rows().map(
        item => html`<wui-list-wallet
          .name=${item.wallet.name}
          .imageSrc=${walletIcon(item.wallet)}
          .remote=${true}
          .tag=${this.group === 'recent' ? msg('tag.recent', 'Recent') : ''}
          @click=${() => this.open(item)}
        ></wui-list-wallet>`,
      )}`;
    }
    return this.showAll()
      ? html`<button part="all" class="all" type="button" @click=${() => navigate('AllWallets')}>
          <span class="label">${msg('view.AllWallets', 'All Wallets')}</span>
          ${this.settling.value
            ? // Until the directory's first answer: the pill keeps its place, with no number that would change.
              html`<span part="count" class="count" aria-hidden="true"></span>`
            : html`<span part="count" class="count">${this.list.value.length}</span>
                <span class="visually-hidden">${t('allWallets.entryUnit')}</span>`}
        </button>`
      : nothing;
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
