import { $modal } from '../stores/modal.js';
import { $router } from '../stores/router.js';
import { $openIntent } from '../open-intent.js';
import { initialView } from '../actions/modal.js';
import { prepareWalletConnect } from './actions.js';

const QR_VIEW = 'ConnectingWalletConnectBasic';

/** True when opening the modal now would show the WalletConnect QR (no browser wallet, desktop, WalletConnect on). */
export function firstViewIsQr(): boolean {
  return initialView() === QR_VIEW;
}

/**
 * Starts the pairing at the earliest sign of an open: the connect button's pointerdown or key (when the modal
 * would open on the QR), or the QR view being opened (`open()`, a pick in the list) before its element has
 * even loaded. The view finds the pairing under way. Nothing reaches the relay before one of these.
 * Returns the stop function.
 */
export function pairOnOpenIntent(): () => void {
  const onIntent = (): void => {
    if (!$modal.get().open && firstViewIsQr()) prepareWalletConnect();
  };
  // Once per showing of the view: a failed attempt waits for "Try again" while the modal's state moves on.
  let shown = false;
  const onShown = (): void => {
    const now = $modal.get().open && $router.get().view === QR_VIEW;
    if (now && !shown) prepareWalletConnect();
    shown = now;
  };
  const stops = [$openIntent.listen(onIntent), $modal.listen(onShown), $router.listen(onShown)];
  return () => stops.forEach(stop => stop());
}
