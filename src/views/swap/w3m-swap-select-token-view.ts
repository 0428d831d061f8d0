import { LitElement, css, html, nothing } from 'lit';
import { $locale, $router, goBack } from '../../core/index.js';
import type { ViewParams } from '../../core/index.js';
import { shortQuantity } from '../../core/data/index.js';
import { $swap, selectSwapToken, swapBalance, swapMsg } from '../../core/swap/index.js';
import type { SwapToken } from '../../core/swap/index.js';
import { StoreController } from '../../controllers/store-controller.js';
import { defineElement } from '../../components/define-element.js';
import { swapStyles } from './swap.styles.js';

/**
 * SwapSelectToken (AppKit's view name): the provider's tokens for the active network, with what the account holds
 * of each, and a search by name, symbol or address. Picking one sets the side the Swap view asked for (pay or
 * receive) and goes back; picking the other side's token turns the pair around.
 *
 * @csspart search - The search input.
 * @csspart tokens - The list of tokens; each button's `data-symbol` names its token.
 * @csspart empty - The message when no token matches.
 *
 * @tagname w3m-swap-select-token-view
 */
export class W3mSwapSelectTokenView extends LitElement {
  static override styles = [
    ...swapStyles,
    css`
      input {
        align-self: stretch;
        padding: 10px 12px;
        border: 1px solid var(--_color-border);
        border-radius: var(--_radius-md);
        font-size: var(--_font-size-md);
      }
      .list button {
        display: flex;
        align-items: center;
        justify-content: space-between;
        gap: 8px;
        width: 100%;
        min-height: 48px;
        padding: 0 12px;
        border: 0;
        border-radius: var(--_radius-md);
        background: var(--_color-bg-raised);
        color: var(--_color-fg);
        font: inherit;
        text-align: start;
        cursor: pointer;
      }
      .list button:hover {
        background: var(--_color-bg-hover);
      }
      .list button:focus-visible {
        outline: 2px solid var(--_color-focus);
      }
      .list button[aria-current='true'] {
        outline: 1px solid var(--_accent-text);
      }
      .name {
        display: flex;
        flex-direction: column;
      }
    `,
  ];

  static override properties = { query: { state: true } };
  declare query: string;

  /** Re-renders in the active locale. */
  protected readonly locale = new StoreController(this, $locale);
  private readonly swap = new StoreController(this, $swap);

  constructor() {
    super();
    this.query = '';
  }

  private get target(): ViewParams['SwapSelectToken']['target'] {
    const params = $router.get().params as ViewParams['SwapSelectToken'] | undefined;
    return params?.target ?? 'from';
  }

  protected override render() {
    const { tokens, from, to } = this.swap.value;
    const current = this.target === 'from' ? from : to;
    const wanted = this.query.trim().toLowerCase();
    const shown = tokens.filter(token => !wanted || [token.name, token.symbol, token.address].some(text => text.toLowerCase().includes(wanted)));
    return html`<div class="column">
      <input part="search" type="search" autocomplete="off" spellcheck="false" placeholder=${swapMsg('swap.search')} aria-label=${swapMsg('swap.search')}
        .value=${this.query} @input=${(event: Event) => (this.query = (event.target as HTMLInputElement).value)} />
      ${shown.length === 0
        ? html`<p part="empty" class="muted" role="status">${swapMsg('swap.noTokens')}</p>`
        : html`<ul part="tokens" class="list">
            ${shown.map(token => this.renderToken(token, current))}
          </ul>`}
    </div>`;
  }

  private renderToken(token: SwapToken, current: SwapToken | undefined) {
    const held = swapBalance(token);
    const selected = current?.address.toLowerCase() === token.address.toLowerCase();
    return html`<li>
      <button type="button" data-symbol=${token.symbol} aria-current=${selected ? 'true' : 'false'} @click=${() => this.pick(token)}>
        <span class="name"><strong>${token.symbol}</strong><span class="muted">${token.name}</span></span>
        ${held === '0' ? nothing : html`<span dir="ltr">${shortQuantity(held)}</span>`}
      </button>
    </li>`;
  }

  private pick(token: SwapToken): void {
    selectSwapToken(this.target, token);
    goBack();
  }
}

defineElement('w3m-swap-select-token-view', W3mSwapSelectTokenView);

declare global {
  interface HTMLElementTagNameMap {
    'w3m-swap-select-token-view': W3mSwapSelectTokenView;
  }
}
