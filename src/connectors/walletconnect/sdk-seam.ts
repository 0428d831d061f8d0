/**
 * The one seam between the modal and the WalletConnect SDK's insides (@walletconnect/universal-provider and the
 * Core under it): every SDK object the modal patches, every private member it calls, and every internal
 * convention it relies on lives here, each with why. Everywhere else the modal uses the SDK's public API (its
 * options, its events). test/wc/sdk-seam.test.ts pins the SDK behaviour behind each entry, one test per
 * behaviour, named after it, so an SDK upgrade that changes one fails by name.
 */
import type { UniversalProvider } from '@walletconnect/universal-provider';
import { clock } from '../../core/clock.js';

export type WcProvider = InstanceType<typeof UniversalProvider>;

/** The SDK's own localStorage key for the phone wallet it brings forward on each request (read by sign-client). */
export const SDK_DEEPLINK_KEY = 'WALLETCONNECT_DEEPLINK_CHOICE';

/**
 * The key under which the SDK caches one Core per storage prefix on `globalThis` and hands it to every later
 * client with that prefix (with a `_count` beside it). The modal drops it when it stops a provider for good, so the
 * next provider gets a fresh Core instead of the closed one.
 */
export const sharedCoreKey = (storagePrefix: string): string => `_walletConnectCore_${storagePrefix}`;

// ---------------------------------------------------------------------------------------------------------------
// Verify: the attestation of the app's origin that lets a wallet warn its player about a phishing copy.

/**
 * How long a connect or a request waits for the attestation before it goes on without one. The SDK itself waits
 * 5 s for the attestation frame, and blocks the proposal (so the QR code) and every request meanwhile; a frame that
 * cannot load (offline, a blocked host, a page's CSP) then cost every player 5 s per step. A working service
 * answers in a few hundred milliseconds; past this bound the wallet gets no attestation and says "unverified".
 */
export const VERIFY_ATTESTATION_BOUND_MS = 1_500;

/** What the seam touches of the SDK's Verify client (`core.verify`). */
interface VerifyClient {
  register(params: { id: string; decryptedId: string }): Promise<string | undefined>;
  /** Private: the service's base, `https://verify.walletconnect.org/v3`; the frame is `${verifyUrlV3}/attestation`. */
  verifyUrlV3?: string;
}

const verifyApplied = new WeakSet<object>();

/**
 * Applies the app's Verify choice to the provider's Core.
 * - Off (`enabled: false`): `register` is replaced by one that attests nothing, so no frame is loaded and the
 *   wallet sees the app as unverified. The SDK has no option for this (it skips Verify only in its own test runs).
 * - On (the default, as in AppKit): `register` is wrapped so that it resolves with no attestation after
 *   {@link VERIFY_ATTESTATION_BOUND_MS} on the modal's clock; a late attestation is dropped (the SDK removes its
 *   frame when its own 5 s run out).
 * - `url`: the private `verifyUrlV3` is pointed at another Verify service (a self-hosted one, the tests' stand-in);
 *   the SDK has no option for it.
 */
export function applyVerify(provider: WcProvider, { enabled, url }: { enabled: boolean; url: string | undefined }): void {
  const verify = provider.client.core.verify as unknown as VerifyClient;
  if (verifyApplied.has(verify)) return;
  verifyApplied.add(verify);
  if (!enabled) {
    verify.register = async () => '';
    return;
  }
  if (url) verify.verifyUrlV3 = `${url.replace(/\/+$/, '')}/v3`;
  const register = verify.register.bind(verify);
  verify.register = params =>
    new Promise(resolve => {
      const bound = clock.setTimeout(() => resolve(''), VERIFY_ATTESTATION_BOUND_MS);
      register(params)
        .then(attestation => resolve(attestation ?? ''), () => resolve(''))
        .finally(() => clock.clearTimeout(bound));
    });
}

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

// ---------------------------------------------------------------------------------------------------------------
// Requests.

const routed = new WeakSet<object>();

/**
 * Wraps `provider.request` (replaced on the instance) so that a request naming no chain goes to `chainOf(method)`.
 * Without a chain the SDK sends it to the session's first namespace, which in a session holding Solana and EVM is
 * the wallet's choice; the SDK has no option for a default chain per method. The provider is the one apps, wagmi
 * and ethers hold, so wrapping it covers each of them.
 */
export function defaultRequestChain(provider: WcProvider, chainOf: (method: string) => string | undefined): void {
  if (routed.has(provider)) return;
  routed.add(provider);
  const request = provider.request.bind(provider);
  provider.request = ((args, chain, expiry) => request(args, chain ?? chainOf(args.method), expiry)) as WcProvider['request'];
}
