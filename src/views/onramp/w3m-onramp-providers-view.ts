import { LitElement, css, html, nothing } from 'lit';
import { $account, $locale, $options, isRtl, navigate } from '../../core/index.js';
import {
  $onramp, ONRAMP_PROVIDER, chooseOnramp, chosenPurchaseCurrency, createOnrampUrl, loadOnramp, onrampAmountProblem, onrampLimits, parseOnrampAmount, setOnrampAmount, shortQuantity,
} from '../../core/data/index.js';
import { StoreController } from '../../controllers/store-controller.js';
import { defineElement } from '../../components/define-element.js';
import { tokenAmount } from '../../components/token-amount.js';
import { viewStyles } from '../view.styles.js';
import { authFormStyles } from '../auth/auth-form.styles.js';
import { onrampChoiceStyles } from './onramp.styles.js';
import { fiat } from './onramp-format.js';
import { methodLabel, onrampMsg } from './onramp-messages.js';
import '../../components/wui-button.js';
import '../../components/wui-spinner.js';

/** A row of pressed-or-not buttons, one per `[id, label]`. */
const choices = (items: string[][], chosen: string, choose: (id: string) => void) =>
  items.map(([id, label]) => html`<button type="button" aria-pressed=${id === chosen ? 'true' : 'false'} @click=${() => choose(id!)}>${label}</button>`);

/** Amounts a player with only a gamepad can pick (kept within the method's limits). */
const PRESETS = ['25', '50', '100'];

/**
 * OnRampProviders (AppKit's view name), Buy: what to buy and what to pay with, from the provider's options (the
 * built-in list, said so, when they cannot be read), an amount within the payment method's limits (typed, or a
 * preset for a player with a gamepad), the provider's quote as the amount settles (a placeholder without fees,
 * said so, when the quote service fails), then Continue, which opens the provider's page for this wallet in a new
 * window and moves on to BuyInProgress. Reached from the Account view's Buy button or `open({ view:
 * 'OnRampProviders' })` while connected (with `features.onramp` off, it says that buying is not turned on).
 *
 * @csspart off - The line saying buying is not turned on (`features.onramp`).
 * @csspart notice - The line saying the provider's currencies could not be read.
 * @csspart asset - The purchase currencies, each a pressed-or-not button.
 * @csspart fiat - The payment currencies.
 * @csspart method - The payment methods of that currency.
 * @csspart amount - The amount input.
 * @csspart presets - The preset amounts.
 * @csspart limits - The method's limits, in the payment currency.
 * @csspart problem - Why the amount cannot be bought, or why the provider's page did not open.
 * @csspart quote - The quote: what arrives, the fees and the total.
 * @csspart mock - The line saying the quote is a placeholder.
 * @csspart continue - The `<wui-button>` that opens the provider's page.
 *
 * @tagname w3m-onramp-providers-view
 */
export class W3mOnrampProvidersView extends LitElement {
  static override properties = { _failed: { state: true }, _opening: { state: true } };

  static override styles = [
    ...viewStyles,
    authFormStyles,
    onrampChoiceStyles,
    css`
      .quote {
        display: grid;
        grid-template-columns: 1fr auto;
        gap: 4px 12px;
        align-self: stretch;
        margin: 0;
        padding: 10px 12px;
        border-radius: var(--_radius-md);
        background: var(--_color-bg-raised);
        font-size: var(--_font-size-sm);
        text-align: start;
      }
      .quote dt {
        color: var(--_color-fg-muted);
      }
      .quote dd {
        margin: 0;
        text-align: end;
      }
      wui-button {
        align-self: stretch;
      }
    `,
  ];

  /** The provider's page did not open (its address could not be had). */
  declare _failed: boolean;
  declare _opening: boolean;

  /** Re-renders in the active locale. */
  protected readonly locale = new StoreController(this, $locale);
  private readonly onramp = new StoreController(this, $onramp);
  private readonly account = new StoreController(this, $account);
  private readonly options = new StoreController(this, $options);

  constructor() {
    super();
    this._failed = false;
    this._opening = false;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.options.value?.features.onramp) void loadOnramp();
  }

  protected override render() {
    // open({ view: 'OnRampProviders' }) lands here whatever the features, as AppKit's does.
    if (!this.options.value?.features.onramp) return html`<p part="off" class="muted" role="status">${onrampMsg('onramp.off')}</p>`;
    if (!this.account.value.address) return html`<p class="muted">${onrampMsg('onramp.loading')}</p>`;
    const state = this.onramp.value;
    if (state.status !== 'ready') {
      return html`<div class="column" role="status"><wui-spinner></wui-spinner><p class="muted">${onrampMsg('onramp.loading')}</p></div>`;
    }
    const payment = state.options.paymentCurrencies.find(c => c.id === state.paymentCurrency);
    return html`<div class="column">
      ${state.optionsFallback ? html`<p part="notice" class="notice" role="status">${onrampMsg('onramp.optionsFallback')}</p>` : nothing}
      <fieldset part="asset" class="choices">
        <legend>${onrampMsg('onramp.asset')}</legend>
        ${choices(state.options.purchaseCurrencies.map(c => [c.id, c.symbol]), state.purchaseCurrency, id => chooseOnramp('purchase', id))}
      </fieldset>
      <fieldset part="fiat" class="choices">
        <legend>${onrampMsg('onramp.fiat')}</legend>
        ${choices(state.options.paymentCurrencies.map(c => [c.id, c.id]), state.paymentCurrency, id => chooseOnramp('payment', id))}
      </fieldset>
      <fieldset part="method" class="choices">
        <legend>${onrampMsg('onramp.method')}</legend>
        ${choices((payment?.payment_method_limits ?? []).map(l => [l.id, methodLabel(l.id)]), state.paymentMethod, id => chooseOnramp('method', id))}
      </fieldset>
      ${this.renderAmount()} ${this.renderQuote()}
      <wui-button part="continue" full-width ?loading=${this._opening} ?disabled=${state.quoteStatus !== 'ready'} @click=${this.onContinue}
        >${onrampMsg('onramp.continue', { provider: ONRAMP_PROVIDER.label })}</wui-button
      >
    </div>`;
  }

  private renderAmount() {
    const state = this.onramp.value;
    const limits = onrampLimits(state);
    const problem = onrampAmountProblem(state);
    const money = (amount: string) => fiat(amount, state.paymentCurrency);
    const shown = this._failed
      ? onrampMsg('onramp.urlFailed', { provider: ONRAMP_PROVIDER.label })
      : problem === 'invalid' ? onrampMsg('onramp.invalid')
      : problem === 'below' && limits ? onrampMsg('onramp.below', { min: money(limits.min) })
      : problem === 'above' && limits ? onrampMsg('onramp.above', { max: money(limits.max) })
      : '';
    const presets = PRESETS.filter(p => !limits || (Number(p) >= Number(limits.min) && Number(p) <= Number(limits.max)));
    return html`<form class="amount" novalidate @submit=${this.onSubmit}>
      <label for="amount">${onrampMsg('onramp.amount')} (${state.paymentCurrency})</label>
      <input part="amount" id="amount" inputmode="decimal" autocomplete="off" dir="ltr" .value=${state.amount}
        aria-invalid=${problem && problem !== 'empty' ? 'true' : 'false'} aria-describedby="limits problem" @input=${this.onInput} />
      <div part="presets" class="choices presets">
        ${presets.map(p => html`<button type="button" aria-pressed=${parseOnrampAmount(state.amount) === p ? 'true' : 'false'} @click=${() => this.setAmount(p)}>${money(p)}</button>`)}
      </div>
      ${limits ? html`<p part="limits" id="limits" class="muted">${onrampMsg('onramp.limits', { min: money(limits.min), max: money(limits.max) })}</p>` : nothing}
      <p part="problem" id="problem" class="error" role="alert">${shown}</p>
    </form>`;
  }

  private renderQuote() {
    const { quote, quoteStatus, quoteMock } = this.onramp.value;
    if (quoteStatus === 'loading') return html`<p part="quote" class="muted" role="status">${onrampMsg('onramp.quoting')}</p>`;
    if (quoteStatus !== 'ready' || !quote) return nothing;
    const fees = (Number(quote.coinbaseFee.amount) + Number(quote.networkFee.amount)).toFixed(2);
    return html`<dl part="quote" class="quote" role="status">
        ${quoteMock
          ? nothing
          : html`<dt>${onrampMsg('onramp.receive')}</dt>
              <dd>${tokenAmount(shortQuantity(quote.purchaseAmount.amount, 6), chosenPurchaseCurrency(this.onramp.value)?.symbol ?? quote.purchaseAmount.currency, isRtl(this.locale.value))}</dd>
              <dt>${onrampMsg('onramp.fees')}</dt>
              <dd>${fiat(fees, quote.paymentTotal.currency)}</dd>`}
        <dt>${onrampMsg('onramp.total')}</dt>
        <dd>${fiat(quote.paymentTotal.amount, quote.paymentTotal.currency)}</dd>
      </dl>
      ${quoteMock ? html`<p part="mock" class="notice" role="status">${onrampMsg('onramp.mock', { provider: ONRAMP_PROVIDER.label })}</p>` : nothing}`;
  }

  private onInput(event: Event): void {
    this.setAmount((event.target as HTMLInputElement).value);
  }

  private setAmount(text: string): void {
    this._failed = false;
    setOnrampAmount(text);
  }

  private onSubmit(event: Event): void {
    event.preventDefault();
    if (this.onramp.value.quoteStatus === 'ready') void this.onContinue();
  }

  /**
   * The window opens within the press (a popup blocker lets only that through), empty, and is sent to the
   * provider's page once its address is here; cut off from this page, as a link with `noopener` would be.
   */
  private async onContinue(): Promise<void> {
    if (this._opening) return;
    this._failed = false;
    this._opening = true;
    const popup = window.open('', '_blank', 'popup,width=600,height=800');
    try {
      const url = await createOnrampUrl();
      if (popup && !popup.closed) {
        popup.opener = null;
        popup.location.replace(url);
        navigate('BuyInProgress', { blocked: false });
      } else {
        navigate('BuyInProgress', { blocked: true });
      }
    } catch (error) {
      popup?.close();
      this._failed = true;
      console.warn('w3m-modal: the provider\'s page could not be had', error);
    } finally {
      this._opening = false;
    }
  }
}

defineElement('w3m-onramp-providers-view', W3mOnrampProvidersView);

declare global {
  interface HTMLElementTagNameMap {
    'w3m-onramp-providers-view': W3mOnrampProvidersView;
  }
}
