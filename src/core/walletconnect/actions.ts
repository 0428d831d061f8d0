import type { WalletConnector } from '../connection/connectors.js';
import type { MobileWallet } from '../wallets/wallet-links.js';
import { $connectors, getConnector } from '../connection/connectors.js';
import { $connectStep } from '../connection/store.js';
import { $modal } from '../modal/store.js';
import { $walletConnect } from './store.js';
import { isMobileWallet, pairingExpiry } from '../wallets/wallet-links.js';
import { STORAGE_KEYS, readStored, removeStored, writeStored } from '../storage.js';
import { connectWith } from '../connection/connect.js';
import type { Writable } from '../types.js';

/** A URI this close to its expiry is replaced rather than shown: nobody can scan it in time. */
const EXPIRY_MARGIN_MS = 10_000;

/** The registered WalletConnect connector (found by type, so core needs no connector ids). */
export function getWalletConnectConnector(): WalletConnector | undefined {
  const info = $connectors.get().find(c => c.type === 'WALLET_CONNECT');
  return info ? getConnector(info.id) : undefined;
}

/**
 * Starts a WalletConnect pairing through the one connect flow (`connectWith`, src/core/connection/) and keeps the
 * pairing view's state: the connector reports the URI through {@link showWalletConnectUri}; on failure
 * `$walletConnect` holds the error kind. An expired URI is replaced by a fresh one while the modal is open.
 * Resolves true once connected (the modal's listener closes it).
 */
export async function connectWalletConnect(): Promise<boolean> {
  const connector = getWalletConnectConnector();
  if (!connector) throw new Error('WalletConnectConnector not found');
  const { wallet } = $walletConnect.get();
  const withWallet = wallet ? { wallet } : {};
  ($walletConnect as Writable<typeof $walletConnect>).set({ status: 'loading', ...withWallet });
  const outcome = await connectWith(connector.info.id);
  if (outcome === 'connected') ($walletConnect as Writable<typeof $walletConnect>).set({ status: 'idle', ...withWallet });
  if (outcome === 'expired') {
    if ($modal.get().open) return connectWalletConnect();
    ($walletConnect as Writable<typeof $walletConnect>).set({ status: 'idle', ...withWallet });
  }
  const step = $connectStep.get();
  if (outcome === 'failed' && step.step === 'failed') {
    const kind = step.error.kind === 'declined' ? 'declined' : step.failure === 'relay' ? 'relay' : 'failed';
    ($walletConnect as Writable<typeof $walletConnect>).set({ status: 'error', error: { kind, message: step.error.message }, ...withWallet });
  }
  return outcome === 'connected';
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
  ($walletConnect as Writable<typeof $walletConnect>).set({ status: 'ready', uri, ...(expiresAt ? { expiresAt } : {}), ...(state.wallet ? { wallet: state.wallet } : {}) });
}

/** Remembers the phone wallet the user opened, so later requests can bring the same app forward. */
export function chooseMobileWallet(wallet: MobileWallet): void {
  ($walletConnect as Writable<typeof $walletConnect>).setKey('wallet', wallet);
  writeStored(STORAGE_KEYS.wcMobileWallet, wallet);
}

export function rememberedMobileWallet(): MobileWallet | undefined {
  return readStored(STORAGE_KEYS.wcMobileWallet, isMobileWallet);
}

export function forgetMobileWallet(): void {
  removeStored(STORAGE_KEYS.wcMobileWallet);
  const { wallet: _dropped, ...rest } = $walletConnect.get();
  ($walletConnect as Writable<typeof $walletConnect>).set(rest);
}
