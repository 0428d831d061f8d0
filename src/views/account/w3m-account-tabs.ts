import { LitElement, css, html } from 'lit';
import type { PropertyValues } from 'lit';
import { $locale, $options, isRtl } from '../../core/index.js';
import { $shownAccount, dataMsg } from '../../core/data/index.js';
// The account-data chunk: the `account identity` row loads it whole, so the tabs are here before the Account view opens.
export { followIdentity } from '../../core/data/index.js';
import { StoreController } from '../../controllers/store-controller.js';
import { ArrowKeysController } from '../../controllers/arrow-keys-controller.js';
import { defineElement } from '../../components/define-element.js';
import { accountDataStyles } from './account-data.styles.js';
import './w3m-account-tokens.js';
import './w3m-account-nfts.js';
import './w3m-account-activity.js';

export type AccountTab = 'tokens' | 'nfts' | 'activity';

/**
 * Tabs of the Account view (Tokens, NFTs, Activity) for the features the options turn on: Tokens with any
 * wallet-data feature, NFTs and Activity with `history`. Loads the account's data when the address or the
 * network changes. Arrow keys, Home and End move between tabs (WAI-ARIA tabs pattern, automatic activation);
 * ArrowUp and ArrowDown go on to the controls above and below.
 *
 * @csspart tablist - The row of tabs.
 * @csspart tab - Each tab button.
 * @csspart panel - The active tab's panel.
 *
 * @cssprop --w3m-accent - Underline of the selected tab (through the modal's theme).
 *
 * @tagname w3m-account-tabs
 */
export class W3mAccountTabs extends LitElement {
  static override properties = { tab: { type: String, reflect: true } };

  static override styles = [
    ...accountDataStyles,
    css`
      :host {
        align-self: stretch;
      }
      [role='tablist'] {
        display: flex;
        gap: 4px;
        margin-bottom: 8px;
        border-bottom: 1px solid var(--_color-border);
      }
      [role='tab'] {
        flex: 1;
        padding: 8px;
        border: 0;
        border-bottom: 2px solid transparent;
        background: none;
        color: var(--_color-fg-muted);
        font: inherit;
        font-weight: 600;
        cursor: pointer;
      }
      [role='tab'][aria-selected='true'] {
        color: var(--_color-fg);
        border-bottom-color: var(--_accent);
      }
      [role='tab']:focus-visible {
        outline: 2px solid var(--_color-focus);
        outline-offset: -2px;
      }
    `,
  ];

  /** The selected tab; falls back to the first available one. */
  declare tab: AccountTab;

  /** Re-renders in the active locale. */
  protected readonly locale = new StoreController(this, $locale);
  // Reading it is what fetches the shown account's balances and activity (its onMount, src/core/data/shown-account.ts).
  protected readonly shown = new StoreController(this, $shownAccount);
  private readonly options = new StoreController(this, $options);

  constructor() {
    super();
    this.tab = 'tokens';
    // ArrowLeft and ArrowRight go round the tabs; ArrowUp and ArrowDown move on to the controls above and below.
    new ArrowKeysController(this, {
      items: () => [...this.renderRoot.querySelectorAll<HTMLElement>('[role="tab"]')],
      move: (key, index, count) => {
        // The tab on the right comes next in a left-to-right row, before in a right-to-left one.
        const [right, left] = isRtl(this.locale.value) ? [index - 1 + count, index + 1] : [index + 1, index - 1 + count];
        const target = ({ ArrowRight: right, ArrowLeft: left, Home: 0, End: count - 1 } as Record<string, number>)[key];
        return target === undefined ? undefined : target % count;
      },
      focus: index => this.select(this.tabs[index]!, true),
    });
  }

  /** Tabs the current features allow, in display order. */
  get tabs(): AccountTab[] {
    return this.options.value?.features.history ? ['tokens', 'nfts', 'activity'] : ['tokens'];
  }

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    if (!this.tabs.includes(this.tab)) this.tab = this.tabs[0]!;
  }

  protected override render() {
    const tabs = this.tabs;
    return html`<div part="tablist" role="tablist" aria-label=${dataMsg('data.tabs')}>
        ${tabs.map(
          tab => html`<button part="tab" role="tab" type="button" id=${`tab-${tab}`} aria-controls="panel"
            aria-selected=${tab === this.tab ? 'true' : 'false'} tabindex=${tab === this.tab ? 0 : -1} @click=${() => this.select(tab)}
          >${dataMsg(`data.tab.${tab}`)}</button>`
        )}
      </div>
      <div part="panel" id="panel" role="tabpanel" aria-labelledby=${`tab-${this.tab}`}>${this.renderPanel()}</div>`;
  }

  private renderPanel() {
    if (this.tab === 'nfts') return html`<w3m-account-nfts></w3m-account-nfts>`;
    if (this.tab === 'activity') return html`<w3m-account-activity></w3m-account-activity>`;
    return html`<w3m-account-tokens></w3m-account-tokens>`;
  }

  private select(tab: AccountTab, focus = false): void {
    this.tab = tab;
    if (focus) this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>(`#tab-${tab}`)?.focus());
  }
}

defineElement('w3m-account-tabs', W3mAccountTabs);

declare global {
  interface HTMLElementTagNameMap {
    'w3m-account-tabs': W3mAccountTabs;
  }
}
