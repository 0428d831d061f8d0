// AppKit's multichain example: a WagmiAdapter and a SolanaAdapter in one modal. One wallet (EIP-6963, which wagmi
// discovers, and Wallet Standard under the same name) is picked once and connected in both namespaces; the Networks
// switch crosses them; disconnecting Solana leaves EVM; a reload restores both.
import { expect } from '@open-wc/testing';
import { LAMPORTS_PER_SOL } from '@solana/web3.js';
import { getAccount as wagmiAccount } from '@wagmi/core';
import { createAppKit, getAppKit } from '../../src/app-kit.js';
import { $chain, $connectors, connect, getAccount, mainnet, switchNetwork } from '../../src/core/index.js';
import { solana } from '../../src/networks/solana.js';
import { SolanaAdapter } from '../../src/solana.js';
import { WagmiAdapter } from '../../src/wagmi.js';
import { getAnvil } from '../fixtures/chain.js';
import { createFixtureSolanaWallet, registerFixtureWallet } from '../fixtures/solana/wallet-standard-wallet.js';
import type { FixtureSolanaWallet } from '../fixtures/solana/wallet-standard-wallet.js';
import { airdrop, getSolanaRuntime } from '../fixtures/solana/runtime.js';
import { TestWallet, announceWallet } from '../fixtures/test-wallet.js';
import { addCleanup, freshState, resetAll } from '../helpers/reset.js';
import { waitUntil } from '../helpers/wait.js';

const RDNS = 'dev.w3m-modal.dual-wagmi-wallet';

describe('WagmiAdapter and SolanaAdapter together (AppKit\'s multichain example)', function () {
  let fixture: FixtureSolanaWallet;
  let evm: TestWallet;
  let adapter: WagmiAdapter;

  async function kit(): Promise<void> {
    const [anvil, runtime] = await Promise.all([getAnvil(), getSolanaRuntime()]);
    const customRpcUrls = { 'eip155:1': [{ url: anvil.url }], [solana.caipNetworkId]: [{ url: runtime.url }] };
    const networks = [mainnet, solana];
    adapter = new WagmiAdapter({ networks, projectId: 'p-multichain', customRpcUrls });
    createAppKit({ projectId: 'p-multichain', networks, adapters: [adapter, new SolanaAdapter()], enableWalletConnect: false, customRpcUrls });
  }

  afterEach(() => resetAll());

  it('one pick connects both; the switch crosses namespaces; a reload restores both; disconnecting Solana leaves EVM', async () => {
    const name = `Dual Wagmi Wallet ${Math.random().toString(36).slice(2, 8)}`;
    fixture = createFixtureSolanaWallet(name);
    await airdrop(fixture.address, LAMPORTS_PER_SOL);
    addCleanup(registerFixtureWallet(fixture));
    evm = new TestWallet({ rpcUrl: (await getAnvil()).url, storageKey: 'dual-wagmi-wallet' });
    addCleanup(announceWallet(evm, { rdns: RDNS, name }));
    await kit();
    await waitUntil(() => [RDNS, `wallet-standard:${name}`].every(id => $connectors.get().some(c => c.id === id)), 'the wallet was not found in both namespaces');

    expect(await connect(RDNS)).to.equal(true);
    await waitUntil(() => getAccount('solana').status === 'connected', 'the Solana side was not connected');
    expect(wagmiAccount(adapter.wagmiConfig).address).to.equal(evm.accounts[0]!.address);
    expect(getAccount('eip155').address).to.equal(evm.accounts[0]!.address);
    await switchNetwork(solana);
    expect($chain.get().activeNamespace).to.equal('solana');

    // A reload: fresh stores and modal, the page's storage kept, the wallets still installed.
    const stored = Object.fromEntries(Object.entries(localStorage));
    freshState();
    Object.entries(stored).forEach(([key, value]) => localStorage.setItem(key, value));
    await kit();
    await waitUntil(() => getAccount('solana').status === 'connected' && getAccount('eip155').status === 'connected', 'not both restored');
    expect($chain.get().activeNamespace).to.equal('solana');
    expect(getAccount('solana').address).to.equal(fixture.address);

    await getAppKit()!.disconnect('solana');
    expect(getAccount('solana').status).to.equal('disconnected');
    expect(getAccount('eip155').address).to.equal(evm.accounts[0]!.address);
    expect(wagmiAccount(adapter.wagmiConfig).status).to.equal('connected');
    expect($chain.get().activeNamespace).to.equal('eip155');
  });
});
