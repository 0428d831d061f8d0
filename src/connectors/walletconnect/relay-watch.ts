/** The relay's health while a pairing is open: refused, silent or dropped relays are reported to the pairing. */
import { WalletConnectError } from '../../core/walletconnect/index.js';
import type { WcProvider } from './provider.js';
import { RELAY_ATTEMPT_FAILED } from './provider.js';

/** A relay that dropped may come back at once (the SDK reconnects); after this long it is reported. */
export const RELAY_GRACE_MS = 2_500;
/**
 * How long the relay may stay silent once a pairing starts before it is reported, with "Try again" (the SDK
 * would retry for about 10 s without telling). A relay that refuses the socket, or a browser that is offline, is
 * reported at once instead (RELAY_ATTEMPT_FAILED); this is for a relay that never answers. Tests shorten it.
 */
export const RELAY_TIMEOUTS = { connectMs: 5_000 };

/**
 * Reports a relay that refuses the socket (at once), that stays silent for {@link RELAY_TIMEOUTS} after the
 * pairing starts, or that stays away for {@link RELAY_GRACE_MS} while a pairing is open.
 */
export function watchRelay(provider: WcProvider, cancel: (error: Error) => void): () => void {
  const relayer = provider.client.core.relayer;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unreachable = (): void => {
    if (!relayer.connected) cancel(new WalletConnectError('relay', 'The relay could not be reached'));
  };
  if (!relayer.connected) timer = setTimeout(unreachable, RELAY_TIMEOUTS.connectMs);
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
