import { LitElement, css, html, nothing } from 'lit';
import { $locale, $account, $connectError, $connectors, $router, connect, msg, navigate } from '../../core/index.js';
import { appConnectorImage } from '../app-images.js';
import type { ConnectErrorState, ConnectorInfo } from '../../core/index.js';
import { StoreController } from '../../controllers/store-controller.js';
import { defineElement } from '../../components/define-element.js';
import { viewStyles } from '../view.styles.js';
import '../../components/wui-button.js';
import '../../components/wui-spinner.js';
import '../../components/wui-wallet-image.js';
import { connectingMsg } from '../connecting-messages.js';

/** A wallet's own words are shown as text (never markup), attributed, and kept short enough for a 360px modal. */
export const MAX_WALLET_MESSAGE_CHARS = 120;

/** How long the view waits for a wallet's answer before it offers a retry or another wallet. */
export const CONNECTING_NO_ANSWER_MS = 30_000;

function boundedMessage(message: string): string {
  const text = message.replace(/\s+/g, ' ').trim();
  return text.length > MAX_WALLET_MESSAGE_CHARS ? `${text.slice(0, MAX_WALLET_MESSAGE_CHARS - 1)}…` : text;
}

/**
 * Waiting for a browser wallet to answer a connection request, and what happened if it did not:
 * declined (with a retry), a request already pending in the wallet, or a failure (the modal's own headline,
 * the wallet's message only as a bounded "Wallet says: …" line, and a retry). A wallet that does not answer
 * within {@link CONNECTING_NO_ANSWER_MS} gets "Try again" and "Choose another wallet"; its late approval still
 * connects unless the player moved on. Status changes are announced through a polite live region.
 *
 * @csspart image - The wallet's `<wui-wallet-image>`.
 * @csspart status - The live region with the status text.
 * @csspart retry - The "Try again" `<wui-button>`.
 * @csspart other - The "Choose another wallet" `<wui-button>`.
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

  /** Re-renders in the active locale. */
  protected readonly locale = new StoreController(this, $locale);
  private readonly router = new StoreController(this, $router);
  private readonly connectors = new StoreController(this, $connectors);
  private readonly account = new StoreController(this, $account);
  private readonly connectError = new StoreController(this, $connectError);

  static override properties = { _noAnswer: { state: true } };
  /** Tests shorten the wait; the product uses {@link CONNECTING_NO_ANSWER_MS}. */
  static noAnswerAfterMs = CONNECTING_NO_ANSWER_MS;
  declare _noAnswer: boolean;
  private noAnswerTimer: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    super();
    this._noAnswer = false;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stopNoAnswerTimer();
  }

  // Before rendering, so resetting `_noAnswer` joins this update instead of asking for another one.
  protected override willUpdate(): void {
    const waiting = !this.currentError() && this.account.value.status === 'connecting';
    if (!waiting) {
      this.stopNoAnswerTimer();
      this._noAnswer = false;
    } else if (!this.noAnswerTimer && !this._noAnswer) {
      this.noAnswerTimer = setTimeout(() => {
        this.noAnswerTimer = undefined;
        this._noAnswer = true;
      }, W3mConnectingExternalView.noAnswerAfterMs);
    }
  }

  private stopNoAnswerTimer(): void {
    clearTimeout(this.noAnswerTimer);
    this.noAnswerTimer = undefined;
  }

  private currentError(): ConnectErrorState | undefined {
    const error = this.connectError.value;
    return error && error.connectorId === this.connectorId ? error : undefined;
  }

  private get connectorId(): string | undefined {
    const { view, params } = this.router.value;
    return view === 'ConnectingExternal' ? (params as { connectorId: string }).connectorId : undefined;
  }

  protected override render() {
    const id = this.connectorId;
    const connector = this.connectors.value.find(c => c.id === id);
    if (!connector) return html`<p class="muted" role="status">${msg('view.unavailable', 'This screen is not available yet.')}</p>`;
    const error = this.currentError();
    const waiting = !error && this.account.value.status === 'connecting';
    const noAnswer = waiting && this._noAnswer;
    const canRetry = (error && error.kind !== 'pending') || noAnswer;
    const appImage = appConnectorImage(connector);
    return html`<div class="column">
      <wui-wallet-image part="image" size="lg" .name=${connector.name} .imageSrc=${appImage ?? connector.imageUrl ?? ''} .remote=${appImage !== undefined}></wui-wallet-image>
      <div part="status" class="status" aria-live="polite" aria-atomic="true">
        ${error ? this.renderError(error, connector) : noAnswer ? this.renderNoAnswer(connector) : this.renderWaiting(connector)}
      </div>
      ${waiting && !noAnswer ? html`<wui-spinner size="md" label=${connectingMsg('connecting.accept')}></wui-spinner>` : nothing}
      ${error || noAnswer
        ? html`<div class="actions">
            ${canRetry
              ? html`<wui-button part="retry" variant="neutral" full-width @click=${() => this.retry(connector)}>${connectingMsg('connecting.retry')}</wui-button>`
              : nothing}
            <wui-button part="other" variant="neutral" full-width @click=${() => navigate('Connect')}>${connectingMsg('connecting.chooseAnother')}</wui-button>
          </div>`
        : nothing}
    </div>`;
  }

  private renderNoAnswer(connector: ConnectorInfo) {
    return html`<p class="heading">${connectingMsg('connecting.noAnswer', { name: connector.name })}</p>
      <p class="muted">${connectingMsg('connecting.noAnswerHint', { name: connector.name })}</p>`;
  }

  private renderWaiting(connector: ConnectorInfo) {
    return html`<p class="heading">${connectingMsg('connecting.continue', { name: connector.name })}</p>
      <p class="muted">${connectingMsg('connecting.accept')}</p>`;
  }

  private renderError(error: ConnectErrorState, connector: ConnectorInfo) {
    switch (error.kind) {
      case 'declined':
        // The dialog's title already says "Connection declined" (modal-ui.ts): the view names the wallet instead.
        return html`<p class="heading">${connector.name}</p>
          <p class="muted">${connectingMsg('connecting.declinedHint')}</p>`;
      case 'pending':
        return html`<p class="heading">${connectingMsg('connecting.continue', { name: connector.name })}</p>
          <p class="muted">${connectingMsg('connecting.pending', { name: connector.name })}</p>`;
      default: {
        const detail = boundedMessage(error.message);
        return html`<p class="heading">${connectingMsg('connecting.failed')}</p>
          <p class="muted error-detail">${detail ? connectingMsg('connecting.walletSays', { message: detail }) : msg('error.unknown', 'Something went wrong. Try again.')}</p>`;
      }
    }
  }

  private retry(connector: ConnectorInfo): void {
    this.stopNoAnswerTimer();
    this._noAnswer = false;
    connect(connector.id).catch(error => console.error('w3m-connecting-external-view: retry failed', error));
  }
}

defineElement('w3m-connecting-external-view', W3mConnectingExternalView);

declare global {
  interface HTMLElementTagNameMap {
    'w3m-connecting-external-view': W3mConnectingExternalView;
  }
}
