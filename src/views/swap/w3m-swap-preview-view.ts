import { LitElement, html, nothing } from 'lit';
import { formatUnits } from 'viem';
import { $locale, goBack, showModal } from '../../core/index.js';
import { shortQuantity, usd } from '../../core/data/index.js';
import { $swap, $swapPreview, SWAP_SLIPPAGE_TOLERANCE, approveSwap, executeSwap, isNativeToken, prepareSwap, resetSwapPreview, swapMsg } from '../../core/swap/index.js';
import { StoreController } from '../../controllers/store-controller.js';
import { defineElement } from '../../components/define-element.js';
import { swapStyles } from './swap.styles.js';
import '../../components/wui-button.js';

/**
 * SwapPreview (AppKit's view name): what leaves and what arrives, the rate, the price impact, the network cost of
 * the next transaction and the slippage allowed. When the paid token's allowance (read from the chain through the
 * provider) is short, the first button approves it; then the swap, followed to its receipt, after which the modal
 * returns to Account with a toast. A refusal in the wallet, a revert or a provider failure is said here, and both
 * buttons stay usable.
 *
 * @csspart summary - What leaves and what arrives.
 * @csspart details - Rate, price impact, network cost and slippage.
 * @csspart error - What went wrong last.
 * @csspart approve - The approval button, while the allowance is short.
 * @csspart submit - The swap button.
 * @csspart cancel - Back to the Swap view.
 *
 * @tagname w3m-swap-preview-view
 */
export class W3mSwapPreviewView extends LitElement {
  static override styles = swapStyles;

  /** Re-renders in the active locale. */
  protected readonly locale = new StoreController(this, $locale);
  private readonly swap = new StoreController(this, $swap);
  private readonly preview = new StoreController(this, $swapPreview);

  override connectedCallback(): void {
    super.connectedCallback();
    resetSwapPreview();
  }

  protected override updated(): void {
    // Built once the quote for the amount is in (it is, when the player comes from the Swap view's Review button).
    const { quote, amount } = this.swap.value;
    if (this.preview.value.status === 'idle' && quote?.amount === amount) void prepareSwap();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    resetSwapPreview();
  }

  protected override render() {
    const { from, to, amount, quote, tokens, prices } = this.swap.value;
    const { status, needsApproval, networkFee, error } = this.preview.value;
    if (!from || !to || !quote) return html`<p class="muted">${swapMsg('swap.enterAmount')}</p>`;
    const native = tokens.find(token => isNativeToken(token));
    const fee = networkFee === undefined ? undefined : formatUnits(networkFee, native?.decimals ?? 18);
    const nativePrice = native ? prices[native.address.toLowerCase()] : undefined;
    const rate = Number(amount) > 0 ? Number(quote.toAmount) / Number(amount) : 0;
    const busy = status === 'approving' || status === 'swapping';
    return html`<div class="column">
      <p part="summary" class="heading" dir="ltr">${shortQuantity(amount, 6)} ${from.symbol} → ${shortQuantity(quote.toAmount, 6)} ${to.symbol}</p>
      <dl part="details" class="details">
        <dt>${swapMsg('swap.rateLabel')}</dt>
        <dd dir="ltr">${swapMsg('swap.rate', { from: from.symbol, rate: shortQuantity(rate.toFixed(6), 6), to: to.symbol })}</dd>
        ${quote.priceImpact === undefined ? nothing : html`<dt>${swapMsg('swap.priceImpact')}</dt><dd>${shortQuantity(quote.priceImpact.toFixed(2), 2)} %</dd>`}
        <dt>${swapMsg('swap.providerFee')}</dt><dd>${shortQuantity(quote.providerFee, 6)} ${from.symbol}</dd>
        <dt>${swapMsg('swap.networkFee')}</dt>
        <dd>${fee === undefined ? '…' : `${shortQuantity(fee, 6)} ${native?.symbol ?? ''}${nativePrice === undefined ? '' : ` (${usd(Number(fee) * nativePrice)})`}`}</dd>
        <dt>${swapMsg('swap.slippage')}</dt><dd>${shortQuantity(String(SWAP_SLIPPAGE_TOLERANCE))} %</dd>
      </dl>
      ${needsApproval ? html`<p class="muted">${swapMsg('swap.approveFirst', { symbol: from.symbol })}</p>` : nothing}
      <p part="error" class="error" role="alert">${error ?? ''}</p>
      <div class="actions">
        ${needsApproval
          ? html`<wui-button part="approve" full-width ?loading=${status === 'approving' || status === 'preparing'} ?disabled=${status === 'error' && !this.preview.value.transaction}
              @click=${() => void approveSwap()}>${status === 'approving' ? swapMsg('swap.approving') : swapMsg('swap.approve', { symbol: from.symbol })}</wui-button>`
          : html`<wui-button part="submit" full-width ?loading=${status === 'swapping' || status === 'preparing'} ?disabled=${status !== 'ready'}
              @click=${this.onSwap}>${status === 'swapping' ? swapMsg('swap.swapping') : swapMsg('swap.swap')}</wui-button>`}
        <wui-button part="cancel" variant="neutral" full-width ?disabled=${busy} @click=${() => goBack()}>${swapMsg('swap.cancel')}</wui-button>
      </div>
    </div>`;
  }

  private readonly onSwap = async (): Promise<void> => {
    // Back to Account with a fresh history, as AppKit does after a swap (the modal is open: no event).
    if (await executeSwap()) showModal('Account');
  };
}

defineElement('w3m-swap-preview-view', W3mSwapPreviewView);

declare global {
  interface HTMLElementTagNameMap {
    'w3m-swap-preview-view': W3mSwapPreviewView;
  }
}
