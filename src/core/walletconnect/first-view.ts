import { $modal } from '../modal/store.js';
import { $router } from '../modal/router.js';
import { initialView } from '../modal/actions.js';
import { prepareWalletConnect } from './actions.js';

const QR_VIEW = 'ConnectingWalletConnectBasic';

/** True when opening the modal now would show the WalletConnect QR (no browser wallet, desktop, WalletConnect on). */
export function firstViewIsQr(): boolean {
  return initialView() === QR_VIEW;
}

/**
 * For a sign that the player is about to open the modal (a press on the connect button): starts the pairing
 * when the modal, closed, would open on the QR, so the URI is on its way before the click lands.
 */
export function pairBeforeOpen(): void {
  if (!$modal.get().open && firstViewIsQr()) prepareWalletConnect();
}

/**
 * Starts the pairing as soon as the QR view is opened (`open()`, a pick in the list), before its element has
 * even loaded: the view finds the pairing under way. Once per showing: a failed attempt waits for "Try again"
 * while the modal's state moves on. Returns the stop function.
 */
export function pairWhenQrShown(): () => void {
  let shown = false;
  const onChange = (): void => {
    const now = $modal.get().open && $router.get().view === QR_VIEW;
    if (now && !shown) prepareWalletConnect();
    shown = now;
  };
  const stops = [$modal.listen(onChange), $router.listen(onChange)];
  return () => stops.forEach(stop => stop());
}
