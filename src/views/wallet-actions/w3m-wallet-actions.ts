import { LitElement, css, html } from 'lit';
import { $locale, $options, emitEvent, isSmartAccount, navigate } from '../../core/index.js';
import { prefetchView } from '../../core/lazy.js';
import { StoreController } from '../../controllers/store-controller.js';
import { defineElement } from '../../components/define-element.js';
import type { IconName } from '../../components/wui-icon.js';
import { baseStyles } from '../../../styles/shared.js';
import { WALLET_FEATURE_VIEWS, walletActions, type WalletAction } from './wallet-features.js';
import { walletActionsMsg } from './wallet-actions-messages.js';
import '../../components/wui-icon.js';

/** How each button looks: a row here for each row of the feature table (the type check asks for it). */
const LOOKS: Record<WalletAction, { icon: IconName; label: () => string; pressed?: () => void }> = {
  receive: { icon: 'receive', label: () => walletActionsMsg('walletActions.receive') },
  onramp: { icon: 'buy', label: () => walletActionsMsg('walletActions.buy'), pressed: () => emitEvent('SELECT_BUY_CRYPTO', { isSmartAccount: isSmartAccount() }) },
  // The back arrow turned to point up (see the styles): no icon of its own on the page for one button.
  send: { icon: 'back', label: () => walletActionsMsg('walletActions.send') },
  swaps: { icon: 'swap', label: () => walletActionsMsg('walletActions.swaps') },
};

/** Sends the button's own event, as AppKit sends it from the press (not from `open()`), then opens its view. */
function press(feature: WalletAction): void {
  LOOKS[feature].pressed?.();
  navigate(WALLET_FEATURE_VIEWS[feature]);
}

/**
 * Fetches the view a button opens as the pointer reaches it (a touch's too) or the focus does (keys, gamepad): the
 * press that follows paints the view's controls at once, and a player who never goes near a button fetches nothing.
 */
function prepare(feature: WalletAction): void {
  void prefetchView(WALLET_FEATURE_VIEWS[feature]);
}

/**
 * The account view's wallet buttons (AppKit's Buy, Swap, Receive and Send, as `features` turns them on), in
 * `features.walletFeaturesOrder`'s order; each opens its flow's view, with the way back to Account. Only features
 * with a view here have a button (src/views/wallet-actions/wallet-features.ts). Its chunk is fetched only when
 * one is on; a flow's chunk, when the pointer or the focus reaches its button.
 *
 * @csspart action - Each button; its `data-feature` names the feature (`onramp`, `swaps`, `receive`, `send`).
 *
 * @tagname w3m-wallet-actions
 */
export class W3mWalletActions extends LitElement {
  static override styles = [
    baseStyles,
    css`
      :host {
        display: block;
        align-self: stretch;
      }
      .group {
        display: flex;
        justify-content: center;
        gap: 8px;
      }
      button {
        display: flex;
        flex: 1 1 0;
        flex-direction: column;
        align-items: center;
        gap: 4px;
        min-width: 0;
        max-width: 96px;
        min-height: 56px;
        padding: 8px 4px;
        border: 0;
        border-radius: var(--_radius-md);
        background: var(--_color-bg-raised);
        color: var(--_color-fg);
        font: inherit;
        font-family: var(--_font-family);
        font-size: var(--_font-size-sm);
        font-weight: 500;
        cursor: pointer;
      }
      button:hover {
        background: var(--_color-bg-hover);
      }
      .label {
        max-width: 100%;
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      wui-icon {
        color: var(--_accent-text);
      }
      [data-feature='send'] wui-icon {
        transform: rotate(90deg);
      }
      /* In RTL the back arrow is mirrored: turned the other way, it still points up. */
      [data-feature='send']:dir(rtl) wui-icon {
        transform: rotate(-90deg);
      }
    `,
  ];

  /** Re-renders in the active locale. */
  protected readonly locale = new StoreController(this, $locale);
  private readonly options = new StoreController(this, $options);

  protected override render() {
    const actions = walletActions(this.options.value?.features);
    return html`<div class="group" role="group" aria-label=${walletActionsMsg('walletActions.label')}>
      ${actions.map(
        feature => html`<button part="action" type="button" data-feature=${feature} @click=${() => press(feature)}
          @pointerenter=${() => prepare(feature)} @focus=${() => prepare(feature)}>
          <wui-icon name=${LOOKS[feature].icon} size="md"></wui-icon><span class="label">${LOOKS[feature].label()}</span>
        </button>`,
      )}
    </div>`;
  }
}

defineElement('w3m-wallet-actions', W3mWalletActions);

declare global {
  interface HTMLElementTagNameMap {
    'w3m-wallet-actions': W3mWalletActions;
  }
}
