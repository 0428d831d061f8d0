// The web-test-runner plugin and the wallet's HTTP control server, driven the way a browser test would
// (fetch against the announced URLs), with a Node UniversalProvider standing in for the page.
import { contacted, nonLoopbackHosts } from './net-audit.mjs';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { verifyMessage } from 'viem';
import { startAnvil, TEST_ACCOUNTS as ACCOUNTS } from '../fixtures/anvil.mjs';
import { WC_ENDPOINT, wcPlugin } from '../fixtures/wc/wtr-plugin.mjs';
import { startDapp } from './dapp.mjs';
import { nextEvent, within } from './harness.mjs';
import { scaled } from '../fixtures/time-scale.mjs';

const TEST_ACCOUNTS = /** @type {readonly `0x${string}`[]} */ (ACCOUNTS);

const T = { timeout: scaled(60_000) };
const plugin = wcPlugin();
/** @type {Awaited<ReturnType<typeof startAnvil>>} */
let anvil;
/** @type {{ relayUrl: string, walletControlUrl: string }} */
let wc;
/** @type {Array<() => Promise<void>>} */
const stops = [];

/** @param {string} url @param {'GET' | 'POST' | 'DELETE' | 'OPTIONS'} method @param {unknown} [body] */
async function http(url, method = 'GET', body = undefined) {
  const res = await fetch(url, { method, ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }) });
  return { status: res.status, headers: res.headers, json: res.status === 204 ? undefined : await res.json() };
}

before(async () => {
  anvil = await startAnvil({ chainId: 1 });
  process.env.W3M_ANVIL_URL = anvil.url; // what the anvil plugin publishes in a real run
  await plugin.serverStart();
  const served = await plugin.serve({ path: WC_ENDPOINT });
  assert.equal(served?.type, 'application/json');
  wc = JSON.parse(served?.body ?? '{}');
});

after(async () => {
  for (const stop of stops.reverse()) await stop().catch(() => {});
  await plugin.serverStop();
  await anvil?.stop();
  assert.ok(contacted.has('127.0.0.1'));
  assert.deepEqual(nonLoopbackHosts(), []);
});

/** A Node dapp connected to the wallet behind `controlUrl` through POST /pair. */
async function connectThrough(/** @type {string} */ controlUrl, chains = [1]) {
  const dapp = await startDapp({ relayUrl: wc.relayUrl, rpcUrl: anvil.url, chains });
  stops.push(() => dapp.stop());
  const { uri, session } = dapp.connect();
  assert.equal((await http(`${controlUrl}/pair`, 'POST', { uri: await uri })).status, 200);
  await within(5_000, session, 'connect()');
  return dapp;
}

describe('wallet control server (via the wtr plugin)', () => {
  it('announces loopback URLs at /__fixtures/wc and answers CORS preflights', T, async () => {
    assert.match(wc.relayUrl, /^ws:\/\/127\.0\.0\.1:\d+$/);
    assert.match(wc.walletControlUrl, /^http:\/\/127\.0\.0\.1:\d+$/);
    const preflight = await http(`${wc.walletControlUrl}/pair`, 'OPTIONS');
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), '*');
    assert.equal((await plugin.serve({ path: '/something-else' })), undefined);
  });

  it('POST /pair connects; GET /state shows the session; POST /chain and /account reach the dapp', T, async () => {
    const dapp = await connectThrough(wc.walletControlUrl, [1, 10]);
    const state = (await http(`${wc.walletControlUrl}/state`)).json;
    assert.equal(state.sessions.length, 1);
    assert.equal(state.address, TEST_ACCOUNTS[0]);
    const chain = nextEvent(dapp.provider, 'chainChanged');
    assert.equal((await http(`${wc.walletControlUrl}/chain`, 'POST', { chainId: 10 })).status, 200);
    assert.equal(Number(await chain), 10);
    const accounts = nextEvent(dapp.provider, 'accountsChanged');
    await http(`${wc.walletControlUrl}/account`, 'POST', { index: 1 });
    assert.deepEqual(await accounts, [TEST_ACCOUNTS[1]]);
    const gone = nextEvent(dapp.provider, 'disconnect');
    await http(`${wc.walletControlUrl}/reset`, 'POST');
    await gone;
    assert.deepEqual((await http(`${wc.walletControlUrl}/state`)).json.sessions, []);
  });

  it('manual mode: /approve and /reject decide on queued requests', T, async () => {
    const dapp = await connectThrough(wc.walletControlUrl);
    await http(`${wc.walletControlUrl}/auto`, 'POST', { on: false });
    const signed = dapp.provider.request({ method: 'personal_sign', params: ['0x6869', TEST_ACCOUNTS[0]] });
    assert.equal((await http(`${wc.walletControlUrl}/approve`, 'POST')).status, 200);
    const signature = /** @type {`0x${string}`} */ (await within(5_000, signed));
    assert.ok(await verifyMessage({ address: TEST_ACCOUNTS[0], message: { raw: '0x6869' }, signature }));
    const refused = dapp.provider.request({ method: 'personal_sign', params: ['0x6869', TEST_ACCOUNTS[0]] });
    await http(`${wc.walletControlUrl}/reject`, 'POST', { code: 4001 });
    await assert.rejects(within(5_000, refused), (/** @type {any} */ e) => e.code === 4001);
    await http(`${wc.walletControlUrl}/reset`, 'POST');
  });

  it('POST /wallets gives a test file a wallet of its own; DELETE stops it', T, async () => {
    const created = (await http(`${wc.walletControlUrl}/wallets`, 'POST', { accountIndex: 2 })).json;
    assert.match(created.url, /\/w\/\d+$/);
    const dapp = await connectThrough(created.url);
    assert.deepEqual(await dapp.provider.request({ method: 'eth_accounts' }), [TEST_ACCOUNTS[2]]);
    assert.deepEqual((await http(`${wc.walletControlUrl}/state`)).json.sessions, [], 'the default wallet is untouched');
    assert.equal((await http(created.url, 'DELETE')).status, 200);
    assert.equal((await http(`${created.url}/state`)).status, 404);
  });

  it('answers bad input with 4xx and a message', T, async () => {
    const bad = await http(`${wc.walletControlUrl}/pair`, 'POST', { uri: 'https://nope' });
    assert.equal(bad.status, 400);
    assert.match(bad.json.error, /uri/);
    assert.equal((await http(`${wc.walletControlUrl}/nope`, 'POST')).status, 404);
  });
});
