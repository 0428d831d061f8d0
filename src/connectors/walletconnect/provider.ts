import { UniversalProvider } from '@walletconnect/universal-provider';
import type { Metadata } from '../../core/options/index.js';

export type WcProvider = InstanceType<typeof UniversalProvider>;

export interface ProviderSettings {
  projectId: string | undefined;
  relayUrl: string;
  metadata: Metadata | undefined;
  debug: boolean;
}

/** Own storage prefix: the modal's session keys never mix with another WalletConnect client on the page. */
export const STORAGE_PREFIX = 'w3m';

/** The SDK's own key for the phone wallet to bring forward on each request (read by sign-client). */
export const SDK_DEEPLINK_KEY = 'WALLETCONNECT_DEEPLINK_CHOICE';

/** The SDK caches one Core per storage prefix on globalThis and hands it to every later client. */
const SHARED_CORE_KEY = `_walletConnectCore_${STORAGE_PREFIX}`;

function pageMetadata(): Metadata {
  const url = typeof location === 'undefined' ? 'http://localhost' : location.origin;
  const name = typeof document === 'undefined' || !document.title ? url : document.title;
  return { name, description: name, url, icons: [] };
}

/**
 * Creates a UniversalProvider for the settings. Nothing leaves for a host the app did not configure:
 * telemetry is off, the Verify attestation (an iframe from the WalletConnect servers that makes every
 * connect and request wait ~5 s when it cannot load) is skipped, and RPC reads use the rpcMap given at
 * connect time.
 */
export async function createProvider(settings: ProviderSettings): Promise<WcProvider> {
  const provider = await UniversalProvider.init({
    ...(settings.projectId ? { projectId: settings.projectId } : {}),
    relayUrl: settings.relayUrl,
    metadata: settings.metadata ?? pageMetadata(),
    customStoragePrefix: STORAGE_PREFIX,
    telemetryEnabled: false,
    disableProviderPing: true,
    logger: settings.debug ? 'warn' : 'silent',
  });
  provider.client.core.verify.register = async () => '';
  watchRelaySocket(provider);
  return provider;
}

/** Emitted on the relayer when one of its attempts to open the socket failed (refused, offline, bad host). */
export const RELAY_ATTEMPT_FAILED = 'w3m_relay_attempt_failed';
/** Emitted on the relayer when the number of things waiting on the relay changes (with the new count). */
export const RELAY_WAITING = 'w3m_relay_waiting';

interface SocketConnection {
  on?(event: 'register_error' | 'open' | 'close', listener: (error: Error) => void): void;
}

interface WatchedRelayer {
  createProvider(): Promise<void>;
  request(request: unknown): Promise<unknown>;
  provider?: { connection?: SocketConnection };
  events: { emit(event: string, detail?: unknown): void };
}

/** What waits on each provider's relay: the socket being opened, and the requests sent. */
const waitingOn = new WeakMap<object, number>();

/** How many things wait on the provider's relay now (its socket's opening, requests): it owes an answer. */
export function awaitingRelay(provider: WcProvider): number {
  return waitingOn.get(provider.client.core.relayer) ?? 0;
}

/**
 * What the SDK knows of its relay and does not tell (it only logs), passed on as events on the relayer:
 * - each failed attempt to open the socket ({@link RELAY_ATTEMPT_FAILED}; the SDK retries for about 10 s), so
 *   the player hears of a relay that is not there as soon as the browser knows, however busy the machine is;
 * - how many things wait on it ({@link RELAY_WAITING}: the socket being opened, the requests sent): a relay that
 *   accepts the connection and then says nothing is told apart from a slow one by timing only its silence while
 *   it owes an answer, never the page's own work.
 */
function watchRelaySocket(provider: WcProvider): void {
  const relayer = provider.client.core.relayer as unknown as WatchedRelayer;
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
 * Starts opening the socket now. The pairing would open it only after making its keys and storing them (a few
 * storage writes, slow on a busy machine); started at the player's intent, the handshake runs beside that work and
 * the pairing joins it. A failure is the relay watch's to report (RELAY_ATTEMPT_FAILED).
 */
export function openRelaySocket(provider: WcProvider): void {
  const relayer = provider.client.core.relayer as unknown as { toEstablishConnection?: () => Promise<void> };
  relayer.toEstablishConnection?.().catch(() => undefined);
}

const warmed = new WeakSet<object>();

/**
 * Runs the pairing's cryptography once on nothing, and deletes what it made: an Ed25519 signature (the relay's
 * auth token), an X25519 key pair (the proposal's), a SHA-256 topic and a ChaCha20-Poly1305 envelope (the
 * proposal's). Cold, these compile and build their tables inside the press → QR path, where on a busy 2-core
 * machine they took most of the time between the socket opening and the proposal being sent; warm, they take a
 * few milliseconds. Local only: nothing is sent. Once per provider.
 */
export async function warmCrypto(provider: WcProvider, relayUrl: string): Promise<void> {
  const { crypto } = provider.client.core;
  if (warmed.has(crypto)) return;
  warmed.add(crypto);
  await crypto.signJWT(relayUrl);
  const publicKey = await crypto.generateKeyPair();
  const symKey = Array.from(globalThis.crypto.getRandomValues(new Uint8Array(32)), byte => byte.toString(16).padStart(2, '0')).join('');
  const topic = await crypto.setSymKey(symKey);
  await crypto.encode(topic, { id: 1, jsonrpc: '2.0', method: 'w3m_warmUp', params: {} });
  await Promise.all([crypto.deleteSymKey(topic), crypto.deleteKeyPair(publicKey)]);
}

/**
 * Stops a provider for good: no listeners, no socket, and no reconnect (the SDK would reopen the socket
 * for any late publish, and a second socket with the same client key confuses the relay). Its stored
 * session stays, for the next provider to restore.
 */
export async function disposeProvider(provider: WcProvider): Promise<void> {
  const { core } = provider.client;
  provider.events.removeAllListeners();
  (provider.client.events as unknown as { removeAllListeners(): void }).removeAllListeners();
  core.heartbeat.stop();
  const relayer = core.relayer as unknown as Record<'connect' | 'transportOpen' | 'toEstablishConnection', () => Promise<void>> & {
    events: { removeAllListeners(): void };
  };
  const idle = async (): Promise<void> => undefined;
  relayer.connect = relayer.transportOpen = relayer.toEstablishConnection = idle;
  await core.relayer.transportClose().catch(() => undefined);
  relayer.events.removeAllListeners();
  // The next provider (other settings, or a restore in tests) must get a fresh Core, not this closed one.
  const scope = globalThis as Record<string, unknown>;
  if (scope[SHARED_CORE_KEY] === core) {
    delete scope[SHARED_CORE_KEY];
    delete scope[`${SHARED_CORE_KEY}_count`];
  }
}
