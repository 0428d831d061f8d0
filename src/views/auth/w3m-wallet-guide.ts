import { LitElement, css, html } from 'lit';
import { $locale, msg, navigate } from '../../core/index.js';
import { StoreController } from '../../controllers/store-controller.js';
import { defineElement } from '../../components/define-element.js';

/** WalletConnect's public directory of self-custody wallets, where AppKit's guide sends a player too. */
export const WALLET_GUIDE_URL = 'https://walletguide.walletconnect.network';

/**
 * AppKit's wallet guide (`enableWalletGuide`, on by default) under the Connect view's email and social sign-in:
 * `get-started` says "Haven't got a wallet? Get started", which leads to the sign-in part of the Connect view
 * (email and social only, as AppKit's Create view); there, `explore` points to WalletGuide for a self-custody
 * wallet. It ships in the email form's chunk (w3m-email-login.ts imports it), since it only shows beside sign-in.
 *
 * @csspart link - "Get started" (a button) or "Find one on WalletGuide" (a link, new tab, no opener).
 *
 * @tagname w3m-wallet-guide
 */
export class W3mWalletGuide extends LitElement {
  static override properties = {
    guide: { type: String, reflect: true },
  };

  static override styles = [
    css`
      :host {
        display: block;
        padding: 12px 0 0;
      }
      p {
        margin: 0;
        color: var(--_color-fg-muted);
        font-family: var(--_font-family);
        font-size: var(--_font-size-sm);
        line-height: 1.4;
        text-align: center;
      }
      .link {
        padding: 2px 4px;
        border: 0;
        border-radius: var(--_radius-xs);
        background: none;
        color: var(--_accent-text);
        font: inherit;
        font-weight: 600;
        text-decoration: underline;
        text-underline-offset: 3px;
        cursor: pointer;
      }
      .link:focus-visible {
        outline: 2px solid var(--_color-focus);
        outline-offset: 2px;
      }
    `,
  ];

  /** Which guide: `get-started` under the full Connect view, `explore` under its sign-in part. */
  declare guide: 'get-started' | 'explore';

  /** Re-renders in the active locale. */
  protected readonly locale = new StoreController(this, $locale);

  constructor() {
    super();
    this.guide = 'get-started';
  }

  protected override render() {
    if (this.guide === 'explore') {
      return html`<p>
        ${msg('guide.explore', 'Looking for a self-custody wallet?')}
        <a part="link" class="link" href=${WALLET_GUIDE_URL} target="_blank" rel="noopener noreferrer">${msg('guide.exploreLink', 'Find one on WalletGuide')}</a>
      </p>`;
    }
    return html`<p>
      ${msg('guide.noWallet', "Haven't got a wallet?")}
      <button part="link" class="link" type="button" @click=${() => navigate('Connect', { show: 'sign-in' })}>${msg('guide.getStarted', 'Get started')}</button>
    </p>`;
  }
}

defineElement('w3m-wallet-guide', W3mWalletGuide);

declare global {
  interface HTMLElementTagNameMap {
    'w3m-wallet-guide': W3mWalletGuide;
  }
}
