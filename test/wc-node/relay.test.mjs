// The relay's protocol surface with raw WebSocket clients (no SDK): routing, storage, ids, pings.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import WebSocket from 'ws';
import { startRelay } from '../fixtures/wc/relay.mjs';
import { within } from './harness.mjs';
import { scaled } from '../fixtures/time-scale.mjs';

const T = { timeout: scaled(60_000) };
/** @type {import('../fixtures/wc/relay.mjs').RelayHandle} */
let relay;
/** @type {WebSocket[]} */
const sockets = [];

/** Added to the relay's clock: a test moves time past a ttl instead of waiting for it. */
let clockSkew = 0;

before(async () => { relay = await startRelay({ pingIntervalMs: 100, now: () => Date.now() + clockSkew }); });
after(async () => {
  for (const s of sockets) s.terminate();
  await relay.stop();
});

/** A fake unsigned JWT: the relay only reads `iss` to tell clients apart. */
const authFor = (/** @type {string} */ iss) => `e30.${Buffer.from(JSON.stringify({ iss })).toString('base64url')}.sig`;

/**
 * A raw client: `call` sends a request and awaits its answer; `deliveries` collects irn_subscription pushes.
 * The relay answers each socket's requests in order, and a handler pushes what it delivers before it answers:
 * once an answer is in, every delivery (or acknowledgement) that came before it is in too. `settled()` is such a
 * round trip, the positive signal that proves nothing else was delivered.
 */
async function rawClient(/** @type {string} */ name, { ack = true } = {}) {
  const socket = new WebSocket(`${relay.url}/?auth=${authFor(`did:key:${name}`)}&projectId=test`);
  sockets.push(socket);
  /** @type {any[]} */ const deliveries = [];
  /** @type {string[]} */ const raw = [];
  /** @type {Map<string, (m: any) => void>} */ const waiting = new Map();
  /** @type {Set<() => void>} */ const onDelivery = new Set();
  let pings = 0;
  /** @type {Promise<void>} */
  const pinged = new Promise((ok) => socket.once('ping', () => ok()));
  socket.on('ping', () => { pings++; });
  socket.on('message', (data) => {
    const text = data.toString();
    raw.push(text);
    const msg = JSON.parse(text);
    if (msg.method === 'irn_subscription') {
      deliveries.push(msg);
      if (ack) socket.send(JSON.stringify({ id: msg.id, jsonrpc: '2.0', result: true }));
      for (const check of onDelivery) check();
    } else waiting.get(/^\{"id":"?(-?\d+)/.exec(text)?.[1] ?? '')?.(msg); // raw digits: big ids lose precision in JSON.parse
  });
  await within(2_000, new Promise((ok, fail) => { socket.once('open', ok); socket.once('error', fail); }), 'open');
  let n = 0;
  return {
    deliveries,
    raw,
    pings: () => pings,
    /** Resolves at the first ping from the relay. */
    pinged: () => within(2_000, pinged, 'ping'),
    /** @param {string} method @param {unknown} params @param {string} [rawIdText] sent verbatim as the id */
    call(method, params, rawIdText) {
      const id = rawIdText ?? `"${Date.now()}${++n}"`;
      const answer = new Promise((ok) => waiting.set(id.replaceAll('"', ''), ok));
      socket.send(`{"id":${id},"jsonrpc":"2.0","method":${JSON.stringify(method)},"params":${JSON.stringify(params)}}`);
      return within(2_000, answer, method);
    },
    waitForDeliveries(/** @type {number} */ count) {
      /** @type {Promise<any[]>} */
      const arrived = new Promise((ok) => {
        const check = () => { if (deliveries.length >= count) { onDelivery.delete(check); ok(deliveries); } };
        onDelivery.add(check);
        check();
      });
      return within(2_000, arrived, `${count} deliveries`);
    },
    /** A round trip on this socket (a fetch of no topics): what the relay sent or heard before it is in. */
    settled() {
      return this.call('irn_batchFetchMessages', { topics: [] });
    },
  };
}

describe('local WalletConnect relay', () => {
  it('fans a publish out to subscribers but not back to the sender', T, async () => {
    const [a, b, c] = await Promise.all([rawClient('a1'), rawClient('b1'), rawClient('c1')]);
    for (const x of [a, b, c]) assert.equal(typeof (await x.call('irn_subscribe', { topic: 't1' })).result, 'string');
    assert.deepEqual((await a.call('irn_publish', { topic: 't1', message: 'hello', ttl: 300, tag: 1 })).result, true);
    await b.waitForDeliveries(1);
    await c.waitForDeliveries(1);
    assert.equal(b.deliveries[0].params.data.message, 'hello');
    assert.equal(b.deliveries[0].params.data.topic, 't1');
    assert.equal(typeof b.deliveries[0].params.data.publishedAt, 'number');
    assert.equal(a.deliveries.length, 0);
  });

  it('stores messages until their ttl and pushes them on subscribe', T, async () => {
    const [a, b] = await Promise.all([rawClient('a2'), rawClient('b2')]);
    await a.call('irn_publish', { topic: 't2', message: 'kept', ttl: 300 });
    await a.call('irn_publish', { topic: 't2', message: 'short-lived', ttl: 0.05 });
    clockSkew += 100; // the short-lived message is 100 ms past its 50 ms ttl on the relay's clock
    // The subscription's answer comes after the stored messages it pushes: all of them are in by then.
    await b.call('irn_subscribe', { topic: 't2' });
    const [first] = await b.waitForDeliveries(1);
    assert.equal(b.deliveries.length, 1);
    assert.equal(first.params.data.message, 'kept');
  });

  it('delivers with integer ids of at most 16 digits and counts acknowledgements', T, async () => {
    const [a, b] = await Promise.all([rawClient('a3'), rawClient('b3')]);
    await b.call('irn_batchSubscribe', { topics: ['t3a', 't3b'] });
    const acksBefore = relay.stats().acks;
    await a.call('irn_batchPublish', { messages: [{ topic: 't3a', message: 'x', ttl: 300 }, { topic: 't3b', message: 'y', ttl: 300 }] });
    await b.waitForDeliveries(2);
    for (const d of b.deliveries) {
      assert.ok(Number.isSafeInteger(d.id) && String(d.id).length <= 16, `id ${d.id}`);
    }
    // b acknowledged each delivery as it arrived, before this round trip: the relay has counted both.
    await b.settled();
    assert.ok(relay.stats().acks >= acksBefore + 2, `acks: ${relay.stats().acks - acksBefore}`);
  });

  it('stops delivery after irn_unsubscribe', T, async () => {
    const [a, b] = await Promise.all([rawClient('a4'), rawClient('b4')]);
    await b.call('irn_subscribe', { topic: 't4' });
    await b.call('irn_unsubscribe', { topic: 't4', id: 'whatever' });
    await a.call('irn_publish', { topic: 't4', message: 'nobody listens', ttl: 300 });
    // A delivery to b would have been sent before a's publish was answered, so before b's round trip is.
    await b.settled();
    assert.equal(b.deliveries.length, 0);
  });

  it('routes wc_proposeSession and wc_approveSession and subscribes their callers', T, async () => {
    const [dapp, wallet] = await Promise.all([rawClient('dapp5'), rawClient('wallet5')]);
    await dapp.call('wc_proposeSession', { pairingTopic: 'p5', sessionProposal: 'proposal', ttl: 300, correlationId: 1 });
    await wallet.call('irn_subscribe', { topic: 'p5' });
    assert.equal((await wallet.waitForDeliveries(1))[0].params.data.message, 'proposal');
    await wallet.call('wc_approveSession', { sessionTopic: 's5', pairingTopic: 'p5', sessionProposalResponse: 'response',
      sessionSettlementRequest: 'settle', ttl: 300, correlationId: 1 });
    assert.equal((await dapp.waitForDeliveries(1))[0].params.data.message, 'response');
    await dapp.call('irn_subscribe', { topic: 's5' });
    assert.equal((await dapp.waitForDeliveries(2))[1].params.data.message, 'settle');
    // The wallet was subscribed to the session topic by wc_approveSession itself.
    await dapp.call('irn_publish', { topic: 's5', message: 'request', ttl: 300 });
    assert.equal((await wallet.waitForDeliveries(2))[1].params.data.message, 'request');
  });

  it('answers irn_batchFetchMessages with what a client has not seen', T, async () => {
    const [a, b] = await Promise.all([rawClient('a6'), rawClient('b6')]);
    await a.call('irn_publish', { topic: 't6', message: 'm1', ttl: 300 });
    const { result } = await b.call('irn_batchFetchMessages', { topics: ['t6'] });
    assert.deepEqual(result.messages.map((/** @type {any} */ m) => m.message), ['m1']);
    assert.equal(result.hasMore, false);
    assert.deepEqual((await b.call('irn_batchFetchMessages', { topics: ['t6'] })).result.messages, []);
  });

  it('echoes big integer ids exactly and rejects unknown methods', T, async () => {
    const a = await rawClient('a7');
    await a.call('irn_subscribe', { topic: 't7' }, '1795351683258180864');
    assert.ok(a.raw.some((r) => r.startsWith('{"id":1795351683258180864,')), 'id echoed verbatim');
    const { error } = await a.call('irn_nope', {});
    assert.equal(error.code, -32601);
  });

  it('pings its clients and counts methods', T, async () => {
    const a = await rawClient('a8');
    await a.pinged();
    assert.ok(a.pings() >= 1);
    assert.ok((relay.stats().methods.irn_subscribe ?? 0) >= 1);
  });
});

describe('local WalletConnect relay, silent', () => {
  /** A relay of its own whose log tells when it has read a request or held a handshake (waits follow it). */
  async function loggedRelay() {
    /** @type {string[]} */ const lines = [];
    /** @type {Set<() => void>} */ const checks = new Set();
    const own = await startRelay({ log: (line) => { lines.push(line); for (const check of checks) check(); } });
    const logged = (/** @type {RegExp} */ pattern) => within(2_000, new Promise((ok) => {
      const check = () => { if (lines.some((line) => pattern.test(line))) { checks.delete(check); ok(undefined); } };
      checks.add(check);
      check();
    }), `log ${pattern}`);
    return { relay: own, logged };
  }

  it("'answers': the socket opens, requests are acted on, and the replies wait for speak()", T, async () => {
    const { relay: own, logged } = await loggedRelay();
    const socket = new WebSocket(`${own.url}/?auth=${authFor('did:key:quiet')}`);
    try {
      own.silence('answers');
      await within(2_000, new Promise((ok, fail) => { socket.once('open', ok); socket.once('error', fail); }), 'open');
      /** @type {string[]} */ const replies = [];
      const replied = new Promise((ok) => socket.on('message', (data) => { replies.push(data.toString()); ok(undefined); }));
      socket.send(JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'irn_subscribe', params: { topic: 'quiet' } }));
      await logged(/→ irn_subscribe/);
      assert.equal(own.stats().topics, 1, 'the subscription is made');
      assert.equal(own.stats().heldReplies, 1);
      assert.deepEqual(replies, []);
      own.speak();
      await within(2_000, replied, 'the held reply');
      assert.match(replies[0] ?? '', /^\{"id":1,"jsonrpc":"2.0","result":"[0-9a-f]{64}"\}$/);
      assert.equal(own.stats().heldReplies, 0);
    } finally {
      socket.terminate();
      await own.stop();
    }
  });

  it("'handshake': the upgrade is held (the socket stays CONNECTING) until the relay answers again", T, async () => {
    const { relay: own, logged } = await loggedRelay();
    own.silence('handshake');
    const socket = new WebSocket(`${own.url}/?auth=${authFor('did:key:mute')}`);
    try {
      const opened = new Promise((ok, fail) => { socket.once('open', ok); socket.once('error', fail); });
      await logged(/handshake held/);
      assert.equal(socket.readyState, WebSocket.CONNECTING);
      assert.equal(own.stats().heldHandshakes, 1);
      own.silence('answers');
      await within(2_000, opened, 'open once the relay accepts');
      assert.equal(own.stats().heldHandshakes, 0);
    } finally {
      socket.terminate();
      await own.stop();
    }
  });

  it('kill() destroys the held handshakes: the client sees its socket fail', T, async () => {
    const { relay: own, logged } = await loggedRelay();
    own.silence('handshake');
    const socket = new WebSocket(`${own.url}/?auth=${authFor('did:key:cut')}`);
    socket.on('error', () => {});
    const closed = new Promise((ok) => socket.once('close', ok));
    await logged(/handshake held/);
    await own.kill();
    await within(2_000, closed, 'close after kill');
  });
});
