import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { createAppKit } from '../../src/app-kit.js';
import { $account, connect, formatAmount, mainnet, openModal } from '../../src/core/index.js';
import type { CaipNetwork } from '../../src/core/index.js';
import { rpcUrlsFor } from '../../src/core/network/rpc-urls.js';
import { DEFAULT_RPC_HOST, PROVIDER_RPC_CHAINS, PROVIDER_RPC_EVM_CHAIN_IDS, isProviderRpcChain, providerRpcUrl } from '../../src/core/network/supported.js';
import { sepolia, solana, solanaDevnet } from '../../src/networks/index.js';
import { getAnvil, getBalance } from '../fixtures/chain.js';
import { providerLog, providerUrl } from '../fixtures/chains/provider.js';
import { announceTestWallet, renderModal, waitForView } from '../modal/helpers.js';
import { resetAll } from '../helpers/reset.js';
import { waitForText } from '../helpers/dom.js';

/** A chain the provider does not serve (anvil's default id). */
const local: CaipNetwork = { ...mainnet, id: 31337, caipNetworkId: 'eip155:31337', name: 'Local', rpcUrls: { default: { http: ['http://127.0.0.1:9/own'] } } };
const deadOwn = (network: CaipNetwork): CaipNetwork => ({ ...network, rpcUrls: { default: { http: ['http://127.0.0.1:9/own'] } } });
const base = { customRpcUrls: {}, projectId: 'p-1', rpcHost: 'http://127.0.0.1:7777' };

describe('supported chains and the provider RPC', () => {
  afterEach(resetAll);

  it('lists 26 chain ids: 23 EVM and 3 Solana clusters, no duplicates', () => {
    expect(PROVIDER_RPC_CHAINS).to.have.length(26);
    expect(new Set(PROVIDER_RPC_CHAINS).size).to.equal(26);
    expect(PROVIDER_RPC_CHAINS.filter(id => id.startsWith('eip155:'))).to.have.length(23);
    expect(PROVIDER_RPC_CHAINS.filter(id => id.startsWith('solana:'))).to.deep.equal([solana.caipNetworkId, solanaDevnet.caipNetworkId, 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z']);
    // The spec names these among them.
    for (const id of [1, 10, 42161, 137, 42220, 1313161554, 56, 43114, 324, 100, 8453]) expect(PROVIDER_RPC_EVM_CHAIN_IDS).to.include(id);
    expect(isProviderRpcChain('eip155:31337')).to.equal(false);
    expect(isProviderRpcChain('eip155:1')).to.equal(true);
  });

  it('builds {rpcHost}/v1/?chainId=<caip id>&projectId=<id>, with the provider host by default', () => {
    expect(providerRpcUrl('http://127.0.0.1:7777', 'eip155:10', 'p 1&x')).to.equal('http://127.0.0.1:7777/v1/?chainId=eip155%3A10&projectId=p+1%26x');
    expect(providerRpcUrl('http://127.0.0.1:7777/', 'eip155:10', 'p')).to.equal('http://127.0.0.1:7777/v1/?chainId=eip155%3A10&projectId=p');
    // Only compared as text: the default host is never fetched in tests.
    expect(rpcUrlsFor({ ...base, rpcHost: undefined }, mainnet)[0]!.startsWith(`${DEFAULT_RPC_HOST}/v1/?chainId=eip155%3A1&`)).to.equal(true);
  });

  it('a supported chain with a projectId uses the provider, other chains their own URLs, customRpcUrls win over both', () => {
    expect(rpcUrlsFor(base, sepolia)).to.deep.equal(['http://127.0.0.1:7777/v1/?chainId=eip155%3A11155111&projectId=p-1']);
    expect(rpcUrlsFor(base, solana)).to.deep.equal([`http://127.0.0.1:7777/v1/?chainId=solana%3A${solana.id}&projectId=p-1`]);
    expect(rpcUrlsFor(base, local)).to.deep.equal(['http://127.0.0.1:9/own']);
    expect(rpcUrlsFor({ ...base, projectId: undefined }, deadOwn(sepolia))).to.deep.equal(['http://127.0.0.1:9/own']);
    const custom = { ...base, customRpcUrls: { 'eip155:11155111': [{ url: 'http://127.0.0.1:9/custom' }] } };
    expect(rpcUrlsFor(custom, sepolia)).to.deep.equal(['http://127.0.0.1:9/custom']);
  });

  it('reads the balance through the provider endpoint: the local server sees the chain and project in the query', async () => {
    const rpcHost = await providerUrl();
    const before = (await providerLog('/v1/')).length;
    // The network's own URL is a closed port: only the provider route can answer.
    createAppKit({ projectId: 'p-balance', networks: [deadOwn(mainnet)], rpcHost });
    const wallet = await announceTestWallet();
    await waitUntil(() => connect('dev.w3m-modal.test-wallet'), 'no connection');
    await waitUntil(() => $account.get().balance !== undefined, 'no balance read');
    const address = wallet.accounts[0]!.address;
    expect($account.get().balance).to.equal(formatAmount(await getBalance(address), 18));
    const calls = (await providerLog('/v1/')).slice(before);
    expect(calls.length).to.be.greaterThan(0);
    expect(calls.every(call => call.query['chainId'] === 'eip155:1' && call.query['projectId'] === 'p-balance')).to.equal(true);
    expect(calls.flatMap(call => call.methods ?? [])).to.include('eth_getBalance');
    const modal = await renderModal();
    openModal();
    // Shown in the locale's digits (English here): "10,000 ETH".
    await waitForText(await waitForView(modal, 'w3m-account-view'), `${Number($account.get().balance).toLocaleString('en-US', { maximumFractionDigits: 4 })} ETH`);
  });

  it('without a projectId the same network reads from its own RPC and the provider is not asked', async () => {
    const anvil = await getAnvil();
    const before = (await providerLog('/v1/')).length;
    createAppKit({ networks: [{ ...mainnet, rpcUrls: { default: { http: [anvil.url] } } }], rpcHost: await providerUrl() });
    await announceTestWallet();
    await waitUntil(() => connect('dev.w3m-modal.test-wallet'), 'no connection');
    await waitUntil(() => $account.get().balance !== undefined, 'no balance read');
    expect((await providerLog('/v1/')).length).to.equal(before);
  });

  it('rejects an rpcHost that is not an http(s) URL, naming the option', () => {
    expect(() => createAppKit({ projectId: 'p', networks: [mainnet], rpcHost: 'ftp://x' })).to.throw('`rpcHost`');
  });
});
