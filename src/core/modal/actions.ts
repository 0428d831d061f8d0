import type { OpenOptions, OpenView, ViewId, Writable } from '../types.js';
import { OPEN_VIEWS } from '../types.js';
import { getAccount } from '../connection/account.js';
import { $chain } from '../network/store.js';
import { $connectors } from '../connection/connectors.js';
import { $connectNamespace, $modal, hideModal, shakeModal, showModal } from './store.js';
import { $platform } from '../platform.js';
import { $router } from './router.js';
import { isChainUnsupported } from '../network/actions.js';

/**
 * The opening rules of spec section 2: connected → Account; with no browser wallet and no address, phone
 * wallets come first (AllWallets on mobile, the WalletConnect QR on desktop) when WalletConnect is on;
 * otherwise Connect.
 */
export function initialView(): ViewId {
  const account = getAccount($chain.get().activeNamespace);
  if (account.status === 'connected' && account.address) return 'Account';
  const hasBrowserWallet = $connectors.get().some(c => c.type === 'ANNOUNCED' || c.type === 'INJECTED');
  const hasWalletConnect = $connectors.get().some(c => c.type === 'WALLET_CONNECT');
  if (!hasBrowserWallet && hasWalletConnect) {
    return $platform.get().mobile ? 'AllWallets' : 'ConnectingWalletConnectBasic';
  }
  return 'Connect';
}

const connected = (): boolean => getAccount($chain.get().activeNamespace).status === 'connected';

/**
 * Where `open({ view })` lands: the view itself when this modal builds it and it makes sense now, else the
 * closest one (`undefined`: the opening rules decide). Account, Send, Swap and Buy (OnRampProviders, which says itself
 * when `features.onramp` is off, as AppKit's open takes it whatever the features) need an account;
 * ApproveTransaction only exists while a request waits; the QR only with WalletConnect on.
 */
function landingView(view: OpenView): ViewId | undefined {
  switch (view) {
    case 'Connect':
    case 'Networks':
    case 'AllWallets':
    case 'WhatIsAWallet':
    case 'WhatIsANetwork':
      return view;
    case 'Account':
    case 'WalletSend':
    case 'Swap':
    case 'OnRampProviders':
      return connected() ? view : undefined;
    case 'ConnectingWalletConnectBasic':
      return $connectors.get().some(c => c.type === 'WALLET_CONNECT') ? view : undefined;
    default:
      return undefined;
  }
}

const noted = new Set<string>();

/**
 * Opens the modal, on `view` when given (any view AppKit 1.7.4's `open` takes), else on the view the opening
 * rules pick. A view this modal does not build opens the closest one, and the development build says so once in
 * the console (a note for the app's developer: the game's page does not carry it); a name AppKit does not know
 * either throws, and leaves the modal as it was.
 */
export function openModal(options: OpenOptions = {}): void {
  const { view } = options;
  if (view !== undefined && !(OPEN_VIEWS as readonly string[]).includes(view)) {
    throw new Error(`open(): unknown view "${String(view)}"; expected one of ${OPEN_VIEWS.join(', ')}`);
  }
  const landing = view === undefined ? initialView() : (landingView(view) ?? initialView());
  // A hint for the app's developer, as loadLazy's: the development build only (the page that never asks pays nothing).
  if (import.meta.env.DEV && view !== undefined && landing !== view && !noted.has(view)) {
    noted.add(view);
    console.info(`w3m-modal: open({ view: '${view}' }) is not available here; showing '${landing}' instead.`);
  }
  ($connectNamespace as Writable<typeof $connectNamespace>).set(options.namespace);
  // Only the view asked for takes its arguments (WalletSend's fields, Swap's tokens and amount): a view that stands in
  // for it takes none; the view checks them as it reads them.
  showModal(landing, landing === view ? options.arguments : undefined);
}

/** A user gesture in the modal that asks it to close (`'gamepad'`: B on the modal's first view). */
export type UserCloseSource = 'escape' | 'backdrop' | 'close-button' | 'gamepad';

/** What asks the modal to close: a user gesture, or code (`closeModal()`, `AppKit.close()`). */
export type ModalCloseSource = UserCloseSource | 'programmatic';

/**
 * The close policy, the one place that decides whether the modal may close now. It refuses (and shakes the
 * modal, so the player sees why nothing happened) on ApproveTransaction, where a request waits for an answer,
 * and, for user gestures only, on UnsupportedChain while the network is still unsupported: the player picks a
 * network or disconnects first. Code that closes the modal after a flow ended knows better, hence the
 * exception for `'programmatic'`. The host page's veto (the `w3m-request-close` event) comes before this.
 *
 * @returns true when the modal is closed afterwards.
 */
export function requestCloseModal(source: ModalCloseSource): boolean {
  if (!$modal.get().open) return true;
  const view = $router.get().view;
  const refused = view === 'ApproveTransaction' || (view === 'UnsupportedChain' && source !== 'programmatic' && isChainUnsupported());
  if (refused) {
    shakeModal();
    return false;
  }
  hideModal();
  return true;
}

/**
 * Closes the modal from code. Whether it may is the close policy's decision ({@link requestCloseModal}, which
 * refuses and shakes on ApproveTransaction); `force` skips the policy for flows that must end the view.
 */
export function closeModal(options: { force?: boolean } = {}): boolean {
  if (!options.force) return requestCloseModal('programmatic');
  hideModal();
  return true;
}
