import { LitElement, css, html, nothing } from 'lit';
import { $locale, $router, canGoBack, goBack, isRtl, replaceView } from '../../core/index.js';
import { $onrampPurchase, ONRAMP_PROVIDER, checkOnrampPurchase, shortQuantity } from '../../core/data/index.js';
import { StoreController } from '../../controllers/store-controller.js';
import { defineElement } from '../../components/define-element.js';
import { tokenAmount } from '../../components/token-amount.js';
import { viewStyles } from '../view.styles.js';
import { onrampChoiceStyles } from './onramp.styles.js';
import { onrampMsg } from './onramp-messages.js';
import '../../components/wui-button.js';
import '../../components/wui-icon.js';
import '../../components/wui-spinner.js';

/** Back to the Account view the flow started from, leaving the flow's views behind (or to Account in their place). */
function backToAccount(): void {
  while ($router.get().view !== 'Account' && canGoBack()) goBack();
  if ($router.get().view !== 'Account') replaceView('Account');
}

/**
 * BuyInProgress (AppKit's view name): the provider's page is open in its own window for this wallet; the view
 * waits for the provider to report the purchase (asked every few seconds, and at once when the player comes back
 * to this page), then says it arrived (it is in the Account view's activity too). A link opens the provider's page
 * again, and is the way on when the browser blocked its window (said so). Reached from OnRampProviders.
 *
 * @csspart blocked - The line saying the browser blocked the provider's window.
 * @csspart open - The link to the provider's page.
 * @csspart status - What the view waits for, or the purchase that arrived.
 * @csspart amount - The amount bought, once the provider reported it.
 * @csspart account - The `<wui-button>` back to the Account view, once the purchase arrived.
 *
 * @tagname w3m-buy-in-progress-view
 */
export class W3mBuyInProgressView extends LitElement {
  static override styles = [
    ...viewStyles,
    onrampChoiceStyles,
    css`
      .done {
        color: var(--_color-success);
      }
      wui-button {
        align-self: stretch;
      }
    `,
  ];

  /** Re-renders in the active locale. */
  protected readonly locale = new StoreController(this, $locale);
  private readonly purchase = new StoreController(this, $onrampPurchase);
  private readonly router = new StoreController(this, $router);

  /** The player is back from the provider's window: ask at once rather than at the next tick. */
  private readonly onReturn = (): void => {
    if (document.visibilityState === 'visible') void checkOnrampPurchase();
  };

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('focus', this.onReturn);
    document.addEventListener('visibilitychange', this.onReturn);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('focus', this.onReturn);
    document.removeEventListener('visibilitychange', this.onReturn);
  }

  protected override render() {
    const { status, url, purchase } = this.purchase.value;
    const provider = ONRAMP_PROVIDER.label;
    if (status === 'done') {
      const transfer = purchase?.transfers[0];
      const amount = transfer?.quantity
        ? tokenAmount(shortQuantity(transfer.quantity.numeric, 6), transfer.fungible_info?.symbol ?? '', isRtl(this.locale.value))
        : '';
      return html`<div class="column">
        <wui-icon class="done" name="check" size="lg"></wui-icon>
        <div part="status" class="status" role="status">
          <p class="heading">${onrampMsg('onramp.done')}</p>
          <p class="muted">${onrampMsg('onramp.doneDetail')} <span part="amount">${amount}</span></p>
        </div>
        <wui-button part="account" full-width @click=${backToAccount}>${onrampMsg('onramp.account')}</wui-button>
      </div>`;
    }
    const blocked = (this.router.value.params as { blocked?: boolean } | undefined)?.blocked === true;
    return html`<div class="column">
      ${blocked ? html`<p part="blocked" class="notice" role="alert">${onrampMsg('onramp.blocked', { provider })}</p>` : html`<wui-spinner></wui-spinner>`}
      <div part="status" class="status" role="status">
        <p class="heading">${onrampMsg('onramp.waiting', { provider })}</p>
        <p class="muted">${onrampMsg('onramp.waitingHint', { provider })}</p>
      </div>
      ${url
        ? html`<a part="open" class="link" href=${url} target="_blank" rel="noopener noreferrer"
            ><wui-icon name="external-link" size="sm"></wui-icon>${onrampMsg('onramp.open', { provider })}</a
          >`
        : nothing}
    </div>`;
  }
}

defineElement('w3m-buy-in-progress-view', W3mBuyInProgressView);

declare global {
  interface HTMLElementTagNameMap {
    'w3m-buy-in-progress-view': W3mBuyInProgressView;
  }
}
