import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { getBalance } from 'viem/actions';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import type { Address } from 'viem';
import { RPC_RANKING, RPC_RETRY_BASE_MS, rpcClient } from '../../src/core/rpc/transport.js';
import { rankOrder } from '../../src/core/rpc/ranked-fallback.js';
import { setBalance } from '../fixtures/chain.js';
import { failingRpc, rejectionOf, stopFailingRpcs, transportClient } from './helpers.js';
import type { Step } from './helpers.js';

const WEI = 123_456_789n;

async function fundedAddress(): Promise<Address> {
  const address = privateKeyToAddress(generatePrivateKey());
  await setBalance(address, WEI);
  return address;
}

describe('RPC transport (failing server in front of anvil)', () => {
  afterEach(() => stopFailingRpcs());

  it('retries a 503 and answers with the node\'s real balance', async () => {
    const address = await fundedAddress();
    const server = await failingRpc([{ status: 503 }, { status: 503 }]);
    expect(await getBalance(transportClient([server.url]), { address })).to.equal(WEI);
    expect((await server.calls('eth_getBalance')).map(e => e.step)).to.deep.equal(['503', '503', 'pass']);
  });

  for (const status of [403, 408, 413, 429, 500, 502, 503, 504, 507]) {
    it(`retries status ${status}`, async () => {
      const address = await fundedAddress();
      const server = await failingRpc([{ status }]);
      expect(await getBalance(transportClient([server.url]), { address })).to.equal(WEI);
      expect((await server.calls('eth_getBalance')).length).to.equal(2);
    });
  }

  for (const status of [400, 401, 404]) {
    it(`does not retry status ${status}`, async () => {
      const address = await fundedAddress();
      const server = await failingRpc([], { status });
      const error = await rejectionOf(getBalance(transportClient([server.url]), { address }));
      expect(error.message).to.include(`Status: ${status}`);
      expect((await server.calls('eth_getBalance')).length).to.equal(1);
    });
  }

  it('gives up after 3 retries (4 requests), waiting 150, 300 and 600 ms between them', async () => {
    const address = await fundedAddress();
    const server = await failingRpc([], { status: 503 });
    await rejectionOf(getBalance(transportClient([server.url]), { address }));
    const times = (await server.calls('eth_getBalance')).map(e => e.at);
    expect(times.length).to.equal(4);
    const gaps = times.slice(1).map((at, i) => at - times[i]!);
    // Lower bounds only: the waits are the policy, anything above them is the machine being busy.
    gaps.forEach((gap, i) => expect(gap).to.be.at.least(RPC_RETRY_BASE_MS * 2 ** i - 5));
  });

  it('honours Retry-After in seconds', async () => {
    const address = await fundedAddress();
    const server = await failingRpc([{ status: 429, retryAfter: '1' }]);
    expect(await getBalance(transportClient([server.url]), { address })).to.equal(WEI);
    const [first, second] = (await server.calls('eth_getBalance')).map(e => e.at);
    expect(second! - first!).to.be.at.least(995);
  });

  it('honours Retry-After as an HTTP date', async () => {
    const address = await fundedAddress();
    // The date is made when the server answers (second precision: 2–3 s ahead), so the test's own set-up time
    // on a busy machine cannot eat into the wait it checks.
    const server = await failingRpc([{ status: 503, retryAfterDateInMs: 3_000 }]);
    expect(await getBalance(transportClient([server.url]), { address })).to.equal(WEI);
    const [first, second] = (await server.calls('eth_getBalance')).map(e => e.at);
    expect(second! - first!).to.be.at.least(RPC_RETRY_BASE_MS * 4);
  });

  it('a Retry-After beyond 10 s is not waited for: the read fails at once', async () => {
    const address = await fundedAddress();
    const server = await failingRpc([], { status: 429, retryAfter: '3600' });
    await rejectionOf(getBalance(transportClient([server.url]), { address }));
    expect((await server.calls('eth_getBalance')).length).to.equal(1);
  });

  it('a JSON-RPC error from the node is not retried', async () => {
    const server = await failingRpc([]);
    const client = transportClient([server.url]);
    const error = await rejectionOf(client.request({ method: 'eth_getBalance', params: ['0xnot-an-address', 'latest'] } as never));
    expect(error.message).to.match(/invalid|hex|address/i);
    expect((await server.calls('eth_getBalance')).length).to.equal(1);
  });

  it('a timeout is not retried; the fallback\'s next URL answers', async () => {
    const address = await fundedAddress();
    const slow = await failingRpc([], { hangMs: 5_000 });
    const healthy = await failingRpc([]);
    // A shorter timeout than the real 10 s keeps the test quick; the path is the same. It also bounds the healthy
    // URL's answer, so it leaves room for a loaded machine (300 ms did not, under load 20).
    const client = transportClient([slow.url, healthy.url], { timeout: 1_000, rankInterval: 60_000 });
    expect(await getBalance(client, { address })).to.equal(WEI);
    expect((await slow.calls('eth_getBalance')).length).to.equal(1);
    expect((await healthy.calls('eth_getBalance')).length).to.equal(1);
  });

  it('a read keeps the order it started with: re-ranked while it waits on a slow URL, it still moves on to the next', async () => {
    const address = await fundedAddress();
    // Everything to the slow URL hangs, pings included: the first ranking round ends when its ping times out
    // (1 s), puts the slow URL last, and does so while the read (sent first to the slow URL, unranked) still waits.
    const slow = await failingRpc([], { hangMs: 5_000 });
    const healthy = await failingRpc([]);
    const client = transportClient([slow.url, healthy.url], { timeout: 2 * RPC_RANKING.timeout, rankInterval: 60_000 });
    expect(await getBalance(client, { address })).to.equal(WEI);
    expect((await slow.calls('eth_getBalance')).length, 'reads sent to the slow URL').to.equal(1);
    expect((await healthy.calls('eth_getBalance')).length).to.equal(1);
  });

  it('ranks answered pings first, then the faster; equal scores keep the app\'s order', () => {
    const weights = RPC_RANKING.weights;
    const round = (...samples: [boolean, number][]) => samples.map(([ok, ms]) => ({ ok, ms }));
    expect(rankOrder([round([false, 5], [true, 40], [true, 20])], weights)).to.deep.equal([2, 1, 0]);
    expect(rankOrder([round([true, 10], [true, 10])], weights)).to.deep.equal([0, 1]);
    // One missed ping in two rounds costs more than being the slowest.
    expect(rankOrder([round([true, 10], [true, 90]), round([false, 10], [true, 90])], weights)).to.deep.equal([1, 0]);
  });

  it('calls made in the same tick go out as one batch', async () => {
    const [a, b] = [await fundedAddress(), await fundedAddress()];
    const server = await failingRpc([]);
    const client = transportClient([server.url]);
    const balances = await Promise.all([getBalance(client, { address: a }), getBalance(client, { address: b })]);
    expect(balances).to.deep.equal([WEI, WEI]);
    const batches = await server.calls('eth_getBalance');
    expect(batches.length).to.equal(1);
    expect(batches[0]!.methods).to.deep.equal(['eth_getBalance', 'eth_getBalance']);
  });

  it('the fallback ranks the healthy URL first, so reads skip the failing one', async () => {
    const address = await fundedAddress();
    const down: Step = { status: 503 };
    const failing = await failingRpc([], down);
    const healthy = await failingRpc([]);
    const client = transportClient([failing.url, healthy.url], { rankInterval: 150 });
    // Two ping rounds at the healthy URL mean the first ranking is done.
    await waitFor(async () => (await healthy.calls('net_listening')).length >= 2);
    expect(await getBalance(client, { address })).to.equal(WEI);
    expect(await failing.calls('eth_getBalance')).to.deep.equal([]);
    expect((await healthy.calls('eth_getBalance')).length).to.equal(1);
    // The ranking pings once per round, without retries.
    expect((await failing.calls('net_listening')).every(e => e.step === '503')).to.equal(true);
  });

  it('ranks every 4 s by default', async function () {
    const [one, two] = [await failingRpc([]), await failingRpc([])];
    transportClient([one.url, two.url]);
    await waitFor(async () => (await one.calls('net_listening')).length >= 2, 9_000);
    const [first, second] = (await one.calls('net_listening')).map(e => e.at);
    expect(second! - first!).to.be.at.least(RPC_RANKING.interval - 10);
  });

  it('rpcClient makes one client per URL list', async () => {
    const [one, two] = [await failingRpc([]), await failingRpc([])];
    expect(rpcClient([one.url])).to.equal(rpcClient([one.url]));
    expect(rpcClient([one.url])).not.to.equal(rpcClient([two.url]));
  });
});

async function waitFor(check: () => Promise<boolean>, timeout = 5_000): Promise<void> {
  await waitUntil(check, 'timed out', { timeout, interval: 25 });
}
