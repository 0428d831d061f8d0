import { expect } from '@open-wc/testing';
import { $balances, BALANCE_RETRY_WAIT_MS, fetchBalances, filterBalances } from '../../src/core/data/balances.js';
import type { TokenBalance } from '../../src/core/data/balances.js';
import { fixtureApi, freshAccount } from './fixture-api.js';
import type { FixtureApi } from './fixture-api.js';
import { dataOptions } from './setup.js';
import { freshState } from '../helpers/reset.js';
import { recordToasts } from '../helpers/timed-state.js';

const token = (symbol: string, decimals: string, value: number): TokenBalance => ({
  name: symbol, symbol, chainId: 'eip155:1', value, price: 1, quantity: { decimals, numeric: '1' }, iconUrl: ''
});

describe('token balances', () => {
  let fx: FixtureApi;
  let chain: string;

  beforeEach(async () => {
    freshState();
    fx = await fixtureApi();
    chain = await dataOptions(fx.baseUrl);
  });
  afterEach(() => freshState());

  it('lists the real native balance from the node and drops tokens whose decimals are "0"', async () => {
    const { address } = await freshAccount(2_250_000_000_000_000_000n);
    expect(await fetchBalances(address, chain)).to.equal(true);
    const state = $balances.get();
    expect(state.status).to.equal('ready');
    expect(state.tokens.map(t => t.symbol)).to.deep.equal(['ETH', 'USDC']);
    expect(state.tokens[0]!.quantity.numeric).to.equal('2.25');
  });

  it('sorts by value and removes decimals "0" whatever the order', () => {
    const tokens = [token('A', '6', 1), token('Z', '0', 100), token('B', '18', 5)];
    expect(filterBalances(tokens).map(t => t.symbol)).to.deep.equal(['B', 'A']);
  });

  it('on error shows "Token Balance Unavailable" and makes no new request for 30 s', async () => {
    const toasts = recordToasts();
    const { address } = await freshAccount();
    await fx.route({ path: '/v1/account/*', status: 500, body: { message: 'down' }, times: 1 });
    // The failure's time lies between these two readings; the clock passed in below is measured from them, so
    // however long the machine takes between the steps, "just before" and "just after" the wait stay so.
    const beforeFailure = Date.now();
    expect(await fetchBalances(address, chain)).to.equal(true);
    const afterFailure = Date.now();
    expect($balances.get().status).to.equal('error');
    expect(await toasts.waitFor('Token Balance Unavailable')).to.include({ variant: 'error' });
    expect(await fetchBalances(address, chain)).to.equal(false);
    expect(await fetchBalances(address, chain, beforeFailure + BALANCE_RETRY_WAIT_MS - 1)).to.equal(false);
    expect((await fx.requests()).length).to.equal(1);
    expect(await fetchBalances(address, chain, afterFailure + BALANCE_RETRY_WAIT_MS)).to.equal(true);
    expect($balances.get().status).to.equal('ready');
    expect((await fx.requests()).length).to.equal(2);
  });

  it('keeps a malformed answer an error state', async () => {
    const { address } = await freshAccount();
    await fx.route({ path: '/v1/account/*', body: { balances: [{ name: 1 }] } });
    await fetchBalances(address, chain);
    expect($balances.get()).to.deep.include({ status: 'error', tokens: [] });
  });
});
