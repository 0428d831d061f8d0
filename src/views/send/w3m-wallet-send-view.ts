import { LitElement, html, nothing } from 'lit';
import { $account, $chain, $locale, $router, isRtl, msg, navigate, shortenAddress } from '../../core/index.js';
import type { RouteEntry } from '../../core/index.js';
import { $balances, $sendForm, balanceOf, fetchBalances, fillMaxAmount, receiverAddress, sendStep, setSendAmount, setSendReceiver, shortQuantity, startSend, toDecimal } from '../../core/data/index.js';
import type { WalletSendArguments } from '../../core/index.js';
import type { SendStep } from '../../core/data/index.js';
import { StoreController } from '../../controllers/store-controller.js';
import { defineElement } from '../../components/define-element.js';
import { tokenAmount } from '../../components/token-amount.js';
import { viewStyles } from '../view.styles.js';
import { sendMsg } from './send-messages.js';
import { sendStyles } from './send.styles.js';
import '../../components/wui-button.js';
import '../../components/wui-icon.js';

/** The button's text for each step. */
const STEP_LABEL: Record<SendStep, () => string> = {
  selectToken: () => sendMsg('data.send.step.selectToken'),
  addAmount: () => sendMsg('data.send.step.addAmount'),
  insufficient: () => sendMsg('data.send.step.insufficient'),
  addAddress: () => sendMsg('data.send.step.addAddress'),
  invalidAddress: () => sendMsg('data.send.step.invalidAddress'),
  preview: () => sendMsg('data.send.step.preview'),
};

// The route entries a send was started for: coming back from the token list or the preview keeps the form.
const started = new WeakSet<RouteEntry>();

/**
 * WalletSend (AppKit's view name): the token to send (from the account's balances, picked on
 * WalletSendSelectToken), the amount (Max fills the balance, less the transfer's fee for the native token) and the
 * receiver (an address, or a name the blockchain-data provider resolves). The button says what is missing, in
 * AppKit's order (select token, add amount, insufficient funds, add address, invalid address), then opens the
 * preview. `open({ view: 'WalletSend', arguments: { amount, assetAddress, namespace, chainId, to } })` fills
 * those fields and fixes them (in the active namespace, EVM or Solana; another namespace or network shows "Unsupported
 * chain"). With a Solana account the tokens are SOL and its SPL tokens, and the receiver is a Solana address.
 *
 * @csspart token - The token picker button.
 * @csspart amount - The amount input.
 * @csspart max - The Max button.
 * @csspart receiver - The receiver input.
 * @csspart error - The last failure's message.
 * @csspart action - The button that names the missing field, or opens the preview.
 *
 * @tagname w3m-wallet-send-view
 */
export class W3mWalletSendView extends LitElement {
  static override styles = [...viewStyles, ...sendStyles];

  /** Re-renders in the active locale. */
  protected readonly locale = new StoreController(this, $locale);
  private readonly form = new StoreController(this, $sendForm);
  private readonly account = new StoreController(this, $account);

  private readonly router = new StoreController(this, $router);

  // Here rather than on connect: open() on the view already shown starts a new send in the same element.
  protected override willUpdate(): void {
    const entry = this.router.value.history.at(-1);
    if (entry?.view !== 'WalletSend' || started.has(entry)) return;
    started.add(entry);
    startSend(entry.params as WalletSendArguments | undefined);
  }

  // The pressed control goes with the view it was on: the first field to fill takes the focus (the amount, back from
  // the token list), so keys and the pad stay in the modal.
  protected override firstUpdated(): void {
    requestAnimationFrame(() => {
      const { token, fixed } = $sendForm.get();
      const next = !token ? (fixed.token ? '#action' : '#token') : fixed.amount ? '#action' : '#amount';
      this.renderRoot.querySelector<HTMLElement>(next)?.focus();
    });
  }

  override connectedCallback(): void {
    super.connectedCallback();
    const { address } = $account.get();
    const network = $chain.get().activeNetwork;
    const balances = $balances.get();
    // Opened straight from open(): the account's balances may not be read yet (or be another account's).
    if (address && network && (balances.address !== address || balances.caipNetworkId !== network.caipNetworkId || balances.status === 'idle')) {
      void fetchBalances(address, network.caipNetworkId);
    }
  }

  protected override render() {
    if (!this.account.value.address) return html`<p class="muted">${msg('view.unavailable', 'This screen is not available yet.')}</p>`;
    const form = this.form.value;
    const step = sendStep(form);
    const rtl = isRtl(this.locale.value);
    const { token, fixed } = form;
    const resolved = receiverAddress(form);
    return html`<div class="column">
      <div class="field">
        <span class="label" id="token-label">${sendMsg('data.send.tokenLabel')}</span>
        <button part="token" id="token" class="pick" type="button" aria-labelledby="token-label token-value" ?disabled=${fixed.token} @click=${() => navigate('WalletSendSelectToken')}>
          <span id="token-value">${token ? token.symbol : sendMsg('data.send.selectToken')}</span>
          ${fixed.token ? nothing : html`<wui-icon name="chevron-right" size="sm"></wui-icon>`}
        </button>
      </div>
      <div class="field">
        <label for="amount">${sendMsg('data.send.amountLabel')}</label>
        <div class="row">
          <input part="amount" id="amount" inputmode="decimal" autocomplete="off" dir="ltr" placeholder="0" .value=${form.amount} ?readonly=${fixed.amount}
            aria-invalid=${step === 'insufficient' ? 'true' : 'false'} @input=${(e: Event) => setSendAmount((e.target as HTMLInputElement).value)} />
          ${fixed.amount ? nothing : html`<wui-button part="max" size="sm" variant="neutral" ?disabled=${!token} @click=${() => void fillMaxAmount().catch(() => undefined)}>${sendMsg('data.send.max')}</wui-button>`}
        </div>
        ${token ? html`<span class="label">${sendMsg('data.send.balance')} ${tokenAmount(shortQuantity(toDecimal(balanceOf(token), Number(token.quantity.decimals))), token.symbol, rtl)}</span>` : nothing}
      </div>
      <div class="field">
        <label for="receiver">${sendMsg('data.send.receiverLabel')}</label>
        <input part="receiver" id="receiver" autocomplete="off" spellcheck="false" dir="ltr" placeholder=${sendMsg('data.send.receiverPlaceholder')} .value=${form.receiver} ?readonly=${fixed.receiver}
          aria-invalid=${step === 'invalidAddress' ? 'true' : 'false'} @input=${(e: Event) => void setSendReceiver((e.target as HTMLInputElement).value)} />
        ${resolved && resolved !== form.receiver ? html`<span class="label" dir="ltr">${sendMsg('data.send.resolved', { name: form.receiver, address: shortenAddress(resolved) })}</span>` : nothing}
      </div>
      ${form.error ? html`<p part="error" class="error" role="alert">${form.error}</p>` : nothing}
      <wui-button part="action" id="action" full-width ?disabled=${step !== 'preview'} @click=${() => navigate('WalletSendPreview')}>${STEP_LABEL[step]()}</wui-button>
    </div>`;
  }
}

defineElement('w3m-wallet-send-view', W3mWalletSendView);

declare global {
  interface HTMLElementTagNameMap {
    'w3m-wallet-send-view': W3mWalletSendView;
  }
}
