import { LitElement, html } from 'lit';
import { $locale, $account, DEFAULT_BALANCE, formatNumber, isRtl } from '../../core/index.js';
import { $balances, shortQuantity, usd, dataMsg } from '../../core/data/index.js';
import { StoreController } from '../../controllers/store-controller.js';
import { defineElement } from '../../components/define-element.js';
import { tokenAmount } from '../../components/token-amount.js';
import { accountDataStyles } from './account-data.styles.js';
import { dataIcon, emptyState, errorState, loadingState } from './account-data-parts.js';

/**
 * The Tokens tab of the Account view: each token with its icon, quantity and USD value, from the balance
 * store. While the first read runs, the native balance shows with the '0.00 ETH' defaults.
 *
 * @csspart list - The token list.
 *
 * @cssprop --w3m-font-family - Inherited through the modal's theme.
 *
 * @tagname w3m-account-tokens
 */
export class W3mAccountTokens extends LitElement {
  static override styles = accountDataStyles;

  /** Re-renders in the active locale. */
  protected readonly locale = new StoreController(this, $locale);
  private readonly balances = new StoreController(this, $balances);
  private readonly account = new StoreController(this, $account);

  protected override render() {
    const { status, tokens } = this.balances.value;
    if (status === 'error') return errorState(dataMsg('data.tokens.error'));
    if ((status === 'loading' || status === 'idle') && tokens.length === 0) {
      const { balance, balanceSymbol } = this.account.value;
      const symbol = balanceSymbol ?? DEFAULT_BALANCE.symbol;
      return html`${loadingState(dataMsg('data.tokens.loading'))}
        <ul part="list" aria-busy="true">
          <li>${dataIcon(undefined, symbol)}<span class="main"><span class="name">${symbol}</span></span>
            <span class="value">${tokenAmount(formatNumber(balance ?? DEFAULT_BALANCE.balance), symbol, isRtl(this.locale.value))}</span></li>
        </ul>`;
    }
    if (tokens.length === 0) return emptyState(dataMsg('data.tokens.empty'));
    return html`<ul part="list" tabindex="0" aria-label=${dataMsg('data.tab.tokens')}>
      ${tokens.map(
        token => html`<li>
          ${dataIcon(token.iconUrl, token.symbol)}
          <span class="main">
            <span class="name">${token.name}</span>
            <span class="sub">${tokenAmount(shortQuantity(token.quantity.numeric), token.symbol, isRtl(this.locale.value))}</span>
          </span>
          <span class="value">${usd(token.value)}</span>
        </li>`
      )}
    </ul>`;
  }
}

defineElement('w3m-account-tokens', W3mAccountTokens);

declare global {
  interface HTMLElementTagNameMap {
    'w3m-account-tokens': W3mAccountTokens;
  }
}
