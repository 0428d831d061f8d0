import { expect } from '@open-wc/testing';
import type { Hex } from 'viem';
import { $activity, $activityGroups, fetchActivity, loadMoreActivity } from '../../src/core/data/activity.js';
import { activityKind } from '../../src/views/account/activity-kind.js';
import type { Transaction } from '../../src/core/data/activity.js';
import { getAnvil } from '../fixtures/chain.js';
import { TestWallet } from '../fixtures/test-wallet.js';
import { HISTORY_PAGE_SIZE, fixtureApi, freshAccount } from './fixture-api.js';
import type { FixtureApi } from './fixture-api.js';
import { dataOptions } from './setup.js';
import { freshState } from '../helpers/reset.js';
import { recordToasts } from '../helpers/timed-state.js';

const tx = (id: string, minedAt: string, extra: Partial<Transaction> = {}): Transaction => ({
  id,
  metadata: { minedAt, chain: 'eip155:1', status: 'confirmed' },
  transfers: [{ direction: 'in', fungible_info: { name: 'Ether', symbol: 'ETH' }, quantity: { numeric: '1' } }],
  ...extra
});
const spam = { name: 'Free mint', flags: { is_spam: true } };

async function sendTransfers(key: Hex, to: string, count: number): Promise<Hex[]> {
  const wallet = new TestWallet({ rpcUrl: (await getAnvil()).url, accounts: [key] });
  const [from] = (await wallet.request({ method: 'eth_requestAccounts' })) as string[];
  const hashes: Hex[] = [];
  for (let i = 1; i <= count; i++) {
    hashes.push((await wallet.request({ method: 'eth_sendTransaction', params: [{ from, to, value: `0x${(BigInt(i) * 10n ** 15n).toString(16)}` }] })) as Hex);
  }
  return hashes;
}

describe('activity', () => {
  let fx: FixtureApi;
  let chain: string;

  beforeEach(async () => {
    freshState();
    fx = await fixtureApi();
    chain = await dataOptions(fx.baseUrl);
  });
  afterEach(() => freshState());

  it('lists real transfers made by the test wallet, newest first, with cursor pagination', async function () {
    // Several real transactions on the shared node, then reads through the fixture server: slow on a busy machine.
    const sender = await freshAccount();
    const receiver = await freshAccount();
    const hashes = await sendTransfers(sender.key, receiver.address, HISTORY_PAGE_SIZE + 1);
    await fetchActivity(sender.address, chain);
    const first = $activity.get();
    expect(first.status).to.equal('ready');
    expect(first.transactions.map(t => t.id)).to.deep.equal([...hashes].reverse().slice(0, HISTORY_PAGE_SIZE));
    expect(first.next).to.equal(String(HISTORY_PAGE_SIZE));
    expect(first.transactions[0]!.transfers[0]!.quantity!.numeric).to.equal('0.005');
    await loadMoreActivity();
    const all = $activity.get();
    expect(all.transactions.map(t => t.id)).to.deep.equal([...hashes].reverse());
    expect(all.next).to.equal(undefined);
    const cursors = (await fx.requests()).map(r => r.query['cursor']);
    expect(cursors).to.deep.equal([undefined, String(HISTORY_PAGE_SIZE)]);
    await fetchActivity(receiver.address, chain);
    expect($activity.get().transactions[0]!.transfers[0]!.direction).to.equal('in');
  });

  it('tells a purchase the on-ramp provider reports ("bought") from transfers received and sent', async () => {
    const sender = await freshAccount();
    const buyer = await freshAccount(0n);
    await sendTransfers(sender.key, buyer.address, 1);
    // What the stand-in provider's page posts when the player completes a purchase there.
    const done = await fetch(`${fx.baseUrl}/onramp/complete`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ partner: buyer.address, amount: '30', fiat: 'USD', asset: 'ETH' }) });
    expect(done.status).to.equal(200);
    await fetchActivity(buyer.address, chain);
    const bought = $activity.get().transactions;
    expect(bought.map(t => [activityKind(t), t.transfers[0]!.direction])).to.deep.equal([['bought', 'in'], ['in', 'in']]);
    await fetchActivity(sender.address, chain);
    expect($activity.get().transactions.map(activityKind)).to.deep.equal(['out']);
  });

  it('drops all-spam transactions and those of other chains, keeps mixed ones', async () => {
    await fx.route({
      path: '/v1/account/*',
      body: {
        data: [
          tx('keep', '2026-03-02T10:00:00Z'),
          tx('spam', '2026-03-01T10:00:00Z', { transfers: [{ nft_info: spam }, { nft_info: spam }] }),
          tx('mixed', '2026-02-01T10:00:00Z', { transfers: [{ nft_info: spam }, { fungible_info: { name: 'Ether', symbol: 'ETH' } }] }),
          tx('other-chain', '2026-02-01T10:00:00Z', { metadata: { minedAt: '2026-02-01T10:00:00Z', chain: 'eip155:137' } })
        ],
        next: null
      }
    });
    await fetchActivity('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chain);
    expect($activity.get().transactions.map(t => t.id)).to.deep.equal(['keep', 'mixed']);
  });

  it('groups by year and month, newest first', async () => {
    await fx.route({
      path: '/v1/account/*',
      body: { data: [tx('a', '2025-12-31T23:00:00Z'), tx('b', '2026-01-15T00:00:00Z'), tx('c', '2026-01-02T00:00:00Z'), tx('d', '2025-11-30T00:00:00Z')], next: null }
    });
    await fetchActivity('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chain);
    const groups = $activityGroups.get().map(g => [g.year, g.month, g.transactions.map(t => t.id)]);
    expect(groups).to.deep.equal([[2026, 0, ['b', 'c']], [2025, 11, ['a']], [2025, 10, ['d']]]);
  });

  it('shows "Failed to fetch transactions" on error and keeps loaded pages when a later page fails', async () => {
    const toasts = recordToasts();
    await fx.route({ path: '/v1/account/*', status: 502, raw: 'bad gateway', times: 1 });
    await fetchActivity('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chain);
    expect($activity.get().status).to.equal('error');
    await toasts.waitFor('Failed to fetch transactions');
    await fx.route(
      { path: '/v1/account/*', body: { data: [tx('a', '2026-01-01T00:00:00Z')], next: 'page2' }, times: 1 },
      { path: '/v1/account/*', body: { data: 'nope' }, times: 1 }
    );
    await fetchActivity('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chain);
    await loadMoreActivity();
    expect($activity.get()).to.deep.include({ status: 'ready', loadingMore: false, next: 'page2' });
    expect($activity.get().transactions.map(t => t.id)).to.deep.equal(['a']);
  });

  it('stops paginating when the server repeats a cursor', async () => {
    await fx.route({ path: '/v1/account/*', body: { data: [tx('a', '2026-01-01T00:00:00Z')], next: 'same' } });
    await fetchActivity('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chain);
    await loadMoreActivity();
    expect($activity.get().next).to.equal(undefined);
    expect($activity.get().transactions.length).to.equal(1);
  });
});
