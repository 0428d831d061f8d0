/**
 * The WalletConnect seam's relay half (sdk-seam.ts is the other, and re-exports this file): the Core's relayer,
 * its socket and its end. Everything the modal touches of `provider.client.core.relayer` and of the Core's life is
 * here, each with why; test/wc/sdk-seam.test.ts pins each by name.
 */
import type { UniversalProvider } from '@walletconnect/universal-provider';

/** The SDK's provider, as the modal holds it. */
export type WcProvider = InstanceType<typeof UniversalProvider>;

/**
 * The key under which the SDK caches one Core per storage prefix on `globalThis` and hands it to every later
 * client with that prefix (with a `_count` beside it). The modal drops it when it stops a provider for good, so the
 * next provider gets a fresh Core instead of the closed one.
 */
export const sharedCoreKey = (storagePrefix: string): string => `_walletConnectCore_${storagePrefix}`;

// ---------------------------------------------------------------------------------------------------------------
// The relay: what the SDK knows of its socket and does not tell (it only logs), passed on as events.


/** Emitted on the relayer when one of its attempts to open the socket failed (refused, offline, bad host). */
export const RELAY_ATTEMPT_FAILED = 'w3m_relay_attempt_failed';
/** Emitted on the relayer when the number of things waiting on the relay changes (with the new count). */
export const RELAY_WAITING = 'w3m_relay_waiting';

interface SocketConnection {
  on?(event: 'register_error' | 'open' | 'close', listener: (error: Error) => void): void;
}

interface RelayerInternals {
  createProvider(): Promise<void>;
  request(request: unknown): Promise<unknown>;
  toEstablishConnection?(): Promise<void>;
  connect(): Promise<void>;
  transportOpen(): Promise<void>;
  provider?: { connection?: SocketConnection };
  events: { emit(event: string, detail?: unknown): void; removeAllListeners(): void };
}

const relayerOf = (provider: WcProvider): RelayerInternals => provider.client.core.relayer as unknown as RelayerInternals;

/** What waits on each provider's relay: the socket being opened, and the requests sent. */
const waitingOn = new WeakMap<object, number>();

/** How many things wait on the provider's relay now (its socket's opening, requests): it owes an answer. */
export function awaitingRelay(provider: WcProvider): number {
  return waitingOn.get(provider.client.core.relayer) ?? 0;
}

/** Relayers that opened a socket since {@link watchRelaySocket}: any socket they are opening now is counted. */
const openingsCounted = new WeakSet<object>();

/**
 * Whether a socket the provider's relayer is opening now would be counted by {@link awaitingRelay}: true once it
 * opened one under the watch. Until then a socket may be on its way uncounted (begun before the watch). After, a
 * relayer that is neither connected nor counted is between the SDK's attempts (it waits 1 to 4 s after a failed
 * one): nothing is owed by the relay then.
 */
export function relayOpeningsCounted(provider: WcProvider): boolean {
  return openingsCounted.has(provider.client.core.relayer);
}

/** The relayer's own events the modal follows: its socket opened (`relayer_connect`) or dropped. */
const RELAYER_CONNECT = 'relayer_connect';
const RELAYER_DISCONNECT = 'relayer_disconnect';

/** What a pairing attempt hears of the relay (see {@link onRelay}). */
export interface RelayListeners {
  /** One attempt to open the socket failed ({@link RELAY_ATTEMPT_FAILED}). */
  attemptFailed?: () => void;
  /** How many things wait on the relay changed ({@link RELAY_WAITING}). */
  waiting?: (count: number) => void;
  /** The socket opened. */
  connected?: () => void;
  /** The socket dropped (the SDK reconnects on its own). */
  disconnected?: () => void;
}

/**
 * Listens to the provider's relayer (the Core's emitter: its `on`/`off`, with the events above and the two the
 * patches of {@link watchRelaySocket} add). Returns the function that stops listening.
 */
export function onRelay(provider: WcProvider, listeners: RelayListeners): () => void {
  const relayer = provider.client.core.relayer;
  const pairs: [string, (detail: never) => void][] = [];
  if (listeners.attemptFailed) pairs.push([RELAY_ATTEMPT_FAILED, listeners.attemptFailed]);
  if (listeners.waiting) pairs.push([RELAY_WAITING, listeners.waiting]);
  if (listeners.connected) pairs.push([RELAYER_CONNECT, listeners.connected]);
  if (listeners.disconnected) pairs.push([RELAYER_DISCONNECT, listeners.disconnected]);
  for (const [event, listener] of pairs) relayer.on(event, listener);
  return () => {
    for (const [event, listener] of pairs) relayer.off(event, listener);
  };
}

/** Whether the provider's relay socket is open now (the relayer's `connected`). */
export function relayConnected(provider: WcProvider): boolean {
  return provider.client.core.relayer.connected;
}

/**
 * Patches the private `relayer.createProvider` and the public `relayer.request` (replaced on the instance) so that
 * the relayer emits (the SDK emits nothing public for either: its `relayer_error` is only for a fatal socket error):
 * - {@link RELAY_ATTEMPT_FAILED} for each failed attempt to open the socket: `createProvider` makes each new
 *   socket, and the socket's `register_error` is the one place the failure shows (the SDK retries for about 10 s and
 *   only logs), so the player hears of a relay that is not there as soon as the browser knows;
 * - {@link RELAY_WAITING} with how many things wait on it (the socket being opened, the requests sent through
 *   `request`): a relay that accepts the connection and then says nothing is told apart from a slow one by timing
 *   only its silence while it owes an answer, never the page's own work.
 */
export function watchRelaySocket(provider: WcProvider): void {
  const relayer = relayerOf(provider);
  const count = (step: number): void => {
    const waiting = (waitingOn.get(relayer) ?? 0) + step;
    waitingOn.set(relayer, waiting);
    relayer.events.emit(RELAY_WAITING, waiting);
  };
  const create = relayer.createProvider.bind(relayer);
  // The socket being opened, until it opens or fails, or the SDK gives up on it and makes the next one.
  let abandonOpening = (): void => undefined;
  relayer.createProvider = async () => {
    abandonOpening();
    await create();
    const connection = relayer.provider?.connection;
    if (!connection?.on) return;
    openingsCounted.add(relayer);
    let opening = true;
    const opened = (): void => {
      if (opening) count(-1);
      opening = false;
    };
    abandonOpening = opened;
    count(1);
    connection.on('register_error', error => {
      opened();
      relayer.events.emit(RELAY_ATTEMPT_FAILED, error);
    });
    connection.on('open', opened);
    connection.on('close', opened);
  };
  const request = relayer.request.bind(relayer);
  relayer.request = async payload => {
    count(1);
    try {
      return await request(payload);
    } finally {
      count(-1);
    }
  };
}

/**
 * Calls the private `relayer.toEstablishConnection()`: it opens the socket now. The pairing would open it only
 * after making its keys and storing them (a few storage writes, slow on a busy machine); started at the player's
 * intent, the handshake runs beside that work and the pairing joins it. The SDK has no public "connect now".
 */
export function openRelaySocket(provider: WcProvider): void {
  relayerOf(provider).toEstablishConnection?.().catch(() => undefined);
}

/**
 * Stops a provider's Core for good. The SDK has no `destroy()`:
 * - `provider.client.events` (sign-client's emitter, not typed as one) loses its listeners;
 * - the relayer's `connect`, `transportOpen` and private `toEstablishConnection` become no-ops: the SDK reopens
 *   the socket for any late publish, and a second socket with the same client key confuses the relay;
 * - the socket closes (`transportClose`) and the relayer's emitter loses its listeners;
 * - the Core cached on `globalThis` ({@link sharedCoreKey}) is dropped, so the next provider gets a fresh one.
 */
export async function stopForGood(provider: WcProvider, storagePrefix: string): Promise<void> {
  const { core } = provider.client;
  provider.events.removeAllListeners();
  (provider.client.events as unknown as { removeAllListeners(): void }).removeAllListeners();
  core.heartbeat.stop();
  const relayer = relayerOf(provider) as RelayerInternals & Record<'toEstablishConnection', () => Promise<void>>;
  const idle = async (): Promise<void> => undefined;
  relayer.connect = relayer.transportOpen = relayer.toEstablishConnection = idle;
  await core.relayer.transportClose().catch(() => undefined);
  relayer.events.removeAllListeners();
  const scope = globalThis as Record<string, unknown>;
  const key = sharedCoreKey(storagePrefix);
  if (scope[key] === core) {
    delete scope[key];
    delete scope[`${key}_count`];
  }
}
