import { LitElement, css, html, type PropertyValues, type TemplateResult } from 'lit';
import { $locale, $router, isRtl, msg } from '../core/index.js';
import type { ViewId } from '../core/index.js';
import { StoreController } from '../controllers/store-controller.js';
import { defineElement } from '../components/define-element.js';
import { baseStyles } from '../../styles/shared.js';
import { MOTION, animateUnlessReduced } from './motion.js';
import { W3mViewFocusLostEvent } from '../events/view-focus-lost-event.js';
import '../views/connect/w3m-connect-view.js';

/**
 * The view on the first paint's path (the modal opens on it for a player who is not connected yet). Every other
 * view has its row in LAZY_VIEWS: the type check asks for one for each id of `VIEWS`.
 */
const VIEW_TEMPLATES = {
  Connect: () => html`<w3m-connect-view></w3m-connect-view>`,
} satisfies Partial<Record<ViewId, () => TemplateResult>>;

/**
 * Views not on the first paint's path, each its own chunk fetched the first time it is shown (the element
 * upgrades in place when it arrives) or earlier through core's `prefetchView` (the prefetch policy in
 * src/features.ts, or a part that knows a session is about to need it): Account and the browser-wallet connecting view, the WalletConnect QR (with its encoder), the wallet grid
 * with the registry data, the wrong-network view, sign-in, the two help views, the embedded wallet's views (only reachable with
 * email or socials on), and the wallet flows behind the account's buttons (Buy, Swap, Receive, Send).
 */
const LAZY_VIEWS: Record<Exclude<ViewId, keyof typeof VIEW_TEMPLATES>, [tag: string, load: () => Promise<unknown>]> = {
  Account: ['w3m-account-view', () => import('../views/account/w3m-account-view.js')],
  ConnectingExternal: ['w3m-connecting-external-view', () => import('../views/connecting/w3m-connecting-external-view.js')],
  ConnectingWalletConnectBasic: ['w3m-connecting-wc-basic-view', () => import('../views/walletconnect/w3m-connecting-wc-basic-view.js')],
  AllWallets: ['w3m-all-wallets-view', () => import('../views/wallets/w3m-all-wallets-view.js')],
  UnsupportedChain: ['w3m-unsupported-chain-view', () => import('../views/network/w3m-unsupported-chain-view.js')],
  Networks: ['w3m-networks-view', () => import('../views/network/w3m-networks-view.js')],
  WhatIsAWallet: ['w3m-what-is-a-wallet-view', () => import('../views/help/w3m-what-is-a-wallet-view.js')],
  WhatIsANetwork: ['w3m-what-is-a-network-view', () => import('../views/help/w3m-what-is-a-network-view.js')],
  SIWXSignMessage: ['w3m-siwx-sign-message-view', () => import('../views/siwx/w3m-siwx-sign-message-view.js')],
  ApproveTransaction: ['w3m-approve-transaction-view', () => import('../views/auth/w3m-approve-transaction-view.js')],
  RegisterAccountName: ['w3m-register-account-name-view', () => import('../views/auth/w3m-register-account-name-view.js')],
  RegisterAccountNameSuccess: ['w3m-register-account-name-success-view', () => import('../views/auth/w3m-register-account-name-success-view.js')],
  WalletReceive: ['w3m-wallet-receive-view', () => import('../views/receive/w3m-wallet-receive-view.js')],
  WalletSend: ['w3m-wallet-send-view', () => import('../views/send/w3m-wallet-send-view.js')],
  WalletSendSelectToken: ['w3m-wallet-send-select-token-view', () => import('../views/send/w3m-wallet-send-select-token-view.js')],
  WalletSendPreview: ['w3m-wallet-send-preview-view', () => import('../views/send/w3m-wallet-send-preview-view.js')],
  Swap: ['w3m-swap-view', () => import('../views/swap/w3m-swap-view.js')],
  SwapSelectToken: ['w3m-swap-select-token-view', () => import('../views/swap/w3m-swap-select-token-view.js')],
  SwapPreview: ['w3m-swap-preview-view', () => import('../views/swap/w3m-swap-preview-view.js')],
  OnRampProviders: ['w3m-onramp-providers-view', () => import('../views/onramp/w3m-onramp-providers-view.js')],
  BuyInProgress: ['w3m-buy-in-progress-view', () => import('../views/onramp/w3m-buy-in-progress-view.js')],
};

/** Both tables by any view id, as the router looks a view up. */
const TEMPLATE_OF: Partial<Record<ViewId, () => TemplateResult>> = VIEW_TEMPLATES;
const LAZY_VIEW_OF: Partial<Record<ViewId, [tag: string, load: () => Promise<unknown>]>> = LAZY_VIEWS;

/** The lazy views' loaders, for core's `prefetchView`: the dialog's chunk hands them over as it arrives (src/features.ts). */
export const VIEW_LOADERS: Partial<Record<ViewId, () => Promise<unknown>>> = Object.fromEntries(Object.entries(LAZY_VIEWS).map(([view, [, load]]) => [view, load]));

/**
 * Parts of those views that an option turns on, each its own chunk asked for with `loadElement`: the account
 * view's wallet buttons (features.receive…). Here rather than in src/features.ts, so that a page with the features
 * off carries not even their loader; the dialog's chunk hands them over with the views' loaders (src/features.ts).
 */
export const VIEW_PARTS = {
  'w3m-wallet-actions': () => import('../views/wallet-actions/w3m-wallet-actions.js'),
  // Send with a Solana account: its balances, transfer and confirmation (never fetched by an EVM-only send).
  solanaSend: () => import('../core/solana/send.js'),
};

declare module '../core/lazy.js' {
  interface LazyModules {
    'w3m-wallet-actions': Awaited<ReturnType<(typeof VIEW_PARTS)['w3m-wallet-actions']>>;
    solanaSend: Awaited<ReturnType<(typeof VIEW_PARTS)['solanaSend']>>;
  }
}

/**
 * The router outlet: renders the current view of `$router` and animates between views (slide in the
 * direction of travel, mirrored right to left, 150 ms, on transform and opacity only; the dialog's card follows
 * the new height, src/modal/card-motion.ts). No animation under reduced motion.
 *
 * @csspart view - The wrapper around the current view.
 * @fires w3m-view-focus-lost - A control of the old view had the focus and went with it (a click or Enter that
 * changed the view): the dialog gives the focus to its first control, as on opening, so keys and screen readers
 * stay in the modal.
 *
 * @tagname w3m-router
 */
export class W3mRouter extends LitElement {
  static override styles = [
    baseStyles,
    css`
      :host {
        display: block;
      }
      .unavailable {
        margin: 0;
        padding: 24px 16px;
        color: var(--_color-fg-muted);
        font-family: var(--_font-family);
        font-size: var(--_font-size-sm);
        text-align: center;
      }
    `,
  ];

  /** Re-renders in the active locale. */
  protected readonly locale = new StoreController(this, $locale);
  private readonly router = new StoreController(this, $router);
  private renderedView: ViewId | undefined;
  private lazyView: { view: ViewId; element: HTMLElement } | undefined;

  protected override render() {
    const { view } = this.router.value;
    return html`<div class="wrap" part="view" data-view=${view}>${this.viewContent(view)}</div>`;
  }

  private viewContent(view: ViewId): unknown {
    const template = TEMPLATE_OF[view];
    const lazy = LAZY_VIEW_OF[view];
    if (!lazy) {
      this.lazyView = undefined;
      return template ? template() : html`<p class="unavailable">${msg('view.unavailable', 'This screen is not available yet.')}</p>`;
    }
    // Its chunk, unless a prefetch brought it already (the bundler fetches each chunk once).
    lazy[1]().catch(error => console.error('w3m-modal: view failed to load', error));
    // One element per visit, as a template would give: re-renders on the same view keep it and what it holds.
    if (this.lazyView?.view !== view) this.lazyView = { view, element: document.createElement(lazy[0]) };
    return this.lazyView.element;
  }

  private focusWasHere = false;

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    this.focusWasHere = this.renderRoot instanceof ShadowRoot && this.renderRoot.activeElement !== null;
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    const { view, direction } = this.router.value;
    if (this.renderedView !== undefined && this.renderedView !== view && this.focusWasHere && (this.renderRoot as ShadowRoot).activeElement === null) {
      this.dispatchEvent(new W3mViewFocusLostEvent());
    }
    if (this.renderedView !== undefined && this.renderedView !== view) {
      // Forward slides in from the end side: the right in a left-to-right language, the left in Arabic.
      const offset = (direction === 'next') !== isRtl(this.locale.value) ? '12px' : '-12px';
      animateUnlessReduced(
        this.renderRoot.querySelector('.wrap'),
        [
          { opacity: 0, transform: `translateX(${offset})` },
          { opacity: 1, transform: 'none' },
        ],
        MOTION.view,
      );
    }
    this.renderedView = view;
  }
}

defineElement('w3m-router', W3mRouter);

declare global {
  interface HTMLElementTagNameMap {
    'w3m-router': W3mRouter;
  }
}
