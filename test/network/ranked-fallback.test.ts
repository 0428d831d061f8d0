// The ranked fallback over several RPC URLs (src/core/rpc/): where a read's walk over the URLs ends, and that a
// client's ranking stops (its pings, counted on the failing servers in front of the local node, end).
import { expect } from '@open-wc/testing';
import { createClient } from 'viem';
import { getBalance } from 'viem/actions';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { destroyAppKit } from '../../src/app-kit.js';
import { RankingGroup, rpcClient, rpcTransport, stopRanking } from '../../src/core/rpc/index.js';
import { failingRpc, pingCount, pingWitness, pingsReach, rejectionOf, stopFailingRpcs, transportClient } from './helpers.js';
import type { FailingRpc } from './helpers.js';
import { waitUntil } from '../helpers/wait.js';

/** Init code that reverts at once: `eth_call` without `to` runs it, and the node answers "execution reverted". */
const REVERTING = '0x60006000fd';

describe('Ranked fallback: where a read ends', () => {
  afterEach(() => stopFailingRpcs());

  it('a refusal another URL would repeat (a revert) ends the walk: one URL asked, the node\'s error', async () => {
    const [one, two] = [await failingRpc([]), await failingRpc([])];
    const client = transportClient([one.url, two.url], { rankInterval: 60_000 });
    const error = await rejectionOf(client.request({ method: 'eth_call', params: [{ data: REVERTING }, 'latest'] } as never));
    expect(error.message).to.match(/execution reverted/i);
    const asked = [...(await one.calls('eth_call')), ...(await two.calls('eth_call'))];
    expect(asked.length, 'URLs asked').to.equal(1);
  });

  it('every URL refusing: the read fails with the last one\'s error, each URL asked once', async () => {
    const [one, two] = [await failingRpc([], { status: 400 }), await failingRpc([], { status: 400 })];
    const client = transportClient([one.url, two.url], { rankInterval: 60_000 });
    const error = await rejectionOf(getBalance(client, { address: privateKeyToAddress(generatePrivateKey()) }));
    expect(error.message).to.include('Status: 400');
    expect(error.message).to.match(new RegExp(`${one.url}|${two.url}`));
    expect((await one.calls('eth_getBalance')).length).to.equal(1);
    expect((await two.calls('eth_getBalance')).length).to.equal(1);
  });

  it('every URL timing out: the read fails after one timeout each, it does not hang', async () => {
    const [one, two] = [await failingRpc([], { hangMs: 5_000 }), await failingRpc([], { hangMs: 5_000 })];
    const client = transportClient([one.url, two.url], { timeout: 300, rankInterval: 60_000 });
    const error = await rejectionOf(getBalance(client, { address: privateKeyToAddress(generatePrivateKey()) }));
    expect(error.name).to.equal('TimeoutError');
    expect((await one.calls('eth_getBalance')).length).to.equal(1);
    expect((await two.calls('eth_getBalance')).length).to.equal(1);
  });
});

describe('Ranked fallback: the ranking stops', () => {
  afterEach(() => {
    destroyAppKit();
    return stopFailingRpcs();
  });

  /**
   * After `stop`, with the witness pinging every 100 ms like the client did: two of its rounds let a ping of
   * ours sent before the stop arrive, five more show that none follows.
   */
  async function expectNoPingAfter(server: FailingRpc, stop: () => void): Promise<number> {
    stop();
    const rounds = await pingWitness(100);
    await rounds(2);
    const stoppedAt = await pingCount(server);
    await rounds(5);
    expect(await pingCount(server), 'pings after the stop').to.equal(stoppedAt);
    return stoppedAt;
  }

  it('a stopped client pings no more, and its reads still answer', async () => {
    const [one, two] = [await failingRpc([]), await failingRpc([])];
    const client = transportClient([one.url, two.url], { rankInterval: 100 });
    await pingsReach(one, 2);
    await expectNoPingAfter(one, () => stopRanking(client));
    expect(await getBalance(client, { address: privateKeyToAddress(generatePrivateKey()) })).to.equal(0n);
  });

  it('a client dropped without a stop stops ranking once it is collected', async () => {
    const [one, two] = [await failingRpc([]), await failingRpc([])];
    // Made and let go: nothing of the test holds the client.
    createClient({ transport: rpcTransport([one.url, two.url], { rankInterval: 100 }) });
    await pingsReach(one, 2);
    const collect = (globalThis as { gc?: () => void }).gc;
    expect(collect, 'web-test-runner.config.mjs starts Chromium with --expose-gc').to.be.a('function');
    const rounds = await pingWitness(100);
    // A collection, then (its finalizers run as a task of their own) the same check as after a stop.
    await waitUntil(
      async () => {
        collect!();
        await rounds(2);
        const collectedAt = await pingCount(one);
        await rounds(5);
        return (await pingCount(one)) === collectedAt;
      },
      'the dropped client went on pinging',
      { timeout: 20_000, interval: 0 },
    );
  });

  it('a group stops and starts its clients\' ranking (a WagmiAdapter\'s, with the kit)', async () => {
    const [one, two] = [await failingRpc([]), await failingRpc([])];
    const group = new RankingGroup();
    transportClient([one.url, two.url], { rankInterval: 100, rankings: group });
    await pingsReach(one, 2);
    const stoppedAt = await expectNoPingAfter(one, () => group.stop());
    group.start();
    await pingsReach(one, stoppedAt + 2);
  });

  it('rpcClient: a replaced client stops ranking, and destroyAppKit stops the one in use', async () => {
    const [one, two] = [await failingRpc([]), await failingRpc([])];
    const tagged = (tag: string) => () => ({ fetchOptions: { headers: { 'x-w3m-tag': tag } } });
    rpcClient([one.url, two.url], tagged('first'));
    await pingsReach(one, 1, 'first');
    // The app's config for the URLs changed: a new client. The first one is replaced right after its first
    // round reached the server, so no ping of it is under way.
    rpcClient([one.url, two.url], tagged('second'));
    await pingsReach(one, 1, 'second');
    // rpcClient ranks every 4 s: three rounds of a witness on the same interval (8 s and more) cover the first
    // client's next round, had it not stopped (its pings time out after 1 s at worst).
    const rounds = await pingWitness();
    await rounds(3);
    expect(await pingCount(one, 'first'), 'pings of the replaced client').to.equal(1);
    // Right after a round of the second client reached the server, none of its pings is under way.
    const seen = await pingCount(one, 'second');
    await pingsReach(one, seen + 1, 'second');
    destroyAppKit();
    await rounds(3);
    expect(await pingCount(one, 'second'), 'pings after destroyAppKit').to.equal(seen + 1);
  });
});
