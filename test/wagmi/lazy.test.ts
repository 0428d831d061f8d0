// What w3m-modal/wagmi's WalletConnect loads, and when: nothing of WalletConnect's connector or SDK until the
// modal opens, though it is one of wagmi's connectors from the start and wagmi's start-up reconnect asks it.
// (With no browser wallet the QR is the first view and the page fetches both while idle, issue 25: the page here
// has a browser wallet, so only the open may load them.)
// Nothing else in this file may load the WalletConnect connector or SDK: each test file runs in a page of its own.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { createAppKit } from '../../src/app-kit.js';
import { $connectors, mainnet, openModal } from '../../src/core/index.js';
import { WagmiAdapter } from '../../src/wagmi.js';
import { getAnvil } from '../fixtures/chain.js';
import { getWc } from '../fixtures/wc/control.js';
import { resetAll } from '../helpers/reset.js';
import { announceTestWallet } from '../modal/helpers.js';
import { fetched, WC_CONNECTOR as CONNECTOR, WC_SDK as SDK } from '../helpers/fetched.js';

describe('WagmiAdapter: WalletConnect loading', function () {
  this.timeout(20_000);
  afterEach(() => resetAll());

  it('no projectId: no WalletConnect; a projectId: one of wagmi\'s connectors, its SDK loaded only when the modal opens', async () => {
    const anvil = await getAnvil();
    const customRpcUrls = { 'eip155:1': [{ url: anvil.url }] };
    const off = new WagmiAdapter({ networks: [mainnet], customRpcUrls });
    createAppKit({ adapters: [off], networks: [mainnet], customRpcUrls });
    await waitUntil(() => off.wagmiConfig.state.status === 'disconnected', 'wagmi did not settle after start');
    expect(off.wagmiConfig.connectors.map(c => c.id)).not.to.include('walletConnect');
    expect($connectors.get().some(c => c.type === 'WALLET_CONNECT')).to.equal(false);
    resetAll();

    const { relayUrl, verifyUrl } = await getWc();
    await announceTestWallet();
    const adapter = new WagmiAdapter({ networks: [mainnet], projectId: 'test-project', customRpcUrls });
    // The Connect view asks the wallet directory when it opens with WalletConnect on: a refused loopback port here.
    createAppKit({ adapters: [adapter], networks: [mainnet], projectId: 'test-project', customRpcUrls, relayUrl, verifyUrl, explorerApiUrl: 'http://127.0.0.1:9' });
    expect(adapter.wagmiConfig.connectors.map(c => c.id)).to.include('walletConnect');
    expect($connectors.get().find(c => c.type === 'WALLET_CONNECT')?.name).to.equal('WalletConnect');
    // wagmi's start-up reconnect asked every connector, WalletConnect too (no session stored): nothing loaded.
    await waitUntil(() => adapter.wagmiConfig.state.status === 'disconnected', 'wagmi did not settle after start');
    expect(fetched(CONNECTOR)).to.deep.equal([]);
    expect(fetched(SDK)).to.deep.equal([]);

    openModal();
    await waitUntil(() => fetched(CONNECTOR).length === 1 && fetched(SDK).length > 0, 'the SDK was not loaded on open', { timeout: 10_000 });
  });
});
