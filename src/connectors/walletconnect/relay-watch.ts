/**
 * A pairing attempt's watch: the relay's health while it is open (refused, silent or dropped relays are reported
 * to it), and which URIs are its own.
 */
import { WalletConnectError } from '../../core/walletconnect/index.js';
import { clock } from '../../core/clock.js';
import type { WcProvider } from './sdk-seam.js';
import { RELAY_ATTEMPT_FAILED, RELAY_WAITING, awaitingRelay } from './sdk-seam.js';

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
  const relayer = provider.client.core.relayer;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unreachable = (): void => {
    if (!relayer.connected) cancel(new WalletConnectError('relay', 'The relay could not be reached'));
  };
  relayer.on(RELAY_ATTEMPT_FAILED, unreachable);
  const onDown = (): void => {
    clearTimeout(timer);
    timer = setTimeout(() => cancel(new WalletConnectError('relay', 'The connection to the relay was lost')), RELAY_GRACE_MS);
  };
  const onUp = (): void => clearTimeout(timer);
  relayer.on('relayer_disconnect', onDown);
  relayer.on('relayer_connect', onUp);
  return () => {
    clearTimeout(timer);
    relayer.off('relayer_disconnect', onDown);
    relayer.off('relayer_connect', onUp);
    relayer.off(RELAY_ATTEMPT_FAILED, unreachable);
  };
}

/**
 * Reports a relay that accepts the connection and then says nothing for {@link RELAY_SILENCE_MS} while
 * the pairing waits on it (its handshake never completes, or the proposal is never acknowledged). For the time
 * before the URI exists: the connector stops it when the URI arrives. The deadline runs on the modal's clock
 * (src/core/clock.ts), so a test holds it instead of racing it.
 */
function watchSilence(provider: WcProvider, cancel: (error: Error) => void): () => void {
  const relayer = provider.client.core.relayer;
  let timer: unknown;
  // A socket the SDK began to open before this watch (or outside what provider.ts counts) is owed all the same.
  let waiting = awaitingRelay(provider) || (relayer.connected ? 0 : 1);
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
  const onConnect = (): void => onWaiting(awaitingRelay(provider));
  relayer.on(RELAY_WAITING, onWaiting);
  relayer.on('relayer_connect', onConnect);
  restart();
  return () => {
    clock.clearTimeout(timer);
    relayer.off(RELAY_WAITING, onWaiting);
    relayer.off('relayer_connect', onConnect);
  };
}

export interface PairingWatch {
  /**
   * True for a URI of this attempt's own pairing. An attempt abandoned while its relay was silent can still have
   * its proposal published once the relay answers, and its URI announced then; but the attempt that follows
   * unsubscribes the SDK from that pairing, so a wallet scanning it would never be heard: it is not shown.
   */
  owns(uri: string): boolean;
  /** The URI is shown: the relay's silence is no longer this attempt's concern (a drop still is). */
  uriShown(): void;
  stop(): void;
}

/** Watches one pairing attempt on `provider` (see {@link PairingWatch}); `cancel` ends the attempt with an error. */
export function watchPairing(provider: WcProvider, cancel: (error: Error) => void): PairingWatch {
  const stopRelayWatch = watchRelay(provider, cancel);
  const stopSilenceWatch = watchSilence(provider, cancel);
  const pairings = provider.client.core.pairing.events;
  const own = new Set<string>();
  const onCreate = ({ topic }: { topic: string }): void => void own.add(topic);
  pairings.on('pairing_create', onCreate);
  return {
    // wc:<topic>@2?…
    owns: uri => own.has(uri.slice('wc:'.length).split('@')[0] ?? ''),
    uriShown: stopSilenceWatch,
    stop: () => {
      stopRelayWatch();
      stopSilenceWatch();
      pairings.off('pairing_create', onCreate);
    },
  };
}
