import { expect } from '@open-wc/testing';
import { createAppKit } from '../../src/app-kit.js';
import { $account, connect, mainnet, resolveOptions, rpcUrlFor } from '../../src/core/index.js';
import type { CaipNetwork } from '../../src/core/index.js';
import { rpcUrlsFor } from '../../src/core/network/rpc-urls.js';
import { WALLET_RDNS, announce, fund, newWallet } from '../connectors/helpers.js';
import { until } from '../core/setup.js';
import { failingRpc, stopFailingRpcs } from './helpers.js';
import { runCleanups, freshState } from '../helpers/reset.js';

// A chain the provider's RPC does not serve, so only customRpcUrls and the network's own URLs are in play.
const devnet: CaipNetwork = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Local Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1/a', 'http://127.0.0.1:1/b'] } },
};

describe('rpcUrlsFor', () => {
  it('the network\'s own URLs, in order, when no customRpcUrls are set for it', () => {
    expect(rpcUrlsFor({ customRpcUrls: {} }, devnet)).to.deep.equal(['http://127.0.0.1:1/a', 'http://127.0.0.1:1/b']);
    expect(rpcUrlsFor({ customRpcUrls: { 'eip155:1': [{ url: 'http://127.0.0.1:2/' }] } }, devnet)).to.have.length(2);
  });

  it('customRpcUrls take precedence: they replace the network\'s URLs, keep their order and drop duplicates', () => {
    const customRpcUrls = { 'eip155:31337': [{ url: 'http://127.0.0.1:3/x' }, { url: 'http://127.0.0.1:3/y' }, { url: 'http://127.0.0.1:3/x' }] };
    expect(rpcUrlsFor({ customRpcUrls }, devnet)).to.deep.equal(['http://127.0.0.1:3/x', 'http://127.0.0.1:3/y']);
  });

  it('an empty customRpcUrls list falls back to the network\'s own', () => {
    expect(rpcUrlsFor({ customRpcUrls: { 'eip155:31337': [] } }, devnet)).to.deep.equal(['http://127.0.0.1:1/a', 'http://127.0.0.1:1/b']);
  });

  it('rpcUrlFor (one endpoint) is the first of the list', () => {
    const options = resolveOptions({ networks: [devnet], customRpcUrls: { 'eip155:31337': [{ url: 'http://127.0.0.1:3/x' }] } });
    expect(rpcUrlFor(options, devnet)).to.equal('http://127.0.0.1:3/x');
    expect(rpcUrlFor(resolveOptions({ networks: [devnet] }), devnet)).to.equal('http://127.0.0.1:1/a');
  });
});

describe('balance reads go through the transport', () => {
  beforeEach(() => freshState());
  afterEach(async () => {
    runCleanups();
    await stopFailingRpcs();
  });

  it('a customRpcUrl that fails twice with 503: the retried read shows the real balance', async () => {
    const server = await failingRpc([{ status: 503 }, { status: 503 }]);
    const wallet = await newWallet();
    announce(wallet, { rdns: WALLET_RDNS });
    await fund(wallet.accounts[0]!.address, 3n * 10n ** 18n);
    createAppKit({ projectId: 'test-project', networks: [mainnet], customRpcUrls: { 'eip155:1': [{ url: server.url }] } });
    await connect(WALLET_RDNS);
    const read = await until($account, a => a.balance !== undefined, 'balance');
    expect(read.balance).to.equal('3');
    expect((await server.calls('eth_getBalance')).map(e => e.step)).to.deep.equal(['503', '503', 'pass']);
  });
});
