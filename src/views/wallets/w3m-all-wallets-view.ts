import { LitElement, html, nothing } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { $locale, $options, $platform, connect, isRtl, msg, navigate } from '../../core/index.js';
import { $walletConnect, chooseMobileWallet, prepareWalletConnect, walletDeepLink } from '../../core/walletconnect/index.js';
import { $explorer, $walletList, loadExplorerWallets, walletIcon, notePickedWallet, chooseWallet, searchWallets } from '../../core/wallets/index.js';
import type { DownloadLink, ListedWallet, WalletChoice } from '../../core/wallets/index.js';
import { StoreController } from '../../controllers/store-controller.js';
import { ArrowKeysController } from '../../controllers/arrow-keys-controller.js';
import { defineElement } from '../../components/define-element.js';
import { styleProps } from '../../components/style-props.js';
import { viewStyles } from '../view.styles.js';
import { COLUMNS, ROW_HEIGHT, allWalletsViewStyles, gridHeight } from './w3m-all-wallets-view.styles.js';
import { gridMove, scrollTopShowing, visibleRows } from './all-wallets-grid.js';
import { allWalletsMsg as t } from './all-wallets-messages.js';
import '../../components/wui-button.js';
import '../../components/wui-spinner.js';
import '../../components/wui-wallet-tile.js';
// The Connect view's entry ships in this chunk, so the Connect view and the router fetch one file.
import './w3m-all-wallets-entry.js';


/**
 * AllWallets: every wallet in a virtual grid, in the Connect view's group order (recent, browser wallets found
 * here, featured, custom, the rest: the Connect view's rows are its head), searchable by name on every
 * keystroke. The grid is an ARIA grid (role grid/row/gridcell, labelled, with aria-rowcount/aria-colcount and
 * each row's and cell's index, since only the rows near the viewport are rendered) and one tab stop; arrow
 * keys, Home/End and PageUp/PageDown move between wallets, ArrowDown in the search field enters the grid, and
 * an arrow at the grid's edge goes on to the nearest control that way (ArrowUp from the top row to the search). Choosing a wallet
 * connects a browser wallet, shows the WalletConnect QR code for a phone wallet on a desktop (its deep
 * link on a phone), or lists the links to get a wallet that is not installed. Bundled wallets show at
 * once; the explorer API adds more when reachable. Status changes are announced through a live region.
 *
 * @csspart search - The search field.
 * @csspart grid - The wallet grid.
 * @csspart status - The live region (count, loading, error, no match).
 * @csspart downloads - The download links of a wallet that is not installed.
 *
 * @tagname w3m-all-wallets-view
 */
export class W3mAllWalletsView extends LitElement {
  static override properties = {
    _query: { state: true },
    _active: { state: true },
    _download: { state: true },
    _note: { state: true },
    _scrollTop: { state: true },
  };

  static override styles = [...viewStyles, allWalletsViewStyles];

  declare _query: string;
  declare _active: number;
  declare _download: ListedWallet | undefined;
  declare _note: string;
  declare _scrollTop: number;

  /** Re-renders in the active locale. */
  protected readonly locale = new StoreController(this, $locale);
  private readonly list = new StoreController(this, $walletList);
  private readonly explorer = new StoreController(this, $explorer);
  private readonly platform = new StoreController(this, $platform);
  private readonly options = new StoreController(this, $options);
  private readonly wc = new StoreController(this, $walletConnect);
  private lastList: readonly ListedWallet[] = [];
  private lastQuery = '';
  private lastResult: ListedWallet[] = [];

  constructor() {
    super();
    this._query = '';
    this._active = 0;
    this._download = undefined;
    this._note = '';
    this._scrollTop = 0;
    // The grid's arrow keys, Home, End, PageUp and PageDown; at the grid's edges the arrows move on.
    new ArrowKeysController(this, {
      items: () => [...this.renderRoot.querySelectorAll<HTMLElement>('wui-wallet-tile')],
      count: () => this.results.length,
      indexOf: tile => Number(tile.dataset['index']),
      move: (key, index, count) => gridMove(key, index, count, isRtl(this.locale.value)),
      focus: index => void this.focusTile(index),
    });
  }

  override connectedCallback(): void {
    super.connectedCallback();
    void loadExplorerWallets();
    // On a phone the deep links must be ready before the tap, so the browser keeps the user gesture.
    if (this.platform.value.mobile && this.options.value?.enableWalletConnect) prepareWalletConnect();
  }

  protected override firstUpdated(): void {
    // Typing a name is the first thing that works; not on a phone, where focus would pop up the keyboard.
    if (!this.platform.value.mobile) requestAnimationFrame(() => this.renderRoot.querySelector<HTMLInputElement>('input')?.focus());
  }

  /** The filtered list; recomputed only when the list or the query changed. */
  private get results(): ListedWallet[] {
    const list = this.list.value;
    if (list !== this.lastList || this._query !== this.lastQuery) {
      this.lastResult = searchWallets(list, this._query);
      this.lastList = list;
      this.lastQuery = this._query;
    }
    return this.lastResult;
  }

  protected override render() {
    if (this._download) return this.renderDownloads(this._download);
    const results = this.results;
    const rows: ListedWallet[][] = [];
    for (let i = 0; i < results.length; i += COLUMNS) rows.push(results.slice(i, i + COLUMNS));
    const active = Math.min(this._active, Math.max(results.length - 1, 0));
    const height = gridHeight(results.length);
    const box = styleProps({ height: `${height}px`, '--_list-height': `${gridHeight(this.list.value.length)}px` });
    return html`
      <label class="visually-hidden" for="search">${t('allWallets.search')}</label>
      <input
        id="search"
        part="search"
        class="search"
        type="search"
        autocomplete="off"
        spellcheck="false"
        placeholder=${t('allWallets.search')}
        .value=${this._query}
        @input=${this.onInput}
        @keydown=${this.onSearchKey}
      />
      <div part="status" class="status" role="status" aria-live="polite">${this.renderStatus(results.length)}</div>
      ${rows.length === 0
        ? html`<div class="no-results" ${box}></div>`
        : html`<div
            part="grid"
            class="scroller"
            role="grid"
            aria-label=${t('allWallets.grid')}
            aria-rowcount=${rows.length}
            aria-colcount=${COLUMNS}
            ${box}
            @scroll=${this.onScroll}
          >
            <div class="spacer" ${styleProps({ height: `${rows.length * ROW_HEIGHT}px` })}>
              ${repeat(
                visibleRows({ count: rows.length, height, scrollTop: this._scrollTop, activeRow: Math.floor(active / COLUMNS) }),
                r => r,
                r => html`<div class="row" role="row" aria-rowindex=${r + 1} ${styleProps({ transform: `translateY(${r * ROW_HEIGHT}px)` })}>
                  ${rows[r]!.map((item, c) => this.renderTile(item, r * COLUMNS + c, active))}
                </div>`,
              )}
            </div>
          </div>`}
    `;
  }

  private renderTile(item: ListedWallet, index: number, active: number) {
    // Only a phone with WalletConnect turns tiles into deep links; elsewhere the choice waits for the click.
    const uri = this.platform.value.mobile && this.wc.value.status === 'ready' ? this.wc.value.uri : undefined;
    const choice = uri ? this.choiceFor(item) : undefined;
    const href = choice?.kind === 'deeplink' && uri ? walletDeepLink(choice.link, uri) : '';
    const tag = item.recent ? msg('tag.recent', 'Recent') : item.rank === 'installed' ? msg('tag.installed', 'Installed') : '';
    // aria-colindex and the row's aria-rowindex place the cell in the whole grid, since most rows are not in the DOM.
    return html`<wui-wallet-tile
      role="gridcell"
      aria-colindex=${(index % COLUMNS) + 1}
      data-index=${index}
      tabindex=${index === active ? '0' : '-1'}
      .name=${item.wallet.name}
      .imageSrc=${walletIcon(item.wallet)}
      .tag=${tag}
      .href=${href}
      @focus=${() => (this._active = index)}
      @click=${(event: Event) => this.choose(event, item, choice ?? this.choiceFor(item), href)}
    ></wui-wallet-tile>`;
  }

  private renderStatus(shown: number) {
    const explorer = this.explorer.value;
    const total = this.list.value.length;
    if (this._note) return html`<span class="muted">${this._note}</span>`;
    if (shown === 0) return html`<span class="muted">${t('allWallets.empty', { query: this._query.trim() })}</span>`;
    if (explorer.status === 'error') {
      return html`<span class="muted">${t('allWallets.error')}</span>
        <wui-button variant="neutral" size="sm" @click=${() => void loadExplorerWallets({ force: true })}>${t('allWallets.retry')}</wui-button>`;
    }
    if (explorer.status === 'loading') return html`<span class="muted">${t('allWallets.loading')}</span><wui-spinner size="sm"></wui-spinner>`;
    return html`<span class="muted">${this._query.trim() ? t('allWallets.matches', { count: shown, total }) : t('allWallets.count', { count: total })}</span>`;
  }

  private renderDownloads(item: ListedWallet) {
    const links = (this.choiceFor(item) as { links?: DownloadLink[] }).links ?? [];
    const name = item.wallet.name;
    return html`<div class="panel">
      <p class="heading" tabindex="-1">${t('allWallets.get', { name })}</p>
      <p class="muted" role="status">${links.length ? t('allWallets.notInstalled', { name }) : t('allWallets.noLinks', { name })}</p>
      ${links.length
        ? html`<ul part="downloads" class="downloads">
            ${links.map(link => html`<li><a href=${link.url} target="_blank" rel="noopener noreferrer">${t(`allWallets.link.${link.kind}`)}</a></li>`)}
          </ul>`
        : nothing}
      <wui-button variant="neutral" full-width @click=${this.closeDownloads}>${t('allWallets.back')}</wui-button>
    </div>`;
  }

  private choiceFor(item: ListedWallet): WalletChoice {
    return chooseWallet(item, { mobile: this.platform.value.mobile, walletConnect: Boolean(this.options.value?.enableWalletConnect) });
  }

  private choose(event: Event, item: ListedWallet, choice: WalletChoice, href: string): void {
    switch (choice.kind) {
      case 'browser':
        // The modal follows the attempt (src/core/modal/follow-connection.ts): its prompt, then the outcome.
        connect(choice.connectorId).catch(error => console.error('w3m-all-wallets-view: connect failed', error));
        return;
      case 'walletconnect':
        notePickedWallet(item.wallet.id);
        navigate('ConnectingWalletConnectBasic');
        return;
      case 'deeplink':
        if (!href) {
          // No pairing URI yet: opening the app now would hand it nothing.
          event.preventDefault();
          this._note = t('allWallets.preparing');
          return;
        }
        notePickedWallet(item.wallet.id);
        chooseMobileWallet({ id: item.wallet.id, name: item.wallet.name, link: choice.link, ...(item.wallet.imageUrl ? { imageUrl: item.wallet.imageUrl } : {}) });
        return;
      default:
        this._download = item;
        void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>('.heading')?.focus());
    }
  }

  private closeDownloads(): void {
    this._download = undefined;
    void this.updateComplete.then(() => this.focusTile(this._active));
  }

  private onInput(event: Event): void {
    this._query = (event.target as HTMLInputElement).value.slice(0, 100);
    this._active = 0;
    this._note = '';
    const scroller = this.renderRoot.querySelector<HTMLElement>('.scroller');
    if (scroller) scroller.scrollTop = 0;
    this._scrollTop = 0;
  }

  private onSearchKey(event: KeyboardEvent): void {
    if (event.key !== 'ArrowDown' || this.results.length === 0) return;
    event.preventDefault();
    void this.focusTile(Math.min(this._active, this.results.length - 1));
  }

  private onScroll(event: Event): void {
    this._scrollTop = (event.currentTarget as HTMLElement).scrollTop;
  }

  /** Scrolls the tile's row into view (rendering it), then focuses the tile. */
  private async focusTile(index: number): Promise<void> {
    this._active = index;
    const scroller = this.renderRoot.querySelector<HTMLElement>('.scroller');
    if (scroller) {
      scroller.scrollTop = scrollTopShowing(Math.floor(index / COLUMNS), scroller.scrollTop, scroller.clientHeight);
      this._scrollTop = scroller.scrollTop;
    }
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>(`wui-wallet-tile[data-index="${index}"]`)?.focus();
  }
}

defineElement('w3m-all-wallets-view', W3mAllWalletsView);

declare global {
  interface HTMLElementTagNameMap {
    'w3m-all-wallets-view': W3mAllWalletsView;
  }
}
