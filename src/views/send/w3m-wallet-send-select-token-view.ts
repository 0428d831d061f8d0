import { LitElement, css, html } from 'lit';
import { $locale, $platform, goBack, isRtl } from '../../core/index.js';
import { $balances, $sendForm, dataMsg, selectSendToken, shortQuantity, usd } from '../../core/data/index.js';
import type { TokenBalance } from '../../core/data/index.js';
import { StoreController } from '../../controllers/store-controller.js';
import { defineElement } from '../../components/define-element.js';
import { tokenAmount } from '../../components/token-amount.js';
import { viewStyles } from '../view.styles.js';
import { emptyState, errorState, loadingState } from '../account/account-data-parts.js';
import { sendMsg } from './send-messages.js';
import { sendStyles } from './send.styles.js';

/**
 * WalletSendSelectToken (AppKit's view name): the account's tokens on the active network (native and ERC-20, from
 * the blockchain-data provider's balances; SOL and SPL tokens, from the Solana network's RPC), each with its balance
 * and value, and a search by name or symbol.
 * Picking one sets it on the send and goes back to WalletSend. The search has the focus when the view opens (not on
 * a phone, where the keyboard would cover the list).
 *
 * @csspart search - The search input.
 * @csspart token - Each token's button; its `data-symbol` is the token's symbol.
 *
 * @tagname w3m-wallet-send-select-token-view
 */
export class W3mWalletSendSelectTokenView extends LitElement {
  static override styles = [
    ...viewStyles,
    ...sendStyles,
    css`
      .pick {
        justify-content: space-between;
        width: 100%;
      }
      .value {
        color: var(--_color-fg-muted);
        font-size: var(--_font-size-sm);
      }
      .state {
        margin: 0;
      }
    `,
  ];

  /** Re-renders in the active locale. */
  protected readonly locale = new StoreController(this, $locale);
  private readonly balances = new StoreController(this, $balances);
  private readonly form = new StoreController(this, $sendForm);
  private query = '';

  // The search takes the focus the clicked picker had (on a phone the keyboard would cover the list).
  protected override firstUpdated(): void {
    if (!$platform.get().mobile) requestAnimationFrame(() => this.renderRoot.querySelector<HTMLInputElement>('input')?.focus());
  }

  protected override render() {
    const { status, tokens } = this.balances.value;
    const needle = this.query.trim().toLowerCase();
    const shown = tokens.filter(token => !needle || token.name.toLowerCase().includes(needle) || token.symbol.toLowerCase().includes(needle));
    return html`<div class="column">
      <div class="field">
        <label for="search">${sendMsg('data.send.search')}</label>
        <input part="search" id="search" type="search" autocomplete="off" .value=${this.query} @input=${(e: Event) => {
          this.query = (e.target as HTMLInputElement).value;
          this.requestUpdate();
        }} />
      </div>
      ${status === 'error'
        ? errorState(dataMsg('data.tokens.error'))
        : status !== 'ready' && tokens.length === 0
          ? loadingState(dataMsg('data.tokens.loading'))
          : shown.length === 0
            ? emptyState(sendMsg('data.send.noTokens'))
            : html`<ul class="list">${shown.map(token => this.renderToken(token))}</ul>`}
    </div>`;
  }

  private renderToken(token: TokenBalance) {
    const selected = this.form.value.token === token;
    return html`<li>
      <button part="token" class="pick" type="button" data-symbol=${token.symbol} aria-pressed=${selected ? 'true' : 'false'} @click=${() => this.pick(token)}>
        <span>${token.name}</span>
        <span class="value">${tokenAmount(shortQuantity(token.quantity.numeric), token.symbol, isRtl(this.locale.value))} ${usd(token.value)}</span>
      </button>
    </li>`;
  }

  private pick(token: TokenBalance): void {
    selectSendToken(token);
    goBack();
  }
}

defineElement('w3m-wallet-send-select-token-view', W3mWalletSendSelectTokenView);

declare global {
  interface HTMLElementTagNameMap {
    'w3m-wallet-send-select-token-view': W3mWalletSendSelectTokenView;
  }
}
