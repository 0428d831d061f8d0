import { map } from 'nanostores';
import type { ViewId } from '../types.js';
import { $router, resetRouter } from './router.js';
import { emitEvent } from './events.js';

export interface ModalState {
  open: boolean;
  loading: boolean;
  /** True for {@link SHAKE_MS} when a close was refused, so the modal can shake. */
  shake: boolean;
}

export const SHAKE_MS = 500;

export const $modal = map<ModalState>({ open: false, loading: false, shake: false });

let shakeTimer: ReturnType<typeof setTimeout> | undefined;

/** Opens the modal on `view`; the caller (openModal action) decides the view from the opening rules. */
export function showModal(view: ViewId): void {
  resetRouter(view as 'Connect');
  if (!$modal.get().open) {
    $modal.setKey('open', true);
    emitEvent('MODAL_OPEN', { connected: view === 'Account' });
  }
}

/** Closes the modal. On ApproveTransaction it refuses (and shakes) unless `force` is set. */
export function closeModal(options: { force?: boolean } = {}): boolean {
  if (!$modal.get().open) return true;
  if ($router.get().view === 'ApproveTransaction' && !options.force) {
    shakeModal();
    return false;
  }
  $modal.setKey('open', false);
  emitEvent('MODAL_CLOSE', {});
  return true;
}

export function shakeModal(): void {
  clearTimeout(shakeTimer);
  $modal.setKey('shake', true);
  shakeTimer = setTimeout(() => $modal.setKey('shake', false), SHAKE_MS);
}

export function setModalLoading(loading: boolean): void {
  $modal.setKey('loading', loading);
}

export function resetModalStore(): void {
  clearTimeout(shakeTimer);
  $modal.set({ open: false, loading: false, shake: false });
}
