import { LitElement, css, html, type PropertyValues, type TemplateResult } from 'lit';
import { $router, msg } from '../core/index.js';
import type { ViewId } from '../core/index.js';
import { StoreController } from '../controllers/store-controller.js';
import { defineElement } from '../components/define-element.js';
import { baseStyles } from '../../styles/shared.js';
import { MOTION, animateUnlessReduced } from './motion.js';
import '../views/w3m-connect-view.js';
import '../views/w3m-account-view.js';
import '../views/w3m-connecting-external-view.js';

/**
 * The WalletConnect view (with the QR encoder) is its own chunk, fetched the first time it is shown; the
 * element upgrades in place when it arrives.
 */
const wcView = (): TemplateResult => {
  import('../views/w3m-connecting-wc-basic-view.js').catch(error => console.error('w3m-router: view failed to load', error));
  return html`<w3m-connecting-wc-basic-view></w3m-connecting-wc-basic-view>`;
};

/** Views built so far; the others render a short notice instead of failing. */
const VIEW_TEMPLATES: Partial<Record<ViewId, () => TemplateResult>> = {
  Connect: () => html`<w3m-connect-view></w3m-connect-view>`,
  Account: () => html`<w3m-account-view></w3m-account-view>`,
  ConnectingExternal: () => html`<w3m-connecting-external-view></w3m-connecting-external-view>`,
  ConnectingWalletConnectBasic: wcView,
  // Until the full wallet list exists, phones get the WalletConnect view's list of known phone wallets.
  AllWallets: wcView,
};

/**
 * The router outlet: renders the current view of `$router` and animates between views (slide in the
 * direction of travel, 150 ms) and between heights (150 ms). No animation under reduced motion.
 *
 * @csspart view - The wrapper around the current view.
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

  private readonly router = new StoreController(this, $router);
  private renderedView: ViewId | undefined;
  private lastHeight = 0;
  private resizeObserver: ResizeObserver | undefined;

  override connectedCallback(): void {
    super.connectedCallback();
    if (typeof ResizeObserver === 'function') this.resizeObserver ??= new ResizeObserver(entries => this.onResize(entries));
    this.updateComplete.then(() => {
      const wrap = this.renderRoot.querySelector('.wrap');
      if (wrap && this.isConnected) this.resizeObserver?.observe(wrap);
    });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.resizeObserver?.disconnect();
    this.lastHeight = 0;
  }

  protected override render() {
    const { view } = this.router.value;
    const template = VIEW_TEMPLATES[view];
    return html`<div class="wrap" part="view" data-view=${view}>
      ${template ? template() : html`<p class="unavailable">${msg('view.unavailable')}</p>`}
    </div>`;
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    const { view, direction } = this.router.value;
    if (this.renderedView !== undefined && this.renderedView !== view) {
      const offset = direction === 'next' ? '12px' : '-12px';
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

  private onResize(entries: ResizeObserverEntry[]): void {
    const height = entries[entries.length - 1]?.contentRect.height ?? 0;
    // A closed dialog measures 0: opening should not grow from nothing.
    if (this.lastHeight > 0 && height > 0 && Math.abs(height - this.lastHeight) > 1) {
      animateUnlessReduced(
        this,
        [
          { height: `${this.lastHeight}px`, overflow: 'hidden' },
          { height: `${height}px`, overflow: 'hidden' },
        ],
        MOTION.height,
      );
    }
    this.lastHeight = height;
  }
}

defineElement('w3m-router', W3mRouter);

declare global {
  interface HTMLElementTagNameMap {
    'w3m-router': W3mRouter;
  }
}
