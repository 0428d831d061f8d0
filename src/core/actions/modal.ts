import type { ViewId } from '../types.js';
import { getAccount } from '../stores/account.js';
import { $chain } from '../stores/chain.js';
import { $connectors } from '../stores/connectors.js';
import { $modal, hideModal, shakeModal, showModal } from '../stores/modal.js';
import { $platform } from '../stores/platform.js';
import { $router } from '../stores/router.js';
import { isChainUnsupported } from './network.js';

/** Views reachable with `open({ view })`; others need context a caller cannot give. */
export const OPENABLE_VIEWS: readonly ViewId[] = ['Connect', 'Account'];

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

/** Opens the modal, on `view` when given, else on the view the opening rules pick. */
export function openModal(options: { view?: ViewId } = {}): void {
  if (options.view !== undefined && !OPENABLE_VIEWS.includes(options.view)) {
    throw new Error(`open(): unknown or non-openable view "${String(options.view)}"`);
  }
  showModal(options.view ?? initialView());
}

/** A user gesture in the modal that asks it to close. */
export type UserCloseSource = 'escape' | 'backdrop' | 'close-button';

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
