// A plain-JavaScript wagmi page shows its connected-only buttons from subscribeState and getIsConnectedState()
// (issue 30, failure 1): after a reload, wagmi's reconnect changes the kit's public state, so the page's callback
// runs again once the session is back.
import { expect } from '@open-wc/testing';
import { getAccount as wagmiAccount } from '@wagmi/core';
import { createAppKit } from '../../src/index.js';
import { connect, mainnet } from '../../src/core/index.js';
import { WagmiAdapter } from '../../src/wagmi.js';
import { getAnvil } from '../fixtures/chain.js';
import { TestWallet, announceWallet } from '../fixtures/test-wallet.js';
import { addCleanup, freshState, resetAll, runCleanups } from '../helpers/reset.js';
import { waitUntil } from '../helpers/wait.js';
import { RDNS, setUp } from './helpers.js';
import { rowsReady } from '../../src/features.js';

describe('WagmiAdapter: subscribeState across a reload', () => {
  beforeEach(freshState);
  afterEach(resetAll);

  it('a callback subscribed right after createAppKit runs once the kit is up, and again once wagmi restored the session', async () => {
    await setUp();
    expect(await connect(RDNS)).to.equal(true);
    // The page goes away (its storage stays); a new one builds its adapter and kit again, and subscribes at once.
    runCleanups();
    freshState();
    const anvil = await getAnvil();
    // The wallet answers wagmi's start-up reconnect only when the test says so: the kit is up before the session is back.
    const wallet = new TestWallet({ rpcUrl: anvil.url, storageKey: 'wagmi-test-wallet', approval: 'manual', approvalMethods: ['eth_accounts'] });
    addCleanup(announceWallet(wallet, { rdns: RDNS, name: 'Wagmi Test Wallet' }));
    const customRpcUrls = { 'eip155:1': [{ url: anvil.url }] };
    const adapter = new WagmiAdapter({ networks: [mainnet], projectId: 'test-project', customRpcUrls });
    const kit = createAppKit({ adapters: [adapter], networks: [mainnet], projectId: 'test-project', customRpcUrls });
    const seen: boolean[] = [];
    kit.subscribeState(() => seen.push(kit.getIsConnectedState()));
    await wallet.waitForRequest('eth_accounts');
    await rowsReady();
    await waitUntil(() => seen.length > 0, 'the callback did not run when the kit was up');
    while (wagmiAccount(adapter.wagmiConfig).status !== 'connected') await wallet.approveNext();
    await waitUntil(() => seen.at(-1) === true, `the callback did not run with the session back (it saw ${JSON.stringify(seen)})`);
  });
});
