import { expect } from '@open-wc/testing';
import { $alert } from '../../src/core/index.js';
import { API_SDK_TYPE, API_SDK_VERSION, BlockchainApiError, createBlockchainApi, evmChainIdToCoinType } from '../../src/core/api/blockchain-api.js';
import type { BlockchainApi } from '../../src/core/api/blockchain-api.js';
import { getAnvil, getBalance } from '../fixtures/chain.js';
import { fixtureApi, freshAccount } from '../data/fixture-api.js';
import type { FixtureApi } from '../data/fixture-api.js';
import { freshState } from '../helpers/reset.js';

async function failure(promise: Promise<unknown>): Promise<BlockchainApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).to.be.instanceOf(BlockchainApiError);
    return error as BlockchainApiError;
  }
  throw new Error('Expected the call to fail');
}

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('blockchain API client', () => {
  let fx: FixtureApi;
  let api: BlockchainApi;

  beforeEach(async () => {
    freshState();
    fx = await fixtureApi();
    api = createBlockchainApi({ baseUrl: fx.baseUrl, projectId: 'test-project' });
  });
  afterEach(() => freshState());

  it('reaches every endpoint of the provider and every GET carries st, sv and projectId', async () => {
    const caip = `eip155:${(await getAnvil()).chainId}`;
    await api.supportedChains();
    await api.identity(ADDRESS, ADDRESS);
    await api.history({ address: ADDRESS, chainId: caip });
    await api.balance({ address: ADDRESS, chainId: caip });
    // The fixture swaps its own token against the native coin (test/fixtures/swap-pool.mjs): a pair it trades.
    const [native, token] = (await api.swapTokens(caip)).tokens.map(t => t.address);
    await api.swapQuotes({ amount: '1', userAddress: ADDRESS, from: native!, to: token!, gasPrice: '1' });
    await api.tokenPrices({ currency: 'usd', addresses: [`${caip}:0xa`] });
    await api.allowance({ tokenAddress: token!, userAddress: ADDRESS });
    await api.gasPrice(caip);
    await api.buildSwapTransaction({ amount: '1', slippage: 1, from: native!, to: token!, userAddress: ADDRESS });
    await api.buildApprove({ userAddress: ADDRESS, from: token!, to: native! });
    await api.profileSuggestions('player');
    await api.reverseProfile(ADDRESS, ADDRESS);
    await api.onrampUrl({ destinationWallets: [], partnerUserId: ADDRESS });
    await api.onrampOptions();
    await api.onrampQuote({ purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '50', network: 'ethereum' });
    await api.session('abc');
    await api.revokeSession('abc', { pci: 'pci-1', signature: '0x1' });
    const requests = await fx.requests();
    const gets = requests.filter(r => r.method === 'GET');
    expect(gets.length).to.equal(13);
    for (const request of gets) {
      expect(request.query, request.path).to.include({ st: API_SDK_TYPE, sv: API_SDK_VERSION, projectId: 'test-project' });
    }
    const paths = requests.map(r => `${r.method} ${r.path}`);
    expect(paths).to.include.members(['POST /v1/fungible/price', 'POST /v1/convert/build-transaction', 'POST /v1/onramp/quote', 'POST /v1/sessions/abc/revoke']);
    expect(requests.find(r => r.path === '/v1/account/' + ADDRESS + '/balance')!.query).to.include({ currency: 'usd', chainId: caip });
    expect(requests.find(r => r.path === '/v1/convert/build-transaction')!.body).to.deep.include({ eip155: { slippage: '1' }, projectId: 'test-project' });
  });

  it('reads the native balance and gas price the local node reports', async () => {
    const { address } = await freshAccount(1_500_000_000_000_000_000n);
    const chainId = `eip155:${(await getAnvil()).chainId}`;
    const { balances } = await api.balance({ address, chainId });
    expect(balances.find(b => b.symbol === 'ETH')!.quantity.numeric).to.equal('1.5');
    expect(BigInt(await getBalance(address))).to.equal(1_500_000_000_000_000_000n);
    const gas = await api.gasPrice(chainId);
    expect(BigInt(gas.standard) > 0n).to.equal(true);
  });

  it('registers a name, then finds it by name, by address and in suggestions', async () => {
    const message = JSON.stringify({ name: 'runner.reown.id', attributes: {}, timestamp: 1 });
    await api.registerName({ coinType: evmChainIdToCoinType(1), message, signature: '0x' + 'ab'.repeat(65), address: ADDRESS });
    expect((await api.profileAccount('runner.reown.id')).name).to.equal('runner.reown.id');
    expect((await api.reverseProfile(ADDRESS)).map(p => p.name)).to.deep.equal(['runner.reown.id']);
    expect((await api.identity(ADDRESS)).name).to.equal('runner.reown.id');
    const { suggestions } = await api.profileSuggestions('runner');
    expect(suggestions.find(s => s.name === 'runner.reown.id')!.registered).to.equal(true);
    const body = (await fx.requests()).find(r => r.method === 'POST')!.body as Record<string, unknown>;
    expect(body).to.deep.equal({ coin_type: 2147483649, address: ADDRESS, message, signature: '0x' + 'ab'.repeat(65) });
  });

  it('maps "origin not allowed" and "invalid key" to Invalid App Configuration', async () => {
    const origin = createBlockchainApi({ baseUrl: fx.baseUrl, projectId: 'origin-not-allowed' });
    const error = await failure(origin.supportedChains());
    expect(error).to.include({ kind: 'http', status: 403, alert: 'invalidAppConfiguration', message: 'Unauthorized: origin not allowed' });
    expect($alert.get()?.id).to.equal('invalidAppConfiguration');
    freshState();
    const noKey = createBlockchainApi({ baseUrl: fx.baseUrl, projectId: undefined });
    expect((await failure(noKey.onrampOptions())).alert).to.equal('invalidAppConfiguration');
    expect($alert.get()?.id).to.equal('invalidAppConfiguration');
  });

  it('maps a not-yet-valid JWT to Session Expired, also from a plain-text error body', async () => {
    const jwt = createBlockchainApi({ baseUrl: fx.baseUrl, projectId: 'jwt-not-yet-valid' });
    expect((await failure(jwt.gasPrice('eip155:1'))).alert).to.equal('sessionExpired');
    expect($alert.get()?.id).to.equal('sessionExpired');
    freshState();
    await fx.route({ path: '/v1/onramp/options', status: 401, raw: 'JWT validation error: JWT Token is not yet valid' });
    expect((await failure(api.onrampOptions())).alert).to.equal('sessionExpired');
    expect($alert.get()?.id).to.equal('sessionExpired');
  });

  it('raises no alert for other server errors, and keeps the server reason', async () => {
    await fx.route({ path: '/v1/convert/gas-price', status: 500, body: { message: 'upstream down' } });
    const error = await failure(api.gasPrice('eip155:1'));
    expect(error).to.include({ kind: 'http', status: 500, message: 'upstream down', alert: undefined });
    expect($alert.get()).to.equal(undefined);
  });

  it('times out a request that takes too long', async () => {
    const quick = createBlockchainApi({ baseUrl: fx.baseUrl, projectId: 'p', timeoutMs: 100 });
    await fx.route({ path: '/v1/supported-chains', delayMs: 1500 });
    const error = await failure(quick.supportedChains());
    expect(error.kind).to.equal('timeout');
  });

  it('turns an unreachable server into a network error', async () => {
    const down = createBlockchainApi({ baseUrl: 'http://127.0.0.1:9', projectId: 'p' });
    expect((await failure(down.supportedChains())).kind).to.equal('network');
  });

  it('treats invalid JSON and a wrong shape as an invalid answer', async () => {
    await fx.route({ path: '/v1/supported-chains', raw: '<html>oops' }, { path: '/v1/onramp/options', body: { paymentCurrencies: 'USD' } });
    expect((await failure(api.supportedChains())).kind).to.equal('invalid-answer');
    expect((await failure(api.onrampOptions())).kind).to.equal('invalid-answer');
  });

  it('refuses an oversized answer without parsing it', async () => {
    await fx.route({ path: '/v1/supported-chains', raw: JSON.stringify({ http: ['x'.repeat(9_000_000)], ws: [] }) });
    const error = await failure(api.supportedChains());
    expect(error).to.include({ kind: 'invalid-answer', message: 'The server answer is too large' });
  });

  it('refuses bad input before any request is made', async () => {
    expect((await failure((async () => api.identity(''))())).kind).to.equal('invalid-input');
    expect((await failure((async () => api.balance({ address: ADDRESS, chainId: '' }))())).message).to.match(/chainId/);
    expect((await failure((async () => api.profileAccount(42 as unknown as string))())).message).to.match(/name/);
    expect(await fx.requests()).to.deep.equal([]);
    expect(() => createBlockchainApi({ baseUrl: 'javascript:alert(1)', projectId: 'p' })).to.throw('Invalid blockchainApiUrl');
  });

  it('converts chain ids to coin types and refuses ids of 2^31 and above with "Invalid chainId"', () => {
    expect(evmChainIdToCoinType(1)).to.equal(2147483649);
    expect(evmChainIdToCoinType(137)).to.equal(2147483785);
    expect(() => evmChainIdToCoinType(2147483648)).to.throw('Invalid chainId');
    expect(() => evmChainIdToCoinType(-1)).to.throw('Invalid chainId');
  });
});
