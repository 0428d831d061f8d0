// The WalletConnect SDK's behaviours the modal relies on beyond its public API, one test each, named after the
// behaviour: every entry of src/connectors/walletconnect/sdk-seam.ts and the SDK's words the connector reads. An SDK
// upgrade that changes one fails here by name. Real parts: the SDK in the page, the local relay, the Verify stand-in.
import { expect } from '@open-wc/testing';
import { RELAYER_EVENTS, VERIFY_SERVER_V3 } from '@walletconnect/core';
import { PROPOSAL_EXPIRY_MESSAGE, WALLETCONNECT_DEEPLINK_CHOICE } from '@walletconnect/sign-client';
import { UniversalProvider } from '@walletconnect/universal-provider';
import { createProvider } from '../../src/connectors/walletconnect/provider.js';
import type { ProviderSettings, WcProvider } from '../../src/connectors/walletconnect/provider.js';
import {
  SDK_DEEPLINK_KEY,
  forgetSession,
  onPairingCreated,
  onRelay,
  openRelaySocket,
  relayConnected,
  sharedCoreKey,
  stopForGood,
  warmPairingCrypto,
} from '../../src/connectors/walletconnect/sdk-seam.js';
import type { NewPairing } from '../../src/connectors/walletconnect/sdk-seam.js';
import { translate } from '../../src/connectors/walletconnect/errors.js';
import { WalletConnectError } from '../../src/core/walletconnect/index.js';
import { createRelay, createWallet, getWc } from '../fixtures/wc/control.js';
import type { TestRelay } from '../fixtures/wc/control.js';
import { waitUntil } from '../helpers/wait.js';

/** Each test's providers get a storage prefix (and so a Core) of their own, stopped at the end. */
let prefixes = 0;
const started: { provider: WcProvider; prefix: string }[] = [];

/**
 * A bare UniversalProvider, as the SDK makes it (none of the modal's patches), its Verify client aimed at the local
 * stand-in unless `publicVerify` (a test that only reads the default): nothing leaves loopback.
 */
async function bareProvider(relayUrl: string, { publicVerify = false } = {}): Promise<{ provider: WcProvider; prefix: string }> {
  const prefix = `w3m-seam-${++prefixes}-${Math.random().toString(36).slice(2, 8)}`;
  const provider = await UniversalProvider.init({ relayUrl, customStoragePrefix: prefix, telemetryEnabled: false, logger: 'silent',
    metadata: { name: 'seam', description: 'seam', url: location.origin, icons: [] } });
  started.push({ provider, prefix });
  if (!publicVerify) Object.assign(provider.client.core.verify, { verifyUrlV3: `${(await getWc()).verifyUrl}/v3` });
  return { provider, prefix };
}

/** The modal's provider (every patch applied) on `relayUrl`. */
async function modalProvider(settings: Partial<ProviderSettings> & { relayUrl: string }): Promise<WcProvider> {
  const { verifyUrl } = await getWc();
  const provider = await createProvider({ projectId: 'seam-project', metadata: undefined, debug: false, verify: true, verifyUrl, ...settings });
  started.push({ provider, prefix: 'w3m' });
  return provider;
}

/** A proposal for one EVM chain, as the connector makes it. */
const PROPOSAL = { optionalNamespaces: { eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: [] } } };

describe('WalletConnect SDK behaviours the modal relies on (sdk-seam.ts)', function () {
  let relay: TestRelay;

  before(async () => {
    relay = await createRelay();
  });
  afterEach(async () => {
    for (const { provider, prefix } of started.splice(0)) await stopForGood(provider, prefix);
  });
  after(async () => {
    await relay.dispose();
  });

  it('Verify: core.verify.verifyUrlV3 is the public service, https://verify.walletconnect.org/v3, until the modal points it elsewhere', async () => {
    const { provider } = await bareProvider(relay.relayUrl, { publicVerify: true });
    expect(VERIFY_SERVER_V3).to.equal('https://verify.walletconnect.org/v3');
    expect((provider.client.core.verify as unknown as { verifyUrlV3: string }).verifyUrlV3).to.equal(VERIFY_SERVER_V3);
    const pointed = await modalProvider({ relayUrl: relay.relayUrl, verifyUrl: 'http://127.0.0.1:9/' });
    expect((pointed.client.core.verify as unknown as { verifyUrlV3: string }).verifyUrlV3).to.equal('http://127.0.0.1:9/v3');
  });

  it('Verify: core.verify.register() loads `${verifyUrlV3}/attestation?…&id=` in a frame and resolves with the attestation the frame posts', async () => {
    const provider = await modalProvider({ relayUrl: relay.relayUrl });
    const id = 'a'.repeat(64);
    const attestation = await provider.client.core.verify.register({ id, decryptedId: 'b'.repeat(64) });
    const payload = JSON.parse(atob(String(attestation).split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { id: string; origin: string };
    expect(payload).to.include({ id, origin: location.origin });
  });

  it('Verify: the SDK awaits core.verify.register() before it publishes a proposal (no URI until the attestation settles)', async () => {
    const { provider } = await bareProvider(relay.relayUrl);
    let settle!: (attestation: string) => void;
    const asked: string[] = [];
    provider.client.core.verify.register = ({ id }) => {
      asked.push(id);
      return new Promise(resolve => (settle = resolve));
    };
    const uris: string[] = [];
    provider.on('display_uri', (uri: string) => uris.push(uri));
    const connecting = provider.connect(PROPOSAL);
    connecting.catch(() => undefined);
    await waitUntil(() => asked.length === 1, 'the proposal asked for no attestation');
    // The settled signal: the relay has not been asked to publish a proposal (the SDK is waiting on us).
    expect((await relay.stats()).methods?.['wc_proposeSession'] ?? 0).to.equal(0);
    expect(uris).to.deep.equal([]);
    settle('');
    await waitUntil(() => uris.length === 1, 'no URI once the attestation settled');
  });

  it('Relay: relayer.createProvider makes each socket, and a refused socket emits register_error on its connection', async () => {
    const provider = await modalProvider({ relayUrl: 'ws://127.0.0.1:9' });
    const failures: unknown[] = [];
    onRelay(provider, { attemptFailed: () => failures.push('failed') });
    openRelaySocket(provider);
    await waitUntil(() => failures.length > 0, 'a refused socket was not reported');
  });

  it('Relay: relayer.toEstablishConnection() opens the socket before any topic exists; relayer_connect, relayer_disconnect and relayer.connected say so', async () => {
    const provider = await modalProvider({ relayUrl: relay.relayUrl });
    expect(RELAYER_EVENTS.connect).to.equal('relayer_connect');
    expect(RELAYER_EVENTS.disconnect).to.equal('relayer_disconnect');
    const before = (await relay.stats()).connections ?? 0;
    const heard: string[] = [];
    onRelay(provider, { connected: () => heard.push('connected'), disconnected: () => heard.push('disconnected') });
    expect(relayConnected(provider)).to.equal(false);
    openRelaySocket(provider);
    await waitUntil(() => heard.includes('connected'), 'no relayer_connect');
    expect(relayConnected(provider)).to.equal(true);
    expect((await relay.stats()).connections).to.equal(before + 1);
    await relay.drop();
    await waitUntil(() => heard.includes('disconnected'), 'no relayer_disconnect');
  });

  it('Relay: every request to the relay goes through relayer.request (counted while the relay owes the answer)', async () => {
    const provider = await modalProvider({ relayUrl: relay.relayUrl });
    const counts: number[] = [];
    onRelay(provider, { waiting: count => counts.push(count) });
    await provider.client.core.relayer.subscribe('c'.repeat(64));
    expect(counts.length).to.be.greaterThan(0);
    expect(Math.max(...counts)).to.be.greaterThan(0);
    expect(counts.at(-1)).to.equal(0);
  });

  it('Pairing: connect() makes the pairing with core.pairing.create(), whose { topic, uri } is the URI display_uri later gives, before the attestation is asked for', async () => {
    const { provider } = await bareProvider(relay.relayUrl);
    const order: string[] = [];
    const created: NewPairing[] = [];
    onPairingCreated(provider, pairing => {
      created.push(pairing);
      order.push('pairing');
    });
    let settle!: (attestation: string) => void;
    provider.client.core.verify.register = () => {
      order.push('attestation asked');
      return new Promise(resolve => (settle = resolve));
    };
    const shown = new Promise<string>(resolve => provider.once('display_uri', resolve));
    provider.connect(PROPOSAL).catch(() => undefined);
    await waitUntil(() => order.includes('attestation asked'), 'the proposal asked for no attestation');
    expect(order).to.deep.equal(['pairing', 'attestation asked']);
    // The relay's socket is open by then: an unreachable relay gives no URI.
    expect(relayConnected(provider)).to.equal(true);
    expect(created[0]!.uri).to.match(new RegExp(`^wc:${created[0]!.topic}@2\\?`));
    settle('');
    expect(await shown).to.equal(created[0]!.uri);
  });

  it('Pairing: a wallet that pairs the URI before the proposal is published receives the proposal once it is', async () => {
    const { provider } = await bareProvider(relay.relayUrl);
    const wallet = await createWallet({ relay });
    try {
      let settle!: (attestation: string) => void;
      provider.client.core.verify.register = () => new Promise(resolve => (settle = resolve));
      const created = new Promise<NewPairing>(resolve => onPairingCreated(provider, resolve));
      const proposals = async (): Promise<number> => (await relay.stats()).methods?.['wc_proposeSession'] ?? 0;
      const before = await proposals();
      const session = provider.connect(PROPOSAL);
      await wallet.pair((await created).uri);
      await waitUntil(() => settle !== undefined, 'the proposal asked for no attestation');
      expect(await proposals(), 'published before the attestation settled').to.equal(before);
      settle('');
      expect((await session)?.namespaces['eip155']?.accounts).to.have.length.greaterThan(0);
    } finally {
      await wallet.dispose();
    }
  });

  it('Keys: core.crypto signs, makes and deletes key pairs and symmetric keys, and encodes; the warm-up leaves no key behind', async () => {
    const { provider } = await bareProvider(relay.relayUrl);
    const { crypto } = provider.client.core;
    for (const name of ['signJWT', 'generateKeyPair', 'setSymKey', 'encode', 'deleteSymKey', 'deleteKeyPair'] as const) expect(crypto[name], name).to.be.a('function');
    const keys = (): string[] => [...crypto.keychain.keychain.keys()].filter(key => key !== 'client_ed25519_seed');
    const before = keys();
    await warmPairingCrypto(provider, relay.relayUrl);
    expect(keys()).to.deep.equal(before);
  });

  it("Sessions: client.session.delete(topic, reason) forgets a session for good, and the provider's session can be cleared", async () => {
    const { provider, prefix } = await bareProvider(relay.relayUrl);
    const wallet = await createWallet({ relay });
    try {
      const uri = new Promise<string>(resolve => provider.once('display_uri', resolve));
      const connecting = provider.connect(PROPOSAL);
      await wallet.pair(await uri);
      const { topic } = (await connecting)!;
      await forgetSession(provider, topic);
      expect(provider.session).to.equal(undefined);
      expect(provider.client.session.getAll().map(s => s.topic)).not.to.include(topic);
      // A client started afresh on the same storage restores nothing.
      await stopForGood(provider, prefix);
      const next = await UniversalProvider.init({ relayUrl: relay.relayUrl, customStoragePrefix: prefix, telemetryEnabled: false, logger: 'silent' });
      started.push({ provider: next, prefix });
      expect(next.session).to.equal(undefined);
    } finally {
      await wallet.dispose();
    }
  });

  it('Core cache: the SDK keeps its Core on globalThis._walletConnectCore_<prefix> for the next client; stopForGood drops it', async () => {
    const first = await bareProvider(relay.relayUrl);
    const scope = globalThis as Record<string, unknown>;
    expect(scope[sharedCoreKey(first.prefix)]).to.equal(first.provider.client.core);
    // The SDK warns when it hands out its cached Core a second time: the warning is part of the behaviour.
    const warnings: unknown[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args[0]);
    let second: WcProvider;
    try {
      second = await UniversalProvider.init({ relayUrl: relay.relayUrl, customStoragePrefix: first.prefix, telemetryEnabled: false, logger: 'silent' });
    } finally {
      console.warn = warn;
    }
    expect(second.client.core, 'a second client with the prefix gets the cached Core').to.equal(first.provider.client.core);
    expect(warnings.join('\n')).to.contain('WalletConnect Core is already initialized');
    await stopForGood(first.provider, first.prefix);
    expect(scope[sharedCoreKey(first.prefix)]).to.equal(undefined);
    const third = await bareProvider(relay.relayUrl);
    expect(third.provider.client.core).not.to.equal(first.provider.client.core);
  });

  it('Stop for good: relayer.connect, transportOpen and transportClose exist; once stopped, nothing reopens the socket', async () => {
    const provider = await modalProvider({ relayUrl: relay.relayUrl });
    const relayer = provider.client.core.relayer as unknown as Record<'connect' | 'transportOpen' | 'transportClose', unknown>;
    for (const name of ['connect', 'transportOpen', 'transportClose'] as const) expect(relayer[name], name).to.be.a('function');
    openRelaySocket(provider);
    await waitUntil(() => provider.client.core.relayer.connected, 'the socket did not open');
    await stopForGood(provider, 'w3m');
    const connections = (await relay.stats()).connections;
    await provider.client.core.relayer.transportOpen();
    openRelaySocket(provider);
    expect(provider.client.core.relayer.connected).to.equal(false);
    expect((await relay.stats()).connections).to.equal(connections);
  });

  it("Deep link: sign-client reads the phone wallet to bring forward from localStorage's WALLETCONNECT_DEEPLINK_CHOICE", () => {
    expect(WALLETCONNECT_DEEPLINK_CHOICE).to.equal(SDK_DEEPLINK_KEY);
  });

  it("Errors: a proposal the SDK gives up on fails connect() with 'Proposal expired' (code 0), which the modal calls expired", async () => {
    expect(PROPOSAL_EXPIRY_MESSAGE).to.equal('Proposal expired');
    const { provider } = await bareProvider(relay.relayUrl);
    const uri = new Promise<string>(resolve => provider.once('display_uri', resolve));
    const connecting = provider.connect(PROPOSAL);
    await uri;
    for (const proposal of provider.client.proposal.getAll()) provider.client.events.emit('proposal_expire', { id: proposal.id });
    const error = await connecting.then(() => undefined, (e: unknown) => e);
    expect(error).to.deep.include({ message: PROPOSAL_EXPIRY_MESSAGE, code: 0 });
    const translated = translate(error);
    expect(translated).to.be.instanceOf(WalletConnectError);
    expect((translated as WalletConnectError).kind).to.equal('expired');
  });
});
