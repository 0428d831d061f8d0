import { onSessionEnd, sessionMap } from '../session.js';
import { clock } from '../clock.js';
import type { ReadOnlyMap, Writable } from '../types.js';

export type ToastVariant = 'success' | 'loading' | 'error';

export interface ToastState {
  open: boolean;
  message: string;
  variant: ToastVariant;
  /** Increments with every toast so a view can tell two equal messages apart. */
  id: number;
}

/** Gap between closing one toast and showing the next (spec section 4). */
export const TOAST_RESHOW_DELAY_MS = 150;
/** How long success and error toasts stay; a loading toast stays until replaced. */
export const TOAST_DURATION_MS = 2500;

export const $toast: ReadOnlyMap<ToastState> = sessionMap<ToastState>({ open: false, message: '', variant: 'success', id: 0 });

let showTimer: unknown;
let hideTimer: unknown;

function clearTimers(): void {
  clock.clearTimeout(showTimer);
  clock.clearTimeout(hideTimer);
  showTimer = hideTimer = undefined;
}

function present(variant: ToastVariant, message: string): void {
  ($toast as Writable<typeof $toast>).set({ open: true, message, variant, id: $toast.get().id + 1 });
  if (variant !== 'loading') hideTimer = clock.setTimeout(hideToast, TOAST_DURATION_MS);
}

/** Shows one toast at a time: an open toast closes first and the new one follows 150 ms later. */
export function showToast(variant: ToastVariant, message: string): void {
  clearTimers();
  if ($toast.get().open) {
    ($toast as Writable<typeof $toast>).setKey('open', false);
    showTimer = clock.setTimeout(() => present(variant, message), TOAST_RESHOW_DELAY_MS);
  } else {
    present(variant, message);
  }
}

export function hideToast(): void {
  clearTimers();
  if ($toast.get().open) ($toast as Writable<typeof $toast>).setKey('open', false);
}

onSessionEnd(clearTimers);
