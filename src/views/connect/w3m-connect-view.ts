import { LitElement, css, html, nothing } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import {
  $locale,
  $connectRows,
  $connectors,
  $options,
  $platform,
  $router,
  DEFAULT_FEATURES,
  connectMethodsOrder,
  embeddedWalletOn,
  connect,
  isBrowserWallet,
  loadRecentWallets,
  msg,
  navigate,
} from '../../core/index.js';
import type { ConnectMethod, ConnectorInfo, ConnectorOrderKey, RegistryGroup, ResolvedOptions, ViewParams } from '../../core/index.js';
import { StoreController } from '../../controllers/store-controller.js';
import { ArrowKeysController, listMove } from '../../controllers/arrow-keys-controller.js';
import { defineElement } from '../../components/define-element.js';
import { loadElement } from '../../components/lazy-elements.js';
import { viewStyles } from '../view.styles.js';
import { legalLine, legalLineStyles } from './legal-line.js';
import { appConnectorImage } from '../app-images.js';
import '../../components/wui-list-wallet.js';

/**
 * Whether the wallet list folds into one "Continue with a wallet" row next to email or social sign-in:
 * `features.collapseWallets`, or AppKit's older `emailShowWallets: false` / `showWallets: false` as the app gave them.
 */
const walletsCollapsed = ({ features, given }: ResolvedOptions): boolean =>
  features.collapseWallets === true || given.features?.['emailShowWallets'] === false || given.showWallets === false;

/**
 * The "All Wallets" entry and the directory's rows ship in the wallet list's chunk (with the registry). The
 * loading table (src/features.ts, PREFETCH_WITH_DIALOG) fetches it with the dialog, before any click, so this
 * view paints at its final size; were it late, the element would upgrade in place.
 */
const allWalletsEntry = (group: RegistryGroup) => html`<w3m-all-wallets-entry .group=${group}></w3m-all-wallets-entry>`;

/**
 * The Connect view: the enabled connect methods in their configured order (email and social sign-in are lazy
 * elements, present only when a configuration turns them on). The wallet list follows the group order of the
 * seed (walletConnect, recent, injected, featured, custom, external, recommended; `connectorTypeOrder` first):
 * connector groups are rows of this view, each a button that starts the connection (WalletConnect opens the QR
 * code on a desktop and the phone-wallet list on a phone); registry groups are `<w3m-all-wallets-entry>`
 * elements in their place, and "All Wallets N" closes the list. Every row is its own Tab stop, like the
 * registry entries beside it, so Tab reaches each one; arrow keys, Home and End are a shortcut between the
 * connector rows on top of that, not a replacement (no roving tabindex); past the first and last row, the arrows
 * go on to the nearest control that way (the header, All Wallets).
 *
 * @csspart list - The wallet list.
 * @csspart empty - The "no browser wallet" notice.
 * @csspart legal - The legal line (`termsConditionsUrl`, `privacyPolicyUrl`), as in AppKit.
 * @csspart guide - The wallet guide under email and social sign-in (`enableWalletGuide`), as in AppKit.
 * @csspart continue - The "Continue with a wallet" row in the wallet list's place (`features.collapseWallets`).
 *
 * @tagname w3m-connect-view
 */
export class W3mConnectView extends LitElement {
  static override styles = [
    ...viewStyles,
    legalLineStyles,
    css`
      /* A registry group is its own element: it shows when its chunk has arrived and it has wallets. */
      .registry {
        display: contents;
      }
      .registry > w3m-all-wallets-entry:not(:defined) {
        display: none;
      }
      .list + w3m-all-wallets-entry {
        margin-top: 8px;
      }
      /* The "All Wallets" button keeps its place while its chunk arrives: the card opens at its final size. */
      .all:not(:defined) {
        display: block;
        min-height: 56px;
      }
      .empty {
        padding: 8px 4px 16px;
        text-align: center;
      }
    `,
  ];

  /** Re-renders in the active locale. */
  protected readonly locale = new StoreController(this, $locale);
  private readonly connectors = new StoreController(this, $connectors);
  private readonly options = new StoreController(this, $options);
  private readonly platform = new StoreController(this, $platform);
  private readonly rows = new StoreController(this, $connectRows);
  private readonly router = new StoreController(this, $router);

  constructor() {
    super();
    // ArrowUp, ArrowDown, Home and End between the connector rows; past the first and last row the keys move on.
    new ArrowKeysController(this, { items: () => [...this.renderRoot.querySelectorAll<HTMLElement>('wui-list-wallet')], move: listMove });
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Recent wallets may have been stored by another tab or an earlier page since the view was last shown.
    loadRecentWallets();
  }

  protected override render() {
    const features = this.options.value?.features ?? DEFAULT_FEATURES;
    const hasBrowserWallet = this.connectors.value.some(isBrowserWallet);
    const legal = legalLine(this.options.value?.given);
    const show = this.shownPart();
    // A part shows its own methods only: `wallets` the wallet list, `sign-in` email and social sign-in.
    const methods = connectMethodsOrder(features, hasBrowserWallet).filter(method => !show || (show === 'wallets') === (method === 'wallet'));
    return html`${methods.map(method => this.renderMethod(method, hasBrowserWallet))}${this.renderGuide(show)}${
      legal ? html`<p part="legal" class="muted legal">${legal}</p>` : nothing
    }`;
  }

  /** The part of the view the route asks for (`navigate('Connect', { show })`); the whole view otherwise. */
  private shownPart(): NonNullable<ViewParams['Connect']>['show'] | undefined {
    const { view, params } = this.router.value;
    return view === 'Connect' ? (params as ViewParams['Connect'])?.show : undefined;
  }

  /** With email or social sign-in on, AppKit's wallet guide (`enableWalletGuide`) closes the view. */
  private renderGuide(show: ReturnType<W3mConnectView['shownPart']>) {
    const options = this.options.value;
    if (show === 'wallets' || !options?.enableWalletGuide || !embeddedWalletOn(options.features)) return nothing;
    loadElement('w3m-email-login'); // The guide ships in the email form's chunk (with social sign-in alone too).
    return html`<w3m-wallet-guide part="guide" guide=${show ? 'explore' : 'get-started'}></w3m-wallet-guide>`;
  }

  private renderMethod(method: ConnectMethod, hasBrowserWallet: boolean) {
    // Email and social sign-in (embedded wallet) are their own chunk, fetched only when a configuration turns them on.
    if (method === 'email') return loadElement('w3m-email-login'), html`<w3m-email-login></w3m-email-login>`;
    if (method === 'social') return loadElement('w3m-social-login'), html`<w3m-social-login></w3m-social-login>`;
    const options = this.options.value;
    // Beside email or social sign-in, `collapseWallets` folds the list into one row.
    if (!this.shownPart() && options && embeddedWalletOn(options.features) && walletsCollapsed(options)) {
      loadElement('w3m-email-login'); // The row ships in the email form's chunk (with social sign-in alone too).
      return html`<w3m-continue-with-wallet part="continue"></w3m-continue-with-wallet>`;
    }
    const rows = this.rows.value;
    return html`
      ${hasBrowserWallet ? nothing : html`<p part="empty" class="muted empty">${msg('connect.empty', 'No browser wallet found. Install a wallet extension and reload this page.')}</p>`}
      <ul part="list" class="list" aria-label=${msg('connect.wallets', 'Wallets')}>
        ${repeat(
          rows,
          row => ('connector' in row ? row.connector.id : `registry:${row.registry}`),
          row => {
            if (!('connector' in row)) return html`<li class="registry">${allWalletsEntry(row.registry)}</li>`;
            return html`<li>
              <wui-list-wallet
                .name=${row.connector.name}
                .imageSrc=${appConnectorImage(row.connector) ?? row.connector.imageUrl ?? ''}
                .remote=${appConnectorImage(row.connector) !== undefined}
                .tag=${this.tagFor(row)}
                @click=${() => this.select(row.connector)}
              ></wui-list-wallet>
            </li>`;
          },
        )}
      </ul>
      <!-- Hidden by allWallets: 'HIDE' (it hides itself), yet here to ask the directory for the featured rows. -->
      <w3m-all-wallets-entry class="all" .group=${'all'}></w3m-all-wallets-entry>
    `;
  }

  private tagFor(row: { connector: ConnectorInfo; group: ConnectorOrderKey }): string {
    if (row.group === 'recent') return msg('tag.recent', 'Recent');
    if (row.connector.type === 'WALLET_CONNECT') return this.platform.value.mobile ? '' : msg('tag.qrCode', 'QR code');
    return isBrowserWallet(row.connector) ? msg('tag.installed', 'Installed') : '';
  }

  private select(connector: ConnectorInfo): void {
    if (connector.type === 'WALLET_CONNECT') {
      // The WalletConnect view starts the pairing itself (and keeps one that is still valid).
      navigate($platform.get().mobile ? 'AllWallets' : 'ConnectingWalletConnectBasic');
      return;
    }
    // The modal follows the attempt (src/core/modal/follow-connection.ts): its prompt, then the outcome.
    connect(connector.id).catch(error => console.error('w3m-connect-view: connect failed', error));
  }
}

defineElement('w3m-connect-view', W3mConnectView);

declare global {
  interface HTMLElementTagNameMap {
    'w3m-connect-view': W3mConnectView;
  }
}
