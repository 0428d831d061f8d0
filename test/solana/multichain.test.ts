import { expect } from '@open-wc/testing';
import { LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js';
import { createAppKit, getAppKit } from '../../src/app-kit.js';
import { $account, $chain, $connectors, $walletProviders, connect, getAccount, mainnet, openModal, switchNetwork } from '../../src/core/index.js';
import { solana } from '../../src/networks/solana.js';
import { SolanaAdapter } from '../../src/solana.js';
import { EthersAdapter } from '../../src/ethers.js';
import type { Provider } from '../../src/solana.js';
import { getAnvil } from '../fixtures/chain.js';
import { createFixtureSolanaWallet, registerFixtureWallet } from '../fixtures/solana/wallet-standard-wallet.js';
import type { FixtureSolanaWallet } from '../fixtures/solana/wallet-standard-wallet.js';
import { airdrop, getSolanaRuntime } from '../fixtures/solana/runtime.js';
import { announceTestWallet, renderModal, waitForView } from '../modal/helpers.js';
import { deepQueryAll, deepText } from '../helpers/dom.js';
import { $walletList } from '../../src/core/wallets/index.js';
import type { TestWallet } from '../fixtures/test-wallet.js';
import { freshState, resetAll } from '../helpers/reset.js';
import { waitUntil } from '../helpers/wait.js';

const SOLANA_ID = (name: string): string => `wallet-standard:${name}`;
const EVM_ID = 'dev.w3m-modal.test-wallet';

describe('EVM and Solana in one modal: one wallet in both namespaces', function () {
  let fixture: FixtureSolanaWallet;
  let evm: TestWallet;
  let unregister: (() => void) | undefined;

  async function kit(): Promise<void> {
    const [anvil, runtime] = await Promise.all([getAnvil(), getSolanaRuntime()]);
    // An adapter per namespace, as AppKit apps write it: without an EVM adapter, AppKit lists no EVM browser wallet.
    createAppKit({ projectId: 'p-multichain', networks: [mainnet, solana], adapters: [new EthersAdapter(), new SolanaAdapter()], enableWalletConnect: false, explorerApiUrl: 'http://127.0.0.1:9',
      customRpcUrls: { 'eip155:1': [{ url: anvil.url }], [solana.caipNetworkId]: [{ url: runtime.url }] } });
  }

  /** The wallet is both an EIP-6963 provider and a Wallet Standard wallet of one name, as Phantom is. */
  async function dualWallet(): Promise<void> {
    const name = `Dual Wallet ${Math.random().toString(36).slice(2, 8)}`;
    fixture = createFixtureSolanaWallet(name);
    await airdrop(fixture.address, LAMPORTS_PER_SOL);
    unregister = registerFixtureWallet(fixture);
    evm = await announceTestWallet({}, { name });
    await kit();
    await waitUntil(() => [EVM_ID, SOLANA_ID(name)].every(id => $connectors.get().some(c => c.id === id)), 'the wallet was not found in both namespaces');
  }

  afterEach(() => {
    unregister?.();
    unregister = undefined;
    resetAll();
  });

  it('shows as one row; picking it connects both namespaces; each has its account and provider; the Networks switch crosses namespaces', async () => {
    await dualWallet();
    expect($connectors.get().filter(c => c.name === fixture.wallet.name).map(c => c.namespace).sort()).to.deep.equal(['eip155', 'solana']);
    // The Connect view (and All Wallets) list the wallet once: the connector of the active namespace stands for both.
    const modal = await renderModal();
    openModal();
    const view = await waitForView(modal, 'w3m-connect-view');
    const rows = (): HTMLElement[] => deepQueryAll<HTMLElement>(view, 'wui-list-wallet').filter(row => deepText(row).includes(fixture.wallet.name));
    await waitUntil(() => rows().length > 0, 'no row for the wallet');
    expect(rows()).to.have.length(1);
    expect($walletList.get().filter(item => item.wallet.name === fixture.wallet.name).map(item => item.connector?.id)).to.deep.equal([EVM_ID]);
    rows()[0]!.click();
    await waitUntil(() => getAccount('eip155').status === 'connected' && getAccount('solana').status === 'connected', 'not connected in both namespaces');
    expect(fixture.calls.filter(call => call === 'connect')).to.have.length(1);
    const evmAddress = evm.accounts[0]!.address;
    expect($chain.get().activeNamespace).to.equal('eip155');
    expect(getAppKit()!.getAccount().address).to.equal(evmAddress);
    expect(getAppKit()!.getAccount('eip155').address).to.equal(evmAddress);
    expect(getAppKit()!.getAccount('solana').caipAddress).to.equal(`${solana.caipNetworkId}:${fixture.address}`);
    // useAppKitProvider('solana') while EVM is active: AppKit's Solana provider of the same wallet.
    const solanaProvider = $walletProviders.get().solana?.provider as Provider | undefined;
    expect(solanaProvider?.publicKey).to.be.instanceOf(PublicKey);
    expect(solanaProvider?.publicKey?.toBase58()).to.equal(fixture.address);
    expect($walletProviders.get().eip155?.provider).to.equal(getAppKit()!.getWalletProvider());

    // The Networks view's switch into Solana: the Solana account becomes the active one, the EVM one stays.
    await switchNetwork(solana);
    expect($chain.get().activeNamespace).to.equal('solana');
    expect($account.get().address).to.equal(fixture.address);
    expect((getAppKit()!.getWalletProvider() as Provider).publicKey?.toBase58()).to.equal(fixture.address);
    expect(getAccount('eip155').address).to.equal(evmAddress);
    await waitUntil(() => $account.get().balance === '1', `SOL balance: ${$account.get().balance}`);
    await switchNetwork(mainnet);
    expect($chain.get().activeNamespace).to.equal('eip155');
    expect($account.get().address).to.equal(evmAddress);
    expect(getAccount('solana').status).to.equal('connected');
  });

  it('disconnect(namespace) leaves the other connected; a reload restores both', async () => {
    await dualWallet();
    await connect(SOLANA_ID(fixture.wallet.name));
    await waitUntil(() => getAccount('eip155').status === 'connected', 'the EVM side was not connected');
    expect($chain.get().activeNamespace).to.equal('solana');

    // A reload: fresh stores and modal, the page's storage kept, the wallets still installed.
    const stored = Object.fromEntries(Object.entries(localStorage).filter(([key]) => key.startsWith('w3m:')));
    freshState();
    Object.entries(stored).forEach(([key, value]) => localStorage.setItem(key, value));
    await kit();
    await waitUntil(() => getAccount('solana').status === 'connected' && getAccount('eip155').status === 'connected', 'not both restored');
    expect(fixture.calls.filter(call => call === 'connect')).to.have.length(1);
    expect($chain.get().activeNamespace).to.equal('solana');
    expect(getAccount('eip155').address).to.equal(evm.accounts[0]!.address);

    await getAppKit()!.disconnect('solana');
    expect(fixture.calls).to.include('disconnect');
    expect(getAccount('solana').status).to.equal('disconnected');
    expect(getAccount('eip155').address).to.equal(evm.accounts[0]!.address);
    expect($chain.get().activeNamespace).to.equal('eip155');
    expect($account.get().address).to.equal(evm.accounts[0]!.address);
    expect($walletProviders.get().solana).to.equal(undefined);
  });
});
