/**
 * The one seam between the modal and the WalletConnect SDK's insides (@walletconnect/universal-provider, the
 * sign-client under it and their Core), in two files: this one and sdk-seam-relay.ts (the relayer and the Core's
 * end), which it re-exports. Every SDK object the modal patches, every member of the sign-client or the Core it
 * reads, writes or calls, and every internal convention it relies on lives here, each with why. Everywhere else
 * the modal uses only the provider's own API (`connect`, `request`, `disconnect`, `on`, `session`, `setDefaultChain`,
 * `rpcProviders`, `client.formatAuthMessage`) and its options. test/wc/sdk-seam.test.ts pins the SDK behaviour
 * behind each entry, one test per behaviour, named after it, so an SDK upgrade that changes one fails by name.
 */
import { clock } from '../../core/clock.js';
import type { WcProvider } from './sdk-seam-relay.js';

export * from './sdk-seam-relay.js';

/** The SDK's own localStorage key for the phone wallet it brings forward on each request (read by sign-client). */
export const SDK_DEEPLINK_KEY = 'WALLETCONNECT_DEEPLINK_CHOICE';

// ---------------------------------------------------------------------------------------------------------------
// Verify: the attestation of the app's origin that lets a wallet warn its player about a phishing copy.

/**
 * How long a proposal's publish or a request waits for the attestation before it goes out without one. The SDK
 * itself waits 5 s for the attestation frame, and holds the proposal (and its URI: see {@link onPairingCreated})
 * and every request meanwhile; a frame that cannot load (offline, a blocked host, a page's CSP) then cost every
 * player 5 s per step. A working service answers in a few hundred milliseconds; past this bound the wallet gets no
 * attestation and says "unverified".
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
      afterNextFrame()
        .then(() => register(params))
        .then(attestation => resolve(attestation ?? ''), () => resolve(''))
        .finally(() => clock.clearTimeout(bound));
    });
}

/** A frame is at most this long in a visible page; a page hidden meanwhile gets no frames at all. */
const FRAME_FALLBACK_MS = 100;

/**
 * Resolves once the page has drawn its next frame (or after {@link FRAME_FALLBACK_MS}, outside a browser at once).
 * The SDK's `register` adds the attestation frame to the page, and the frame's navigation (an error page when the
 * service is blocked) costs the busy main thread tens of milliseconds; the QR code, shown in the same moment (see
 * {@link onPairingCreated}), is drawn first. The attestation gains a frame's delay, behind a QR code a player
 * needs seconds to scan.
 */
function afterNextFrame(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function') return Promise.resolve();
  return new Promise(resolve => {
    const fallback = setTimeout(resolve, FRAME_FALLBACK_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The pairing URI: the QR code's content, given out as soon as it exists.

/** A pairing the SDK made for a connect: its topic, and the URI (all the QR code, copy link and deep link hold). */
export interface NewPairing {
  topic: string;
  uri: string;
}

const pairingListeners = new WeakMap<object, Set<(pairing: NewPairing) => void>>();

/**
 * Tells `listener` each pairing the provider's Core makes from now on, with its URI, as soon as it exists.
 *
 * Why: sign-client's `connect()` makes the pairing (`core.pairing.create`: topic, key, relay, expiry, all the URI
 * holds), then asks Verify for the proposal's attestation (`core.verify.register`, a frame from the Verify
 * service, up to {@link VERIFY_ATTESTATION_BOUND_MS}), publishes the proposal, and only then returns the URI, which
 * UniversalProvider emits as `display_uri`. Nothing in the URI depends on the attestation or the publish: a wallet
 * that scans it subscribes to the topic, and the relay hands it the proposal when it is published (or keeps it
 * until the wallet comes). Waiting for `display_uri` made the QR code wait for Verify: a blocked or slow service
 * held it for the whole bound. `core.pairing.create` (the Core's pairing API) is wrapped on the instance, once per
 * Core; its result is told to the listeners that were there when it was called (a pairing started by an earlier,
 * abandoned attempt is not the next attempt's). It resolves once the relay's socket is open, so a relay that
 * cannot be reached gives no URI. Returns the function that stops listening.
 */
export function onPairingCreated(provider: WcProvider, listener: (pairing: NewPairing) => void): () => void {
  const pairing = provider.client.core.pairing;
  let listeners = pairingListeners.get(pairing);
  if (!listeners) {
    const own = new Set<(pairing: NewPairing) => void>();
    listeners = own;
    pairingListeners.set(pairing, own);
    const create = pairing.create.bind(pairing);
    pairing.create = async params => {
      const asking = [...own];
      const created = await create(params);
      for (const tell of asking) if (own.has(tell)) tell(created);
      return created;
    };
  }
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

// ---------------------------------------------------------------------------------------------------------------
// Keys and sessions.

const warmed = new WeakSet<object>();

/**
 * Runs the pairing's cryptography once on nothing (the Core's `crypto`: `signJWT`, `generateKeyPair`,
 * `setSymKey`, `encode`), and deletes what it made: an Ed25519 signature (the relay's auth token), an X25519 key
 * pair (the proposal's), a SHA-256 topic and a ChaCha20-Poly1305 envelope (the proposal's). Cold, these compile and
 * build their tables inside the press → QR path, where on a busy 2-core machine they took most of the time between
 * the socket opening and the proposal being sent; warm, they take a few milliseconds. Local only: nothing is sent.
 * Once per Core. The SDK has no warm-up of its own.
 */
export async function warmPairingCrypto(provider: WcProvider, relayUrl: string): Promise<void> {
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
 * Forgets the session here when the wallet could not be told (a disconnect the relay did not carry): sign-client's
 * session store drops it (`client.session.delete`), so a reload does not restore it, and the provider's `session`
 * is cleared, so nothing sends to it. The SDK's `disconnect()` does both only once the relay took the message.
 */
export async function forgetSession(provider: WcProvider, topic: string): Promise<void> {
  await provider.client.session.delete(topic, { code: 6000, message: 'User disconnected.' }).catch(() => undefined);
  provider.session = undefined;
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
