import { LitElement, html, nothing } from 'lit';
import { $chain, $locale, $router, navigate, switchNetwork } from '../../core/index.js';
import { dataMsg, shortQuantity, usd } from '../../core/data/index.js';
import { $swap, SWAP_SUPPORTED_NETWORKS, flipSwapTokens, loadSwapTokens, openSwapView, setSwapAmount, swapBalance, swapMsg, swapReadiness } from '../../core/swap/index.js';
import type { SwapReadiness, SwapToken } from '../../core/swap/index.js';
import { StoreController } from '../../controllers/store-controller.js';
import { defineElement } from '../../components/define-element.js';
import { swapStyles } from './swap.styles.js';
import '../../components/wui-button.js';
import '../../components/wui-icon.js';

/** What the main button says for each state of the form. */
const BUTTON_TEXT: Record<SwapReadiness, () => string> = {
  'select-token': () => swapMsg('swap.selectToken'),
  'enter-amount': () => swapMsg('swap.enterAmount'),
  insufficient: () => swapMsg('swap.insufficient'),
  quoting: () => swapMsg('swap.quoting'),
  'no-quote': () => swapMsg('swap.quoteFailed'),
  ready: () => swapMsg('swap.review'),
};

/**
 * Swap (AppKit's view name): the token to pay and the token to receive (from the provider's list), the amount to
 * pay, and, as the player types, the provider's quote with its price impact and fee; the quote, balances and prices
 * are read again every 10 s while the view is open. Review leads to SwapPreview. On a network the provider does not
 * swap on, it says so and offers a switch. Reached from the Account view's Swap button or
 * `open({ view: 'Swap', arguments: { fromToken, toToken, amount } })`.
 *
 * @csspart from - The box of the token to pay, with the amount input.
 * @csspart to - The box of the token to receive, with the quoted amount.
 * @csspart token - Each token button (`data-side` is `from` or `to`).
 * @csspart amount - The amount input.
 * @csspart max - The Max button.
 * @csspart flip - The button that turns the swap around.
 * @csspart details - The quote's price impact and provider fee.
 * @csspart submit - The main button: what is missing, or Review swap.
 * @csspart unsupported - The message and switch on a network the provider does not swap on.
 *
 * @tagname w3m-swap-view
 */
export class W3mSwapView extends LitElement {
  static override styles = swapStyles;

  /** Re-renders in the active locale. */
  protected readonly locale = new StoreController(this, $locale);
  private readonly swap = new StoreController(this, $swap);
  private readonly chain = new StoreController(this, $chain);
  private stop: (() => void) | undefined;
  private network: string | undefined;

  override connectedCallback(): void {
    super.connectedCallback();
    this.start();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stop?.();
    this.stop = undefined;
  }

  protected override willUpdate(): void {
    // A network switch while the view is open starts the flow again for the new network.
    if (this.isConnected && this.chain.value.activeNetwork?.caipNetworkId !== this.network) this.start();
  }

  private start(): void {
    this.stop?.();
    this.network = $chain.get().activeNetwork?.caipNetworkId;
    this.stop = openSwapView($router.get().history.at(-1));
  }

  protected override render() {
    const state = this.swap.value;
    if (!state.supported) return this.renderUnsupported();
    if (state.tokensStatus === 'error') {
      return html`<div class="column">
        <p class="error" role="alert">${swapMsg('swap.tokensFailed')}</p>
        <wui-button variant="neutral" full-width @click=${() => void loadSwapTokens()}>${swapMsg('swap.retry')}</wui-button>
      </div>`;
    }
    const readiness = swapReadiness(state);
    const { from, to, quote } = state;
    const quoted = quote && quote.amount === state.amount ? quote : undefined;
    return html`<div class="column">
      <section part="from" class="box" aria-label=${swapMsg('swap.pay')}>
        <span class="muted">${swapMsg('swap.pay')}</span>
        <div class="line">
          <input part="amount" inputmode="decimal" autocomplete="off" placeholder="0" dir="ltr" aria-label=${swapMsg('swap.amount')}
            .value=${state.amount} @input=${(event: Event) => setSwapAmount((event.target as HTMLInputElement).value)} />
          ${this.renderToken('from', from)}
        </div>
        <div class="line">
          <span class="muted">${from ? swapMsg('swap.balance', { amount: `${shortQuantity(swapBalance(from))} ${from.symbol}` }) : nothing}</span>
          ${from ? html`<button part="max" class="row-button" type="button" @click=${() => setSwapAmount(swapBalance(from), true)}>${swapMsg('swap.max')}</button>` : nothing}
        </div>
      </section>
      <button part="flip" class="flip" type="button" aria-label=${swapMsg('swap.flip')} ?disabled=${!from || !to} @click=${flipSwapTokens}>
        <wui-icon name="swap" size="md"></wui-icon>
      </button>
      <section part="to" class="box" aria-label=${swapMsg('swap.receive')}>
        <span class="muted">${swapMsg('swap.receive')}</span>
        <div class="line">
          <output class="amount" dir="ltr" aria-live="polite">${quoted ? shortQuantity(quoted.toAmount, 6) : '0'}</output>
          ${this.renderToken('to', to)}
        </div>
        <span class="muted">${to ? swapMsg('swap.balance', { amount: `${shortQuantity(swapBalance(to))} ${to.symbol}` }) : nothing}</span>
      </section>
      ${quoted && from
        ? html`<dl part="details" class="details">
            ${quoted.priceImpact === undefined ? nothing : html`<dt>${swapMsg('swap.priceImpact')}</dt><dd>${shortQuantity(quoted.priceImpact.toFixed(2), 2)} %</dd>`}
            <dt>${swapMsg('swap.providerFee')}</dt>
            <dd>${shortQuantity(quoted.providerFee, 6)} ${from.symbol}${this.inUsd(from, quoted.providerFee)}</dd>
          </dl>`
        : nothing}
      ${readiness === 'no-quote' ? html`<p class="error" role="alert">${swapMsg('swap.quoteFailed')}</p>` : nothing}
      <wui-button part="submit" full-width ?disabled=${readiness !== 'ready'} ?loading=${readiness === 'quoting'} @click=${() => navigate('SwapPreview')}
        >${BUTTON_TEXT[readiness]()}</wui-button
      >
    </div>`;
  }

  private renderToken(side: 'from' | 'to', token: SwapToken | undefined) {
    return html`<button part="token" class="token" type="button" data-side=${side} @click=${() => navigate('SwapSelectToken', { target: side })}>
      ${token ? token.symbol : swapMsg('swap.selectToken')}<wui-icon name="chevron-right" size="sm"></wui-icon>
    </button>`;
  }

  private inUsd(token: SwapToken, amount: string): string {
    const price = this.swap.value.prices[token.address.toLowerCase()];
    return price === undefined ? '' : ` (${usd(Number(amount) * price)})`;
  }

  private renderUnsupported() {
    const target = this.chain.value.networks.find(network => SWAP_SUPPORTED_NETWORKS.includes(network.caipNetworkId));
    return html`<div part="unsupported" class="column">
      <wui-icon name="warning" size="lg"></wui-icon>
      <p class="heading" role="alert">${dataMsg('data.swaps.network')}</p>
      <wui-button full-width @click=${() => (target ? void switchNetwork(target).catch(() => navigate('Networks')) : navigate('Networks'))}
        >${swapMsg('swap.switchNetwork')}</wui-button
      >
    </div>`;
  }
}

defineElement('w3m-swap-view', W3mSwapView);

declare global {
  interface HTMLElementTagNameMap {
    'w3m-swap-view': W3mSwapView;
  }
}
