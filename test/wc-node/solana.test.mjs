// The solana namespace over the local relay with the official SDKs on both sides: the dapp
// (@walletconnect/universal-provider) proposes solana next to eip155, the wallet (@walletconnect/sign-client with a
// real ed25519 key, test/fixtures/wc/solana-wallet.mjs) approves it, and the dapp verifies what the wallet signs.
import { contacted, nonLoopbackHosts } from './net-audit.mjs';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Core } from '@walletconnect/core';
import { UniversalProvider } from '@walletconnect/universal-provider';
import { ed25519 } from '@noble/curves/ed25519.js';
import { base58 } from '@scure/base';
import { startRelay } from '../fixtures/wc/relay.mjs';
import { createMemoryStorage } from '../fixtures/wc/memory-storage.mjs';
import { startSolanaWcWallet } from '../fixtures/wc/solana-wallet.mjs';
import { stopCore } from '../fixtures/wc/stop-core.mjs';
import { within } from './harness.mjs';
import { scaled } from '../fixtures/time-scale.mjs';
import { modalProposal } from './modal-proposal.mjs';

const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
const T = { timeout: scaled(60_000) };
/** @type {Awaited<ReturnType<typeof startRelay>>} */
let relay;
/** @type {Array<() => Promise<void>>} */
const stops = [];

before(async () => { relay = await startRelay(); });
after(async () => {
  for (const stop of stops.reverse()) await stop().catch(() => {});
  await relay?.stop();
  assert.ok(contacted.has('127.0.0.1'), 'the network audit saw no traffic at all');
  assert.deepEqual(nonLoopbackHosts(), [], 'the SDKs contacted hosts other than loopback');
});

let dapps = 0;
async function startSolanaDapp() {
  const prefix = `w3m-test-solana-dapp-${process.pid}-${++dapps}`;
  const core = new Core({ projectId: 'w3m-local-test', relayUrl: relay.url, customStoragePrefix: prefix, storage: createMemoryStorage(),
    telemetryEnabled: false, logger: 'silent' });
  core.verify.register = async () => '';
  core.verify.resolve = /** @type {any} */ (async () => undefined);
  const provider = await UniversalProvider.init({ core, projectId: 'w3m-local-test', relayUrl: relay.url, logger: 'silent',
    telemetryEnabled: false, customStoragePrefix: prefix,
    metadata: { name: 'w3m node dapp', description: 'solana test dapp', url: 'http://127.0.0.1', icons: [] } });
  stops.push(() => stopCore(core, prefix));
  return provider;
}

/** What the modal proposes for [mainnet, solana, solanaDevnet]: the library's own proposal (./modal-proposal.ts). */
const PROPOSAL = await modalProposal();

async function connect() {
  const wallet = await startSolanaWcWallet({ relayUrl: relay.url });
  stops.push(() => wallet.stop());
  const dapp = await startSolanaDapp();
  const uri = new Promise((resolve) => dapp.once('display_uri', resolve));
  const session = dapp.connect({ optionalNamespaces: PROPOSAL });
  await wallet.pair(/** @type {string} */ (await within(5_000, uri, 'display_uri')));
  return { wallet, dapp, session: await within(10_000, session, 'connect()') };
}

describe('WalletConnect solana namespace (official SDKs, ed25519 key)', () => {
  it('the wallet approves the solana namespace with its base58 key on every proposed cluster', T, async () => {
    assert.deepEqual(PROPOSAL.solana?.chains, [SOLANA_MAINNET, SOLANA_DEVNET], 'the modal proposes both configured clusters');
    const { wallet, session } = await connect();
    assert.ok(session);
    assert.equal(session.namespaces.eip155, undefined, 'a Solana-only wallet approves no EVM chain');
    assert.deepEqual(session.namespaces.solana?.accounts, [`${SOLANA_MAINNET}:${wallet.address}`, `${SOLANA_DEVNET}:${wallet.address}`]);
    assert.ok(session.namespaces.solana?.methods.includes('solana_signMessage'));
    assert.equal(base58.decode(wallet.address).length, 32, 'a Solana address is a 32-byte public key');
  });

  it('solana_signMessage: the wallet signs with ed25519 and the dapp verifies the signature', T, async () => {
    const { wallet, dapp } = await connect();
    const message = new TextEncoder().encode('Sign in to w3m-modal with Solana');
    const answer = /** @type {{ signature: string }} */ (await within(5_000, dapp.request({ method: 'solana_signMessage',
      params: { message: base58.encode(message), pubkey: wallet.address } }, SOLANA_MAINNET), 'solana_signMessage'));
    const signature = base58.decode(answer.signature);
    assert.equal(signature.length, 64);
    assert.equal(ed25519.verify(signature, message, base58.decode(wallet.address)), true);
    // Not a signature over anything else, nor by another key.
    assert.equal(ed25519.verify(signature, new TextEncoder().encode('something else'), base58.decode(wallet.address)), false);
    assert.equal(ed25519.verify(signature, message, ed25519.getPublicKey(ed25519.utils.randomSecretKey())), false);
    assert.deepEqual(wallet.requests().map((r) => [r.method, r.chainId]), [['solana_signMessage', SOLANA_MAINNET]]);
  });

  it('a request for another key is refused by the wallet with a clear error', T, async () => {
    const { dapp } = await connect();
    const other = base58.encode(ed25519.getPublicKey(ed25519.utils.randomSecretKey()));
    await assert.rejects(
      within(5_000, dapp.request({ method: 'solana_signMessage', params: { message: base58.encode(new Uint8Array([1])), pubkey: other } }, SOLANA_MAINNET), 'refusal'),
      (error) => /** @type {{ code?: number }} */ (error).code === -32602,
    );
  });
});
