import type { ViewId } from '../types.js';
import { getAccount } from '../stores/account.js';
import { $chain } from '../stores/chain.js';
import { $connectors } from '../stores/connectors.js';
import { showModal } from '../stores/modal.js';
import { $platform } from '../stores/platform.js';

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
