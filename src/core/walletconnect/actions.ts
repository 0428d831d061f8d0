import type { WalletConnector } from '../connection/connectors.js';
import type { MobileWallet } from '../wallets/wallet-links.js';
import { $connectors, getConnector } from '../connection/connectors.js';
import { $activeConnectorId, $connectError } from '../connection/store.js';
import { begin, isCurrent, servesCurrent } from '../intent.js';
import { emitEvent } from '../events/store.js';
import { $modal } from '../modal/store.js';
import { closeModal } from '../modal/actions.js';
import { $platform } from '../modal/platform.js';
import { $walletConnect, WalletConnectError } from './store.js';
import { classifyWalletError } from '../wallet-errors.js';
import { isMobileWallet, pairingExpiry } from '../wallets/wallet-links.js';
import { STORAGE_KEYS, readStored, removeStored, writeStored } from '../storage.js';
import { applyConnection } from '../connection/actions.js';

/** A URI this close to its expiry is replaced rather than shown: nobody can scan it in time. */
const EXPIRY_MARGIN_MS = 10_000;

/** The registered WalletConnect connector (found by type, so core needs no connector ids). */
export function getWalletConnectConnector(): WalletConnector | undefined {
  const info = $connectors.get().find(c => c.type === 'WALLET_CONNECT');
  return info ? getConnector(info.id) : undefined;
}

/**
 * Starts a WalletConnect pairing and waits for the wallet. The connector reports the pairing URI through
 * {@link showWalletConnectUri}. Resolves true once connected (the modal closes); on failure
 * `$walletConnect` holds the error kind. An expired URI is replaced by a fresh one while the modal is open.
 * The attempt is a connection intent (src/core/intent.ts): a newer one (another call, another wallet, a
 * disconnect) makes its outcome stale.
 */
export async function connectWalletConnect(): Promise<boolean> {
  const connector = getWalletConnectConnector();
  if (!connector) throw new Error('WalletConnectConnector not found');
  const { name, id } = connector.info;
  const intent = begin('connection', id);
  const method = $platform.get().mobile ? 'mobile' : 'qrcode';
  const { wallet } = $walletConnect.get();
  $walletConnect.set({ status: 'loading', ...(wallet ? { wallet } : {}) });
  $connectError.set(undefined);
  emitEvent('SELECT_WALLET', { name, platform: method });
  try {
    const result = await connector.connect();
    // A session approved for a stale attempt (another wallet picked, a disconnect) is deleted on both sides.
    if (!isCurrent(intent)) {
      if ($activeConnectorId.get() !== id && !servesCurrent(intent)) connector.disconnect().catch(() => undefined);
      return false;
    }
    applyConnection(connector, result);
    $walletConnect.set({ status: 'idle', ...(wallet ? { wallet } : {}) });
    emitEvent('CONNECT_SUCCESS', { method, name });
    closeModal();
    return true;
  } catch (error) {
    if (!isCurrent(intent)) return false;
    const failure = error instanceof WalletConnectError ? error.kind : undefined;
    if (failure === 'expired') {
      if ($modal.get().open) return connectWalletConnect();
      $walletConnect.set({ status: 'idle', ...(wallet ? { wallet } : {}) });
      return false;
    }
    const info = classifyWalletError(error);
    const kind = info.kind === 'declined' ? 'declined' : failure === 'relay' ? 'relay' : 'failed';
    $walletConnect.set({ status: 'error', error: { kind, message: info.message }, ...(wallet ? { wallet } : {}) });
    $connectError.set({ ...info, connectorId: id });
    emitEvent('CONNECT_ERROR', { message: info.message, code: info.code });
    return false;
  }
}

/**
 * For the WalletConnect view when it appears: keeps a pairing that is still being prepared or shown, and
 * starts one otherwise (first visit, the last URI is about to expire, or the last attempt failed).
 */
export function prepareWalletConnect(): void {
  const { status, expiresAt } = $walletConnect.get();
  if (status === 'loading' || !getWalletConnectConnector()) return;
  if (status === 'ready' && (expiresAt === undefined || expiresAt - Date.now() > EXPIRY_MARGIN_MS)) return;
  connectWalletConnect().catch(error => console.error('w3m-modal: WalletConnect failed to start', error));
}

/** Called by the connector when a pairing URI is ready to be scanned or opened. */
export function showWalletConnectUri(uri: string): void {
  const state = $walletConnect.get();
  const expiresAt = pairingExpiry(uri);
  $walletConnect.set({ status: 'ready', uri, ...(expiresAt ? { expiresAt } : {}), ...(state.wallet ? { wallet: state.wallet } : {}) });
}

/** Remembers the phone wallet the user opened, so later requests can bring the same app forward. */
export function chooseMobileWallet(wallet: MobileWallet): void {
  $walletConnect.setKey('wallet', wallet);
  writeStored(STORAGE_KEYS.wcMobileWallet, wallet);
}

export function rememberedMobileWallet(): MobileWallet | undefined {
  return readStored(STORAGE_KEYS.wcMobileWallet, isMobileWallet);
}

export function forgetMobileWallet(): void {
  removeStored(STORAGE_KEYS.wcMobileWallet);
  const { wallet: _dropped, ...rest } = $walletConnect.get();
  $walletConnect.set(rest);
}
