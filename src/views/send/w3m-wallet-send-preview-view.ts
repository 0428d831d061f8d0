import { LitElement, html, nothing } from 'lit';
import { $chain, $locale, $walletProvider, formatAmount, isRtl, resetRouter, showToast } from '../../core/index.js';
import { $sendForm, estimateSendFee, receiverAddress, submitSend } from '../../core/data/index.js';
import { StoreController } from '../../controllers/store-controller.js';
import { defineElement } from '../../components/define-element.js';
import { tokenAmount } from '../../components/token-amount.js';
import { viewStyles } from '../view.styles.js';
import { sendMsg } from './send-messages.js';
import { sendStyles } from './send.styles.js';
import type { WuiButton } from '../../components/wui-button.js';
import '../../components/wui-button.js';

/**
 * WalletSendPreview (AppKit's view name): what leaves (amount and token), to whom, on which network, and the
 * network fee, estimated on the network's RPC as the view opens (a send that would fail says so here). Send asks
 * the wallet at that fee; the view follows the transaction to its receipt, then shows the Account view with the
 * balances and the activity read again. A declined prompt or a reverted transaction shows its message here, and
 * Send can be pressed again.
 *
 * @csspart summary - The list: amount, receiver, network, fee.
 * @csspart status - What the send waits for (the wallet, the receipt).
 * @csspart error - The last failure's message.
 * @csspart send - The Send button.
 *
 * @tagname w3m-wallet-send-preview-view
 */
export class W3mWalletSendPreviewView extends LitElement {
  static override styles = [...viewStyles, ...sendStyles];

  /** Re-renders in the active locale. */
  protected readonly locale = new StoreController(this, $locale);
  private readonly form = new StoreController(this, $sendForm);
  private readonly chain = new StoreController(this, $chain);

  private focused = false;

  // The pressed Preview button goes with the form (it stays a moment, sliding out): once Send can be pressed it takes
  // the focus, so keys and the pad stay in the modal (a press of A or Enter sends, as the button says).
  protected override updated(): void {
    if (this.focused || !this.form.value.fee) return;
    this.focused = true;
    // After the button's own update: until then its inner button is still disabled and takes no focus.
    const send = this.renderRoot.querySelector<WuiButton>('wui-button[part="send"]');
    void send?.updateComplete.then(() => send.focus());
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // A send already estimated (back from the wallet's refusal) keeps its fee; with no wallet to send with (a story's
    // account set by hand) there is nothing to estimate, and no node is asked.
    if ($sendForm.get().status === 'editing' && $walletProvider.get()) void estimateSendFee();
  }

  protected override render() {
    const form = this.form.value;
    const network = this.chain.value.activeNetwork;
    const rtl = isRtl(this.locale.value);
    const receiver = receiverAddress(form);
    if (!form.token || !receiver || !network) return nothing;
    const native = network.nativeCurrency;
    const busy = form.status === 'sending' || form.status === 'confirming';
    return html`<div class="column">
      <dl part="summary">
        <dt>${sendMsg('data.send.sending')}</dt>
        <dd>${tokenAmount(form.amount, form.token.symbol, rtl)}</dd>
        <dt>${sendMsg('data.send.receiverLabel')}</dt>
        <dd dir="ltr">${receiver !== form.receiver ? html`${form.receiver}<br />` : nothing}<span class="label">${receiver}</span></dd>
        <dt>${sendMsg('data.send.network')}</dt>
        <dd>${network.name}</dd>
        <dt>${sendMsg('data.send.fee')}</dt>
        <dd>${form.fee ? tokenAmount(formatAmount(form.fee.gas * form.fee.gasPrice, native.decimals, 8), native.symbol, rtl) : sendMsg('data.send.estimating')}</dd>
      </dl>
      <p part="status" class="muted" role="status">${form.status === 'sending' ? sendMsg('data.send.wallet') : form.status === 'confirming' ? sendMsg('data.send.confirming') : ''}</p>
      ${form.error ? html`<p part="error" class="error" role="alert">${form.error}</p>` : nothing}
      <wui-button part="send" full-width ?loading=${busy} ?disabled=${!form.fee} @click=${this.send}>${sendMsg('data.send.send')}</wui-button>
    </div>`;
  }

  private readonly send = async (): Promise<void> => {
    if (!(await submitSend())) return;
    showToast('success', sendMsg('data.send.sent'));
    resetRouter('Account');
  };
}

defineElement('w3m-wallet-send-preview-view', W3mWalletSendPreviewView);

declare global {
  interface HTMLElementTagNameMap {
    'w3m-wallet-send-preview-view': W3mWalletSendPreviewView;
  }
}
