import { LitElement, html, nothing } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { $locale, msg, $platform } from '../../core/index.js';
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
 * @csspart copy - The "Copy link" `<wui-button>`.
 * @csspart retry - The "Try again" `<wui-button>`.
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

  override connectedCallback(): void {
    super.connectedCallback();
    prepareWalletConnect();
  }

  protected override render() {
    const state = this.wc.value;
    const mobile = this.platform.value.mobile;
    return html`<div class="column">
      ${mobile ? this.renderWallets(state) : this.renderCode(state)}
      <div part="status" class="status" aria-live="polite" aria-atomic="true">${this.renderStatus(state, mobile)}</div>
      <div class="actions">
        ${state.status === 'ready'
          ? html`<wui-button part="copy" variant="neutral" full-width @click=${this.copyLink}
              ><wui-icon name="copy" size="sm"></wui-icon>${wcMsg('wc.copy')}</wui-button
            >`
          : nothing}
        ${state.status === 'error'
          ? html`<wui-button part="retry" variant="neutral" full-width @click=${this.retry}>${connectingMsg('connecting.retry')}</wui-button>`
          : nothing}
      </div>
    </div>`;
  }

  private renderCode(state: WalletConnectState) {
    if (state.status === 'ready' && state.uri) {
      return html`<wui-qr-code part="qr" .data=${state.uri} .imageSrc=${state.wallet?.imageUrl ?? ''} .label=${wcMsg('wc.qr')}></wui-qr-code>`;
    }
    if (state.status === 'error') return nothing;
    return html`<div part="placeholder" class="placeholder"><wui-spinner size="lg"></wui-spinner></div>`;
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
