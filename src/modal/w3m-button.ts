import { LitElement, css, html, nothing } from 'lit';
import { $locale, $account, $accounts, $chain, emptyAccount, $options, $theme, DEFAULT_BALANCE, formatNumber, isChainUnsupported, isRtl, msg, openModal, shortenAddress, showModal } from '../core/index.js';
import type { AccountState, ChainNamespace } from '../core/index.js';
import { StoreController } from '../controllers/store-controller.js';
import { ThemeController, storeThemeSource } from '../controllers/theme-controller.js';
import { defineElement } from '../components/define-element.js';
import { baseStyles } from '../../styles/shared.js';
import { themeHostStyles } from '../../styles/tokens.js';
import { pillButtonStyles } from './pill-button.styles.js';
import { loadElement } from '../components/lazy-elements.js';
import { tokenAmount } from '../components/token-amount.js';
import '../components/wui-button.js';
import { prefetchView } from '../core/lazy.js';

const focusIsLost = (): boolean => !document.activeElement || document.activeElement === document.body;

/** What AppKit's account button shows for a balance it could not read. */
const UNREAD_BALANCE = '0.000';

/**
 * The page's wallet button. Disconnected it reads "Connect Wallet" and opens the modal; while connecting it
 * is disabled; connected it shows avatar, short address and balance and opens the account view; on an
 * unsupported network it says "Wrong Network" (not with `allowUnsupportedChain`) and opens the network list.
 * It follows the theme store (mode and `setThemeVariables`) like the modal, so a button outside the modal
 * matches it. AppKit's attributes work as AppKit spells them: `loadingLabel` (HTML reads it as `loadinglabel`;
 * the older `loading-label` still works), `charsStart` / `charsEnd` and `namespace`.
 *
 * @attr loading-label - The older spelling of `loadingLabel`, still read: text while connecting.
 *
 * @csspart button - The native `<button>` of the connected and wrong-network states.
 * @csspart connect - The `<wui-button>` of the disconnected and connecting states.
 * @csspart avatar - The `<wui-avatar>`.
 * @csspart address - The short address.
 * @csspart balance - The balance.
 * @cssprop --w3m-accent - Accent colour: buttons, links, focus rings. Default `#1a5ed6`.
 * @cssprop --w3m-color-mix - The colour mixed into every surface; unset, none.
 * @cssprop --w3m-color-mix-strength - How much of `--w3m-color-mix`, as a percentage (`20%`, or the number `20`). Default `0%`.
 * @cssprop --w3m-font-family - Font stack; by default the system's fonts (no remote font requests).
 * @cssprop --w3m-font-size-master - Base every font size scales from. Default `10px`.
 * @cssprop --w3m-border-radius-master - Base every radius scales from (`0px` makes every corner square). Default `4px`.
 * @cssprop --w3m-z-index - Stacking level when the dialog cannot use the top layer. Default `999`.
 * @cssprop --w3m-qr-color - The QR code's modules (its dark squares), as in AppKit; unset, the theme's ink.
 * @cssprop --w3m-backdrop-blur - Blurs the page behind the open modal by this radius (`'4px'`); unset, no blur.
 *
 * @tagname w3m-button
 */
export class W3mButton extends LitElement {
  static override shadowRootOptions: ShadowRootInit = { ...LitElement.shadowRootOptions, delegatesFocus: true };

  static override properties = {
    label: { type: String },
    loadingLabel: { type: String },
    charsStart: { type: Number },
    charsEnd: { type: Number },
    namespace: { type: String },
    balance: { type: String },
    size: { type: String, reflect: true },
    disabled: { type: Boolean, reflect: true },
    themeMode: { type: String, attribute: 'theme-mode', reflect: true },
  };

  static override styles = [
    themeHostStyles,
    baseStyles,
    pillButtonStyles,
    css`
      .account {
        padding-inline-start: 4px;
      }
      wui-avatar {
        display: inline-flex;
        flex: none;
        inline-size: 24px;
        block-size: 24px;
      }
      .address {
        font-weight: 600;
        font-variant-numeric: tabular-nums;
      }
      .balance {
        color: var(--_color-fg-muted);
      }
      .wrong {
        padding-inline-start: 12px;
        color: var(--_color-warning);
        font-weight: 600;
      }
    `,
  ];

  /** Text of the disconnected button; defaults to the `button.connect` message. */
  declare label: string | undefined;
  /** Text while connecting; defaults to the `button.connecting` message. */
  declare loadingLabel: string | undefined;
  /** Characters of the address kept before the ellipsis (default 6, `0x` included), as AppKit's `charsStart`. */
  declare charsStart: number | undefined;
  /** Characters kept after it (default 4), as AppKit's `charsEnd`. */
  declare charsEnd: number | undefined;
  /** `eip155` or `solana`: show that namespace's account and open the modal for it (default: the active one). */
  declare namespace: ChainNamespace | undefined;
  /** `hide` leaves the balance out of the connected state. */
  declare balance: 'show' | 'hide';
  /** `sm` or `md` (default): the height of the button in every state. */
  declare size: 'sm' | 'md';
  /** Ignores clicks in every state (the connecting state is disabled on its own). */
  declare disabled: boolean;
  /** Mirrors the theme store; read-only in practice (set the theme through the modal or AppKit). */
  declare themeMode: string;

  private readonly activeAccount = new StoreController(this, $account);
  private readonly accounts = new StoreController(this, $accounts);
  protected readonly chain = new StoreController(this, $chain);
  /** Re-renders in the active locale. */
  protected readonly locale = new StoreController(this, $locale);

  constructor() {
    super();
    new ThemeController(this, storeThemeSource($theme)); // registers itself with this host
    this.addEventListener('focusin', () => (this.focusBelongsHere = true));
    this.addEventListener('focusout', event => {
      this.focusBelongsHere = event.relatedTarget === null && this.accountState.status === 'connecting';
    });
    this.label = undefined;
    this.loadingLabel = undefined;
    this.charsStart = undefined;
    this.charsEnd = undefined;
    this.namespace = undefined;
    this.balance = 'show';
    this.size = 'md';
    this.disabled = false;
    this.themeMode = 'dark';
  }

  /** The account this button shows: its `namespace`'s, or the active namespace's. */
  protected get accountState(): AccountState {
    return this.namespace ? (this.accounts.value[this.namespace] ?? emptyAccount()) : this.activeAccount.value;
  }

  /** `loading-label`, the attribute's name before AppKit's spelling was adopted, still sets `loadingLabel`. */
  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'loading-label'];
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    if (name === 'loading-label') this.loadingLabel = value ?? undefined;
    else super.attributeChangedCallback(name, old, value);
  }

  /** Whether focus was inside before this update: the states render different elements. */
  private hadFocus = false;
  /**
   * Whether the player's focus belongs here: it came in, and did not leave for something else. The connect
   * control is disabled while a wallet connects, which drops its focus on the body without the player moving it.
   */
  private focusBelongsHere = false;

  protected override willUpdate(): void {
    this.hadFocus = Boolean(this.shadowRoot?.activeElement) || (this.focusBelongsHere && focusIsLost());
    // A connected player opens the Account view next: its chunk is fetched now, not on the click.
    if (this.accountState.status === 'connected') prefetchView('Account');
  }

  protected override updated(): void {
    // Connecting, connected and disconnected render different controls; the old one took focus with it when
    // it left. The button is one control for the player, so focus stays on it (delegated to the new one).
    if (!this.hadFocus || this.shadowRoot?.activeElement || !focusIsLost()) return;
    // The connect control is an element of its own whose native button renders a microtask later.
    const control = this.renderRoot.querySelector('wui-button');
    void (control ? control.updateComplete : Promise.resolve(true)).then(() => {
      if (focusIsLost()) this.focus();
    });
  }

  protected override render(): unknown {
    return this.renderConnected() ?? this.renderConnect();
  }

  /** The connected states (account, or wrong network); `undefined` while not connected. */
  protected renderConnected() {
    const { status, address } = this.accountState;
    if (status !== 'connected' || !address) return undefined;
    const wrong = this.chain.value.unsupportedChainId !== undefined && !$options.get()?.allowUnsupportedChain;
    return wrong ? this.renderWrongNetwork(address) : this.renderAccount(address);
  }

  /** The connect button, and its connecting state. */
  protected renderConnect() {
    const connecting = this.accountState.status === 'connecting';
    return html`<wui-button
      part="connect"
      size=${this.size}
      ?disabled=${this.disabled || connecting}
      ?loading=${connecting}
      @click=${this.open}
      >${connecting ? (this.loadingLabel ?? msg('button.connecting', 'Connecting…')) : (this.label ?? msg('button.connect', 'Connect Wallet'))}</wui-button
    >`;
  }

  private renderAccount(address: string) {
    loadElement('wui-avatar'); // its box is reserved in the styles, so the pill keeps its size when it upgrades
    // One short name made of what the button shows ("Account 0xf39F…2266, 10000 ETH"): screen readers read
    // it once, and speech users can say the words they see.
    const shown = this.accountState.profileName ?? shortenAddress(address, this.charsStart, this.charsEnd);
    const balance = this.balance === 'hide' ? undefined : this.balanceParts();
    const label =
      balance === undefined
        ? msg('button.accountNoBalance', 'Account {address}', { address: shown })
        : msg('button.account', 'Account {address}, {balance}', { address: shown, balance: balance.symbol ? `${balance.number} ${balance.symbol}` : balance.number });
    return html`<button part="button" class="pill account" type="button" aria-label=${label} ?disabled=${this.disabled} @click=${this.open}>
      <wui-avatar part="avatar" size="sm" .address=${address} .imageSrc=${this.accountState.profileImage ?? ''}></wui-avatar>
      <span part="address" class="address">${shown}</span>
      ${balance === undefined ? nothing : html`<span part="balance" class="balance">${tokenAmount(balance.number, balance.symbol, isRtl(this.locale.value))}</span>`}
    </button>`;
  }

  private renderWrongNetwork(address: string) {
    loadElement('wui-icon');
    return html`<button
      part="button"
      class="pill account wrong"
      type="button"
      ?disabled=${this.disabled}
      aria-label=${msg('button.wrongNetworkLabel', 'Wrong network for {address}. Open account', { address })}
      @click=${this.open}
    >
      <wui-icon name="warning" size="sm"></wui-icon>
      <span>${msg('button.wrongNetwork', 'Wrong Network')}</span>
    </button>`;
  }

  /**
   * The balance in the locale's digits and its symbol, or the default "0.00 ETH" while the first read is on its way.
   * A read that failed (offline, an RPC down) shows "0.000 SOL" as AppKit's button does; the Account view says it
   * is unavailable.
   */
  private balanceParts(): { number: string; symbol: string } {
    const { balance, balanceSymbol, balanceLoading } = this.accountState;
    const shown = balance ?? (balanceLoading ? DEFAULT_BALANCE.balance : UNREAD_BALANCE);
    return { number: formatNumber(shown), symbol: balanceSymbol ?? DEFAULT_BALANCE.symbol };
  }

  private open(): void {
    if (this.disabled) return;
    // On a wrong network the button leads straight to the networks to switch to.
    if (isChainUnsupported()) showModal('UnsupportedChain');
    else openModal(this.namespace ? { namespace: this.namespace } : undefined);
  }
}

defineElement('w3m-button', W3mButton);

declare global {
  interface HTMLElementTagNameMap {
    'w3m-button': W3mButton;
  }
}
