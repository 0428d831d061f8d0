import { LitElement, css, html, nothing } from 'lit';
import { $account, $connectError, $connectors, $router, connectWallet, msg } from '../../core/index.js';
import type { ConnectErrorState, ConnectorInfo } from '../../core/index.js';
import { StoreController } from '../../controllers/store-controller.js';
import { defineElement } from '../../components/define-element.js';
import { viewStyles } from '../view.styles.js';
import '../../components/wui-button.js';
import '../../components/wui-spinner.js';
import '../../components/wui-wallet-image.js';
import { connectingMsg } from '../connecting-messages.js';

/** Wallet error texts are shown as text (never markup) and kept short enough for a 360px modal. */
const MAX_ERROR_CHARS = 160;

function boundedMessage(message: string): string {
  const text = message.replace(/\s+/g, ' ').trim();
  return text.length > MAX_ERROR_CHARS ? `${text.slice(0, MAX_ERROR_CHARS - 1)}…` : text;
}

/**
 * Waiting for a browser wallet to answer a connection request, and what happened if it did not:
 * declined (with a retry), a request already pending in the wallet, or a failure (with the wallet's
 * message and a retry). Status changes are announced through a polite live region.
 *
 * @csspart image - The wallet's `<wui-wallet-image>`.
 * @csspart status - The live region with the status text.
 * @csspart retry - The "Try again" `<wui-button>`.
 *
 * @tagname w3m-connecting-external-view
 */
export class W3mConnectingExternalView extends LitElement {
  static override styles = [
    ...viewStyles,
    css`
      .column {
        padding: 16px 0 8px;
      }
    `,
  ];

  private readonly router = new StoreController(this, $router);
  private readonly connectors = new StoreController(this, $connectors);
  private readonly account = new StoreController(this, $account);
  private readonly connectError = new StoreController(this, $connectError);

  private get connectorId(): string | undefined {
    const { view, params } = this.router.value;
    return view === 'ConnectingExternal' ? (params as { connectorId: string }).connectorId : undefined;
  }

  protected override render() {
    const id = this.connectorId;
    const connector = this.connectors.value.find(c => c.id === id);
    if (!connector) return html`<p class="muted" role="status">${msg('view.unavailable')}</p>`;
    const error = this.connectError.value?.connectorId === connector.id ? this.connectError.value : undefined;
    const waiting = !error && this.account.value.status === 'connecting';
    return html`<div class="column">
      <wui-wallet-image part="image" size="lg" .name=${connector.name} .imageSrc=${connector.imageUrl ?? ''}></wui-wallet-image>
      <div part="status" class="status" aria-live="polite" aria-atomic="true">
        ${error ? this.renderError(error, connector) : this.renderWaiting(connector)}
      </div>
      ${waiting ? html`<wui-spinner size="md" label=${connectingMsg('connecting.accept')}></wui-spinner>` : nothing}
      ${error && error.kind !== 'pending'
        ? html`<div class="actions">
            <wui-button part="retry" variant="neutral" full-width @click=${() => this.retry(connector)}>${connectingMsg('connecting.retry')}</wui-button>
          </div>`
        : nothing}
    </div>`;
  }

  private renderWaiting(connector: ConnectorInfo) {
    return html`<p class="heading">${connectingMsg('connecting.continue', { name: connector.name })}</p>
      <p class="muted">${connectingMsg('connecting.accept')}</p>`;
  }

  private renderError(error: ConnectErrorState, connector: ConnectorInfo) {
    switch (error.kind) {
      case 'declined':
        return html`<p class="heading">${connectingMsg('connecting.declined')}</p>
          <p class="muted">${connectingMsg('connecting.declinedHint')}</p>`;
      case 'pending':
        return html`<p class="heading">${connectingMsg('connecting.continue', { name: connector.name })}</p>
          <p class="muted">${connectingMsg('connecting.pending', { name: connector.name })}</p>`;
      default: {
        const detail = boundedMessage(error.message);
        return html`<p class="heading">${connectingMsg('connecting.failed')}</p>
          <p class="muted error-detail">${detail || msg('error.unknown')}</p>`;
      }
    }
  }

  private retry(connector: ConnectorInfo): void {
    connectWallet(connector.id).catch(error => console.error('w3m-connecting-external-view: retry failed', error));
  }
}

defineElement('w3m-connecting-external-view', W3mConnectingExternalView);

declare global {
  interface HTMLElementTagNameMap {
    'w3m-connecting-external-view': W3mConnectingExternalView;
  }
}
