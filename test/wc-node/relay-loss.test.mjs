// What the official SDKs do when the relay goes away, so the connector can surface a clear error.
import { contacted, nonLoopbackHosts } from './net-audit.mjs';
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { after, describe, it } from 'node:test';
import { verifyMessage } from 'viem';
import { startRelay } from '../fixtures/wc/relay.mjs';
import { startWcWallet } from '../fixtures/wc/wallet.mjs';
import { startDapp } from './dapp.mjs';
import { nextEvent, within } from './harness.mjs';
import { scaled } from '../fixtures/time-scale.mjs';

// No transaction is sent here; the wallet needs an RPC URL all the same.
const UNUSED_RPC = 'http://127.0.0.1:9';
/** @type {Array<() => Promise<void>>} */
const stops = [];

after(async () => {
  for (const stop of stops.reverse()) await stop().catch(() => {});
  assert.ok(contacted.has('127.0.0.1'));
  assert.deepEqual(nonLoopbackHosts(), [], 'the SDKs contacted hosts other than loopback');
});

/**
 * Listens on `port` (a relay that was killed) and closes every connection at once: the port stays as dead to a
 * WebSocket client as before, but each reconnect attempt is counted.
 * @param {number} port
 */
async function refuseConnections(port) {
  let attempts = 0;
  /** @type {{ n: number, done: () => void }[]} */
  let waiting = [];
  const server = createServer((socket) => {
    attempts += 1;
    socket.destroy();
    waiting = waiting.filter((w) => (attempts >= w.n ? (w.done(), false) : true));
  });
  await new Promise((ok, fail) => { server.once('error', fail); server.listen(port, '127.0.0.1', () => ok(undefined)); });
  return {
    attempts: () => attempts,
    /** Resolves once `n` attempts have been refused. @param {number} n @returns {Promise<void>} */
    count: (n) => (attempts >= n ? Promise.resolve() : new Promise((done) => { waiting.push({ n, done: () => done(undefined) }); })),
    close: () => new Promise((done) => server.close(() => done(undefined))),
  };
}

/** @param {import('../fixtures/wc/relay.mjs').RelayHandle} relay */
async function peers(relay) {
  const wallet = await startWcWallet({ relayUrl: relay.url, rpcUrl: UNUSED_RPC });
  const dapp = await startDapp({ relayUrl: relay.url, rpcUrl: UNUSED_RPC });
  stops.push(() => wallet.stop(), () => dapp.stop());
  return { wallet, dapp };
}

describe('relay loss', () => {
  it('relay killed while the URI is shown: the dapp learns at once, connect() does not settle by itself', { timeout: scaled(60_000) }, async (t) => {
    const relay = await startRelay();
    stops.push(() => relay.stop());
    const { dapp } = await peers(relay);
    const { uri, session } = dapp.connect();
    await within(5_000, uri, 'display_uri');

    const lost = nextEvent(dapp.core.relayer.events, 'relayer_disconnect', 2_000);
    const killedAt = performance.now();
    await relay.kill();
    await lost;
    t.diagnostic(`relayer_disconnect ${Math.round(performance.now() - killedAt)} ms after the relay died`);

    // The SDK keeps the proposal open until it expires (5 min) and retries the socket in the background. A
    // stand-in on the dead relay's port refuses each attempt and counts it: once a second attempt arrives, the
    // SDK has dealt with a failed reconnect, and connect() is still open.
    const refused = await refuseConnections(relay.port);
    stops.push(() => refused.close());
    await within(10_000, refused.count(2), 'two reconnect attempts');
    let outcome = 'pending';
    session.then(() => { outcome = 'resolved'; }, (/** @type {any} */ e) => { outcome = `rejected: ${e?.message ?? e}`; });
    await new Promise((r) => setImmediate(r));
    t.diagnostic(`connect() after ${refused.attempts()} refused reconnect attempts: ${outcome}`);
    assert.equal(outcome, 'pending');

    // How a connector can end the wait: expiring the pending proposal rejects connect() and clears its timer.
    const client = dapp.provider.client;
    for (const proposal of client.proposal.getAll()) client.events.emit('proposal_expire', { id: proposal.id });
    await assert.rejects(within(1_000, session), (/** @type {any} */ e) => e.message === 'Proposal expired');
    // Stop now: the SDK's reconnect loop sleeps up to 4 s between attempts, overlap that with the next test.
    dapp.stop();
  });

  it('sockets dropped but the relay still up: both SDKs reconnect and requests work again', { timeout: scaled(60_000) }, async (t) => {
    const relay = await startRelay();
    stops.push(() => relay.stop());
    const { wallet, dapp } = await peers(relay);
    const { uri, session } = dapp.connect();
    await wallet.pair(await within(5_000, uri, 'display_uri'));
    await within(5_000, session, 'connect()');

    const back = Promise.all([nextEvent(dapp.core.relayer.events, 'relayer_connect', 5_000),
      nextEvent(wallet.client.core.relayer.events, 'relayer_connect', 5_000)]);
    const droppedAt = performance.now();
    relay.drop();
    await back;
    t.diagnostic(`both peers reconnected ${Math.round(performance.now() - droppedAt)} ms after the drop`);

    const signature = /** @type {`0x${string}`} */ (await within(5_000,
      dapp.provider.request({ method: 'personal_sign', params: ['0x6869', wallet.address()] }), 'personal_sign'));
    assert.equal(await verifyMessage({ address: wallet.address(), message: { raw: '0x6869' }, signature }), true);
    assert.ok((relay.stats().methods.irn_batchSubscribe ?? 0) >= 1, 'topics restored with irn_batchSubscribe');
  });
});
