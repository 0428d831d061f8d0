import { LitElement, html, nothing } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { $locale, $options, $platform, allWalletsShown, canGoBack, msg, navigate } from '../../core/index.js';
import { $mobileWallets, $walletConnect, chooseMobileWallet, connectWalletConnect, prepareWalletConnect, walletDeepLink } from '../../core/walletconnect/index.js';
import type { WalletConnectState, MobileWallet } from '../../core/walletconnect/index.js';
import { StoreController } from '../../controllers/store-controller.js';
import { defineElement } from '../../components/define-element.js';
import { copyText } from '../copy-text.js';
import { wcMsg } from './wc-messages.js';
import { viewStyles } from '../view.styles.js';
import { wcBasicViewStyles } from './w3m-connecting-wc-basic-view.styles.js';
import '../../components/wui-button.js';
import '../../components/wui-icon.js';
import '../../components/wui-qr-code.js';
import '../../components/wui-spinner.js';
import '../../components/wui-wallet-image.js';
import { connectingMsg } from '../connecting-messages.js';

/** The status texts whose room the desktop view keeps from its first frame. */
const STATUS_SIZERS = ['preparing', 'ready', 'relay', 'declined', 'failed'] as const;
type StatusKind = (typeof STATUS_SIZERS)[number];

/** Error texts come from wallets and the SDK: shown as text, cut to fit a 360px modal. */
const MAX_ERROR_CHARS = 160;

function bounded(message: string): string {
  const text = message.replace(/\s+/g, ' ').trim();
  return text.length > MAX_ERROR_CHARS ? `${text.slice(0, MAX_ERROR_CHARS - 1)}…` : text;
}

/**
 * Connecting a phone wallet over WalletConnect. On a desktop: the QR code of the pairing URI (with the
 * chosen wallet's logo when known) and "Copy link". On a phone: the known phone wallets, each a link that
 * opens the app with the pairing URI (the links are ready before the tap, so the browser keeps the user
 * gesture). A loading state while the URI is prepared; declined, relay and other errors with a retry
 * that makes a fresh URI. The status is announced through a polite live region.
 *
 * @csspart qr - The `<wui-qr-code>`.
 * @csspart placeholder - The tile shown while the URI is prepared.
 * @csspart wallets - The list of phone wallets.
 * @csspart status - The live region with the status text.
 * @csspart copy - The "Copy link" `<wui-button>` (disabled until the URI exists).
 * @csspart retry - The "Try again" `<wui-button>`.
 * @csspart all-wallets - The "All Wallets" `<wui-button>` (desktop).
 * @csspart other-ways - The "Other ways to connect" `<wui-button>` (desktop, when the QR is the first view).
 *
 * @tagname w3m-connecting-wc-basic-view
 */
export class W3mConnectingWcBasicView extends LitElement {
  static override styles = [...viewStyles, wcBasicViewStyles];

  /** Re-renders in the active locale. */
  protected readonly locale = new StoreController(this, $locale);
  private readonly wc = new StoreController(this, $walletConnect);
  private readonly platform = new StoreController(this, $platform);
  private readonly wallets = new StoreController(this, $mobileWallets);
  private readonly options = new StoreController(this, $options);

  override connectedCallback(): void {
    super.connectedCallback();
    prepareWalletConnect();
  }

  protected override render() {
    const state = this.wc.value;
    if (!this.platform.value.mobile) return this.renderDesktop(state);
    return html`<div class="column">
      ${this.renderWallets(state)}
      <div part="status" class="status" aria-live="polite" aria-atomic="true">${this.renderStatus(state, true)}</div>
      <div class="actions">${state.status === 'ready' ? this.copyButton(false) : nothing}${state.status === 'error' ? this.retryButton() : nothing}</div>
    </div>`;
  }

  /**
   * The QR view at its final size from its first frame: the code's box (a spinner, the code, or the error mark,
   * all in the same square), the status (every text it can show is laid out, invisible, in the same cell, so the
   * tallest sets the height in any language), one action (Copy link, enabled once the URI exists, or Try again)
   * and the other ways to connect. Nothing here changes size while the pairing goes on or fails.
   */
  private renderDesktop(state: WalletConnectState) {
    const current = this.desktopStatus(state);
    const allWallets = allWalletsShown(this.options.value?.allWallets, false);
    return html`<div class="column">
      ${this.renderCode(state)}
      <div part="status" class="status stack" aria-live="polite" aria-atomic="true">
        <div class="status-text">${this.renderStatus(state, false)}</div>
        ${STATUS_SIZERS.filter(kind => kind !== current).map(kind => html`<div class="status-text sizer" aria-hidden="true">${this.sizer(kind)}</div>`)}
      </div>
      <div class="actions">
        ${state.status === 'error' ? this.retryButton() : this.copyButton(state.status !== 'ready')}
        <div class="others">
          ${allWallets
            ? html`<wui-button part="all-wallets" variant="neutral" size="sm" @click=${() => navigate('AllWallets')}
                >${msg('view.AllWallets', 'All Wallets')}</wui-button
              >`
            : nothing}
          ${canGoBack()
            ? nothing
            : html`<wui-button part="other-ways" variant="neutral" size="sm" @click=${() => navigate('Connect')}>${wcMsg('wc.otherWays')}</wui-button>`}
        </div>
      </div>
    </div>`;
  }

  private copyButton(disabled: boolean) {
    return html`<wui-button part="copy" variant="neutral" full-width ?disabled=${disabled} @click=${this.copyLink}
      ><wui-icon name="copy" size="sm"></wui-icon>${wcMsg('wc.copy')}</wui-button
    >`;
  }

  private retryButton() {
    return html`<wui-button part="retry" variant="neutral" full-width @click=${this.retry}>${connectingMsg('connecting.retry')}</wui-button>`;
  }

  /** Which sized text the status shows now. */
  private desktopStatus(state: WalletConnectState): StatusKind {
    if (state.status !== 'error') return state.status === 'ready' ? 'ready' : 'preparing';
    return state.error?.kind ?? 'failed';
  }

  private sizer(kind: StatusKind) {
    switch (kind) {
      case 'ready':
        return html`<p class="heading">${wcMsg('wc.scan')}</p>
          <p class="muted">${wcMsg('wc.scanHint')}</p>`;
      case 'preparing':
        return html`<p class="heading">${wcMsg('wc.scan')}</p>
          <p class="muted">${wcMsg('wc.preparing')}</p>`;
      case 'relay':
        return html`<p class="heading">${wcMsg('wc.relayError')}</p>
          <p class="muted">${wcMsg('wc.relayHint')}</p>`;
      case 'declined':
        return html`<p class="heading">${connectingMsg('connecting.declined')}</p>
          <p class="muted">${connectingMsg('connecting.declinedHint')}</p>`;
      case 'failed':
        // A failure's own words are cut to two lines (styles): room for the heading and two lines.
        return html`<p class="heading">${connectingMsg('connecting.failed')}</p>
          <p class="muted">&nbsp;<br />&nbsp;</p>`;
    }
  }

  private renderCode(state: WalletConnectState) {
    if (state.status === 'ready' && state.uri) {
      return html`<wui-qr-code part="qr" .data=${state.uri} .imageSrc=${state.wallet?.imageUrl ?? ''} .label=${wcMsg('wc.qr')}></wui-qr-code>`;
    }
    const mark = state.status === 'error' ? html`<wui-icon name="warning" size="lg"></wui-icon>` : html`<wui-spinner size="lg"></wui-spinner>`;
    return html`<div part="placeholder" class="placeholder">${mark}</div>`;
  }

  private renderWallets(state: WalletConnectState) {
    const wallets = this.wallets.value;
    if (wallets.length === 0) return nothing;
    const uri = state.status === 'ready' ? state.uri : undefined;
    return html`<ul part="wallets" class="wallets" aria-label=${msg('connect.wallets', 'Wallets')}>
      ${repeat(
        wallets,
        wallet => wallet.id,
        wallet => html`<li>
          <a
            class="wallet"
            href=${uri ? walletDeepLink(wallet.link, uri) : nothing}
            role=${uri ? nothing : 'link'}
            aria-disabled=${uri ? nothing : 'true'}
            tabindex=${uri ? nothing : '0'}
            @click=${(event: Event) => this.open(event, wallet, uri)}
          >
            <wui-wallet-image .name=${wallet.name} .imageSrc=${wallet.imageUrl ?? ''} .alt=${''}></wui-wallet-image>
            <span class="wallet-name">${wallet.name}</span>
            ${uri ? nothing : html`<wui-spinner size="sm"></wui-spinner>`}
          </a>
        </li>`,
      )}
    </ul>`;
  }

  private renderStatus(state: WalletConnectState, mobile: boolean) {
    switch (state.status) {
      case 'error': {
        const error = state.error ?? { kind: 'failed', message: '' };
        if (error.kind === 'declined') {
          return html`<p class="heading">${connectingMsg('connecting.declined')}</p>
            <p class="muted">${connectingMsg('connecting.declinedHint')}</p>`;
        }
        if (error.kind === 'relay') {
          return html`<p class="heading">${wcMsg('wc.relayError')}</p>
            <p class="muted">${wcMsg('wc.relayHint')}</p>`;
        }
        return html`<p class="heading">${connectingMsg('connecting.failed')}</p>
          <p class="muted error-detail">${bounded(error.message) || msg('error.unknown', 'Something went wrong. Try again.')}</p>`;
      }
      case 'ready':
        if (mobile) {
          return html`<p class="heading">${wcMsg('wc.pickWallet')}</p>
            ${this.wallets.value.length === 0 ? html`<p class="muted">${wcMsg('wc.noWallets')}</p>` : nothing}`;
        }
        return html`<p class="heading">${wcMsg('wc.scan')}</p>
          <p class="muted">${wcMsg('wc.scanHint')}</p>`;
      default:
        // On a desktop the heading is already the one the code will have: only the hint changes on arrival.
        if (!mobile) return this.sizer('preparing');
        return html`<p class="muted">${wcMsg('wc.preparing')}</p>`;
    }
  }

  private open(event: Event, wallet: MobileWallet, uri: string | undefined): void {
    // Without a URI there is nothing to hand over yet; the link becomes live as soon as it is ready.
    if (!uri) {
      event.preventDefault();
      return;
    }
    chooseMobileWallet(wallet);
  }

  private retry(): void {
    connectWalletConnect().catch(error => console.error('w3m-connecting-wc-basic-view: retry failed', error));
  }

  private async copyLink(): Promise<void> {
    const { uri } = this.wc.value;
    if (!uri) return;
    await copyText(uri, wcMsg('wc.copied'), wcMsg('wc.copyFailed'));
  }
}

defineElement('w3m-connecting-wc-basic-view', W3mConnectingWcBasicView);

declare global {
  interface HTMLElementTagNameMap {
    'w3m-connecting-wc-basic-view': W3mConnectingWcBasicView;
  }
}
