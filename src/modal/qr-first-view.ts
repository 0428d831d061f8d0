import { firstViewIsQr, getWalletConnectConnector, pairBeforeOpen, pairWhenQrShown } from '../core/walletconnect/index.js';
import { loadLazy, prefetchView } from '../core/lazy.js';
import type { LazyModules } from '../core/lazy.js';
import { $connectors } from '../core/index.js';
import type { ResolvedOptions, ViewId } from '../core/index.js';
import { scheduleIdle } from '../controllers/modal-ui-controller.js';

/** What to fetch while the page is idle when the QR will be the first view (the policy is src/features.ts's). */
export interface QrFirstViewPrefetch {
  views: readonly ViewId[];
  modules: readonly (keyof LazyModules)[];
}

/** The page's connect buttons: a press on one announces an open (the click follows when it is released). */
const CONNECT_BUTTONS = new Set(['w3m-button', 'appkit-button', 'appkit-connect-button']);

function pressesConnectButton(event: Event): boolean {
  if (event instanceof KeyboardEvent && (event.repeat || (event.key !== 'Enter' && event.key !== ' '))) return false;
  return event.composedPath().some(node => node instanceof HTMLElement && CONNECT_BUTTONS.has(node.localName) && !(node as { disabled?: boolean }).disabled);
}

/**
 * The WalletConnect QR as the modal's first view (WalletConnect on, no browser wallet, desktop):
 * - while the page is idle, fetches the view and the WalletConnect SDK (the page's own static files) and starts
 *   the SDK (storage, keys; no socket while it holds no pairing);
 * - starts the pairing at the earliest sign of an open: pointerdown or Enter/Space on a connect button, a few
 *   dozen milliseconds before its click (not with an adapter owning EVM), or the QR view being opened by `open()` or a
 *   pick in the list.
 * Nothing reaches the relay before one of these. Returns the stop function.
 */
export function startQrFirstView(prefetch: QrFirstViewPrefetch, options: ResolvedOptions): () => void {
  // Rendered on a server: no page, no player, nothing to prepare.
  if (typeof document === 'undefined') return () => undefined;
  // With an adapter owning EVM (wagmi), a pairing is wagmi's "connecting" state, which disables the connect
  // button: started on its press, it would swallow the click. There it starts on open().
  const pairOnPress = !options.adapters.some(adapter => adapter.namespace === 'eip155');
  let stopped = false;
  let fetched = false;
  const fetchWhenQrFirst = (): void => {
    if (stopped || fetched || !firstViewIsQr()) return;
    fetched = true;
    stopWatching();
    // A failure here is not the player's: the pairing loads it again, and reports what goes wrong.
    prefetch.modules.forEach(name => loadLazy(name).catch(() => undefined));
    // Starting the SDK (storage, keys) opens no socket while it has no topics: the press then only has to
    // reach the relay. The modal's own connector can; an adapter's starts on open.
    (getWalletConnectConnector() as { warmUp?: () => void } | undefined)?.warmUp?.();
    // The views' loaders come with the dialog's chunk (the router's table), fetched at idle too.
    void loadLazy('modalUi').then(
      () => prefetch.views.forEach(prefetchView),
      () => undefined,
    );
    // The view's QR code element comes with it: its encoder is compiled on a sample while the page is idle.
    void customElements.whenDefined('wui-qr-code').then(element => scheduleIdle(() => (element as { warmUp?: () => void }).warmUp?.()));
  };
  // Wallets announce themselves and connectors register while the page starts: decide once idle, and again
  // whenever the wallet list changes after that, until the QR's chunks are fetched.
  let stopWatching = (): void => undefined;
  scheduleIdle(() => {
    if (stopped) return;
    stopWatching = $connectors.listen(fetchWhenQrFirst);
    fetchWhenQrFirst();
  });
  const onPress = (event: Event): void => {
    if (pairOnPress && pressesConnectButton(event)) pairBeforeOpen();
  };
  const listening = { capture: true, passive: true };
  document.addEventListener('pointerdown', onPress, listening);
  document.addEventListener('keydown', onPress, listening);
  const stopShown = pairWhenQrShown();
  return () => {
    stopped = true;
    stopWatching();
    document.removeEventListener('pointerdown', onPress, listening);
    document.removeEventListener('keydown', onPress, listening);
    stopShown();
  };
}
