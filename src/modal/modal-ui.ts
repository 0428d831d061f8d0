import { adoptStyles, html, nothing } from 'lit';
import { $alert, $connectError, $router, registerMessages } from '../core/index.js';
import type { RouterState, ViewId } from '../core/index.js';
import { DialogController } from '../controllers/dialog-controller.js';
import { GamepadController } from '../controllers/gamepad-controller.js';
import { KeyContainmentController } from '../controllers/key-containment-controller.js';
import { SpatialKeysController } from '../controllers/spatial-keys-controller.js';
import { StoreController } from '../controllers/store-controller.js';
import type { ModalUi, ModalUiHost } from '../controllers/modal-ui-controller.js';
import { loadElement } from '../components/lazy-elements.js';
import { MOTION, animateUnlessReduced } from './motion.js';
import { followCardHeight } from './card-motion.js';
import { modalStyles } from './w3m-modal.styles.js';
import './w3m-header.js';
import './w3m-router.js';
// The router's lazy views, which the dialog's loader hands to core's `prefetchView` (src/features.ts).
export { VIEW_LOADERS, VIEW_PARTS } from './w3m-router.js';
import '../views/connect/w3m-connect-view.js';
import '../components/wui-icon.js';
import '../components/wui-icon-button.js';
import '../components/wui-list-wallet.js';
import '../components/wui-wallet-image.js';

const TITLE_ID = 'w3m-modal-title';

/** Every view has a title: a view without one does not compile. */
type ViewTitles = Record<`view.${ViewId}` | 'view.ConnectingExternal.declined', string>;

/** Each view's title (the dialog's name), chosen by the view's id. */
const titleMsg = registerMessages<ViewTitles>({
  'view.Connect': 'Connect Wallet',
  'view.Account': 'Account',
  'view.AllWallets': 'All Wallets',
  'view.ConnectingWalletConnectBasic': 'WalletConnect',
  'view.SIWXSignMessage': 'Sign In',
  'view.ApproveTransaction': 'Approve Transaction',
  'view.UnsupportedChain': 'Switch Network',
  'view.RegisterAccountName': 'Choose Name',
  'view.RegisterAccountNameSuccess': 'Name Registered',
  'view.ConnectingExternal': 'Connecting',
  'view.ConnectingExternal.declined': 'Connection declined',
  'view.Networks': 'Choose Network',
  'view.WhatIsAWallet': 'What is a wallet?',
  'view.WhatIsANetwork': 'What is a network?',
  'view.WalletReceive': 'Receive',
  'view.WalletSend': 'Send',
  'view.WalletSendSelectToken': 'Select Token',
  'view.WalletSendPreview': 'Review Send',
  'view.Swap': 'Swap',
  'view.SwapSelectToken': 'Select token',
  'view.SwapPreview': 'Review swap',
  'view.OnRampProviders': 'Buy crypto',
  'view.BuyInProgress': 'Buy in progress',
});
type TitleKey = Parameters<typeof titleMsg>[0];

/** The title of the view; a wallet's connecting view says when the player declined there. */
function titleKey(router: RouterState, declinedConnector: string | undefined): TitleKey {
  const connectorId = (router.params as { connectorId?: string } | undefined)?.connectorId;
  if (router.view === 'ConnectingExternal' && declinedConnector !== undefined && declinedConnector === connectorId) return 'view.ConnectingExternal.declined';
  return `view.${router.view}` as TitleKey;
}

/**
 * The modal's dialog: the native `<dialog>`, header, router with the Connect view, and the parts its rows use;
 * what it does beside rendering (the dialog's life, keys kept inside, the gamepad) is in its controllers.
 * It is its own chunk so a page pays for it only once idle (or at the first open): the page's start-up carries
 * the buttons, the stores and `<w3m-modal>`'s configuration alone.
 */
export function attachModalUi(host: ModalUiHost): ModalUi {
  adoptStyles(host.renderRoot as ShadowRoot, [...host.hostStyles, modalStyles]);
  const router = new StoreController(host, $router);
  const alert = new StoreController(host, $alert);
  const connectError = new StoreController(host, $connectError);
  const parts = {
    dialog: () => host.renderRoot.querySelector('dialog'),
    initialFocus: () => host.renderRoot.querySelector('w3m-header'),
  };
  const dialog = new DialogController(host, parts);
  new KeyContainmentController(host, () => parts.dialog()?.open === true);
  new SpatialKeysController(host, parts);
  new GamepadController(host, parts);
  let titledView: string | undefined;
  let followingCard = false;
  // Once the header shows the new view's Back, unless the new view took the focus for itself meanwhile.
  const refocus = async (): Promise<void> => {
    const header = parts.initialFocus();
    await header?.updateComplete;
    if (parts.dialog()?.open && (host.renderRoot as ShadowRoot).activeElement === null) header?.focus();
  };

  const renderAlert = () => {
    if (!host.configError && !alert.value) return nothing;
    loadElement('w3m-alert');
    return html`<w3m-alert part="alert" class="alert" .configError=${host.configError}></w3m-alert>`;
  };

  return {
    render() {
      const { open, shake } = dialog.state;
      return html`
        <dialog part="dialog" aria-labelledby=${TITLE_ID} lang=${host.lang} dir=${host.dir}>
          <div part="card" class=${shake ? 'card shake' : 'card'}>
            <div class="content">
              <w3m-header><h2 id=${TITLE_ID} slot="title">${titleMsg(titleKey(router.value, connectError.value?.kind === 'declined' ? connectError.value.connectorId : undefined)) ?? ''}</h2></w3m-header>
              ${renderAlert()}
              <w3m-router @w3m-view-focus-lost=${refocus}></w3m-router>
            </div>
          </div>
          <slot name="secure-frame"></slot>
          ${open ? host.toaster : nothing}
        </dialog>
        ${open ? nothing : host.toaster}
      `;
    },
    updated() {
      const [dialogElement, card, content] = ['dialog', '.card', '.content'].map(selector => host.renderRoot.querySelector<HTMLElement>(selector));
      if (!followingCard && card && content && typeof ResizeObserver === 'function') {
        followCardHeight(dialogElement as HTMLDialogElement, card, content);
        followingCard = true;
      }
      const view = router.value.view;
      if (titledView !== undefined && titledView !== view) {
        animateUnlessReduced(host.renderRoot.querySelector(`#${TITLE_ID}`), [{ opacity: 0 }, { opacity: 1 }], MOTION.headerText);
      }
      titledView = view;
    },
  };
}
