/**
 * A pairing attempt's watch: the relay's health while it is open (refused, silent or dropped relays are reported
 * to it), and which URIs are its own.
 */
import { WalletConnectError, showWalletConnectUri } from '../../core/walletconnect/index.js';
import { pairingExpiry } from '../../core/wallets/index.js';
import { clock } from '../../core/clock.js';
import type { WcProvider } from './sdk-seam.js';
import { awaitingRelay, onPairingCreated, onRelay, relayConnected, relayOpeningsCounted } from './sdk-seam.js';

/** A relay that dropped may come back at once (the SDK reconnects); after this long it is reported. */
export const RELAY_GRACE_MS = 2_500;
/**
 * How long the relay may keep a pairing waiting without a word before it is reported, with "Try again" (the SDK
 * itself waits 15 s for a socket and 15 s more for an answer, without telling). Only the relay's silence is
 * timed: the clock runs while something waits on the relay (the socket's opening, a request) and starts again
 * each time one of them is settled (the socket opens, a reply comes), so neither the page's own work
 * (keys, storage, a busy main thread before the request) nor a relay that is slow but talking ends a pairing.
 * 2 s of silence is far beyond a working relay's round trip, and leaves the message within 3 s of the click. A
 * relay that refuses the socket, or a browser that is offline, is reported at once instead (RELAY_ATTEMPT_FAILED).
 */
export const RELAY_SILENCE_MS = 2_000;

/**
 * Reports a relay that refuses the socket (at once) or that stays away for {@link RELAY_GRACE_MS} while a pairing
 * is open.
 */
function watchRelay(provider: WcProvider, cancel: (error: Error) => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = onRelay(provider, {
    attemptFailed: () => {
      if (!relayConnected(provider)) cancel(new WalletConnectError('relay', 'The relay could not be reached'));
    },
    disconnected: () => {
      clearTimeout(timer);
      timer = setTimeout(() => cancel(new WalletConnectError('relay', 'The connection to the relay was lost')), RELAY_GRACE_MS);
    },
    connected: () => clearTimeout(timer),
  });
  return () => {
    clearTimeout(timer);
    stop();
  };
}

/**
 * Reports a relay that accepts the connection and then says nothing for {@link RELAY_SILENCE_MS} while
 * the pairing waits on it (its handshake never completes, or the proposal is never acknowledged). For the time
 * before the relay took the proposal: the connector stops it then (the QR code may be shown before). The deadline runs on the modal's clock
 * (src/core/clock.ts), so a test holds it instead of racing it.
 */
function watchSilence(provider: WcProvider, cancel: (error: Error) => void): () => void {
  let timer: unknown;
  // A socket the SDK began to open before the count began is owed all the same. Once every opening is counted, a
  // relayer neither connected nor counted is waiting between the SDK's attempts: the relay owes nothing yet (a
  // player who presses Try again during that wait is not told of a silence that is the SDK's).
  let waiting = awaitingRelay(provider) || (relayConnected(provider) || relayOpeningsCounted(provider) ? 0 : 1);
  const silent = (): void => {
    // An answer that arrived while the page was busy may be queued behind this timer: let it run first.
    timer = clock.setTimeout(() => cancel(new WalletConnectError('relay', 'The relay did not answer')), 0);
  };
  const restart = (): void => {
    clock.clearTimeout(timer);
    timer = waiting > 0 ? clock.setTimeout(silent, RELAY_SILENCE_MS) : undefined;
  };
  // The clock starts when the relay begins to owe something, and again each time it settles one (it is there).
  const onWaiting = (count: number): void => {
    const moved = waiting === 0 || count < waiting;
    waiting = count;
    if (moved) restart();
  };
  const stop = onRelay(provider, { waiting: onWaiting, connected: () => onWaiting(awaitingRelay(provider)) });
  restart();
  return () => {
    clock.clearTimeout(timer);
    stop();
  };
}

export interface PairingWatch {
  /**
   * The SDK announced `uri` (its `display_uri`): the relay took that proposal. True for this attempt's own pairing,
   * whose URI is then shown if it was not yet, and whose relay's silence is no longer this attempt's concern (a drop
   * still is). An attempt abandoned while its relay was silent can still have its proposal published once the relay
   * answers, and its URI announced then; but the attempt that follows unsubscribes the SDK from that pairing, so a
   * wallet scanning it would never be heard: it is not shown.
   */
  published(uri: string): boolean;
  /** Ends the watch: timers and listeners go, and nothing of the pairing is shown any more. */
  stop(): void;
}

/**
 * Watches one pairing attempt on `provider` (see {@link PairingWatch}); `cancel` ends the attempt with an error.
 * The attempt's URI is shown (QR code, copy link, deep link) as soon as its pairing exists: the attestation and the
 * proposal's publish go on behind it (sdk-seam.ts, onPairingCreated), and the relay keeps the proposal for a wallet
 * that scanned first. Once the URI expires, the attempt ends.
 */
export function watchPairing(provider: WcProvider, cancel: (error: Error) => void): PairingWatch {
  const stopRelayWatch = watchRelay(provider, cancel);
  const stopSilenceWatch = watchSilence(provider, cancel);
  const own = new Set<string>();
  let shown: string | undefined;
  let expiry: ReturnType<typeof setTimeout> | undefined;
  // Once stopped (the attempt ended), nothing of the pairing is shown: a late URI is nobody's.
  let stopped = false;
  const show = (uri: string): void => {
    if (stopped || uri === shown) return;
    shown = uri;
    showWalletConnectUri(uri);
    const expiresAt = pairingExpiry(uri);
    clearTimeout(expiry);
    if (expiresAt !== undefined) expiry = setTimeout(() => cancel(new WalletConnectError('expired', 'The pairing URI expired')), Math.max(0, expiresAt - Date.now()));
  };
  const stopPairings = onPairingCreated(provider, ({ topic, uri }) => {
    own.add(topic);
    show(uri);
  });
  return {
    published: uri => {
      // wc:<topic>@2?…
      if (stopped || !own.has(uri.slice('wc:'.length).split('@')[0] ?? '')) return false;
      stopSilenceWatch();
      show(uri);
      return true;
    },
    stop: () => {
      stopped = true;
      clearTimeout(expiry);
      stopRelayWatch();
      stopSilenceWatch();
      stopPairings();
    },
  };
}
