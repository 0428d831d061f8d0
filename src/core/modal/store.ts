import { $account } from '../connection/account.js';
import { onSessionEnd, sessionAtom, sessionMap } from '../session.js';
import type { ChainNamespace, ViewId, ViewParams, ReadOnlyMap, ReadOnlyAtom, Writable } from '../types.js';
import { resetRouter } from './router.js';
import { emitEvent } from '../events/store.js';
import { clock } from '../clock.js';

export interface ModalState {
  open: boolean;
  loading: boolean;
  /** True for {@link SHAKE_MS} when a close was refused, so the modal can shake. */
  shake: boolean;
}

export const SHAKE_MS = 500;

export const $modal: ReadOnlyMap<ModalState> = sessionMap<ModalState>({ open: false, loading: false, shake: false });

/**
 * The namespace `open({ view: 'Connect', namespace })` asked for: the Connect view and All Wallets list only its
 * wallets (a wallet that speaks both shows as its connector of that namespace), as AppKit's. `undefined`: all.
 */
export const $connectNamespace: ReadOnlyAtom<ChainNamespace | undefined> = sessionAtom<ChainNamespace | undefined>(undefined);

let shakeTimer: unknown;

/** Opens the modal on `view`; the caller (openModal action) decides the view from the opening rules. */
export function showModal(view: ViewId, params?: ViewParams[ViewId]): void {
  resetRouter(view as 'Swap', params as ViewParams['Swap']);
  if (!$modal.get().open) {
    ($modal as Writable<typeof $modal>).setKey('open', true);
    emitEvent('MODAL_OPEN', { connected: $account.get().status === 'connected' });
  }
}

/** Closes the modal unconditionally: the mechanism under the close policy (`closeModal`, `requestCloseModal`). */
export function hideModal(): void {
  if (!$modal.get().open) return;
  ($modal as Writable<typeof $modal>).setKey('open', false);
  emitEvent('MODAL_CLOSE', { connected: $account.get().status === 'connected' });
}

export function shakeModal(): void {
  clock.clearTimeout(shakeTimer);
  ($modal as Writable<typeof $modal>).setKey('shake', true);
  shakeTimer = clock.setTimeout(() => ($modal as Writable<typeof $modal>).setKey('shake', false), SHAKE_MS);
}

export function setModalLoading(loading: boolean): void {
  ($modal as Writable<typeof $modal>).setKey('loading', loading);
}

onSessionEnd(() => clock.clearTimeout(shakeTimer));
