// w3m-modal/wagmi: wagmi is the one source of truth. A real test wallet (EIP-6963, discovered by wagmi) on the
// local node; wagmi's own actions on one side, the modal's stores and actions on the other.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { getAccount as wagmiAccount, disconnect as wagmiDisconnect, signMessage, switchChain as wagmiSwitchChain, version as wagmiVersion } from '@wagmi/core';
import { version as adapterWagmiVersion } from 'wagmi';
import { verifyMessage } from 'viem';
import { createAppKit } from '../../src/app-kit.js';
import { $account, $chain, closeModal, connect, disconnect, mainnet, openModal, switchNetwork } from '../../src/core/index.js';
import { LOCAL_ID, RDNS, WAGMI_MAJOR, countReconnects, expectAgree, sampleFrames, setUp } from './helpers.js';
import { WagmiAdapter } from '../../src/wagmi.js';
import { $networkSwitch } from '../../src/core/network/index.js';
import { getAnvil } from '../fixtures/chain.js';
import { TestWallet, announceWallet } from '../fixtures/test-wallet.js';
import { addCleanup, freshState, resetAll, runCleanups } from '../helpers/reset.js';

describe('WagmiAdapter: wagmi is the source of truth', () => {
  afterEach(() => {
    resetAll();
    sessionStorage.clear();
  });

  it(`runs against @wagmi/core ${WAGMI_MAJOR} (npm test runs this folder on 2 and on 3)`, () => {
    expect(wagmiVersion.split('.')[0]).to.equal(WAGMI_MAJOR);
    // The adapter imports the core through `wagmi` (src/connectors/wagmi/wagmi-core.ts): that resolves to the same major.
    expect(adapterWagmiVersion.split('.')[0]).to.equal(WAGMI_MAJOR);
  });

  it('a connection made in the modal is wagmi\'s connection: wagmi signs through it', async () => {
    const { config } = await setUp();
    const sample = sampleFrames(config);
    openModal();
    expect(await connect(RDNS)).to.equal(true);
    expect(wagmiAccount(config).status).to.equal('connected');
    expectAgree(config);
    const message = 'Play with wagmi';
    const signature = await signMessage(config, { message });
    expect(await verifyMessage({ address: wagmiAccount(config).address!, message, signature })).to.equal(true);
    const { disagreements } = await sample();
    expect(disagreements).to.deep.equal([]);
  });

  it('the wallet switching account or chain moves both; wagmi\'s switchChain and the modal\'s switchNetwork too', async () => {
    const { config, wallet, local } = await setUp();
    expect(await connect(RDNS)).to.equal(true);
    const sample = sampleFrames(config);
    wallet.setAccounts(1);
    await waitUntil(() => $account.get().address === wallet.accounts[1]!.address, 'the modal did not follow the account switch');
    expectAgree(config);
    await wagmiSwitchChain(config, { chainId: LOCAL_ID });
    expect($chain.get().activeNetwork?.caipNetworkId).to.equal('eip155:31337');
    expectAgree(config);
    await switchNetwork(mainnet);
    expect(wagmiAccount(config).chainId).to.equal(1);
    expectAgree(config);
    wallet.switchChain(LOCAL_ID);
    await waitUntil(() => wagmiAccount(config).chainId === LOCAL_ID, 'wagmi did not follow the wallet');
    expectAgree(config);
    expect(local.name).to.equal($chain.get().activeNetwork?.name);
    expect((await sample()).disagreements).to.deep.equal([]);
  });

  it('a chain the wallet fails to add says so; only the player\'s own refusal reads as declined', async () => {
    const anvil = await getAnvil();
    const wallet = new TestWallet({ rpcUrl: anvil.url, storageKey: 'wagmi-test-wallet' });
    const { local } = await setUp(wallet);
    expect(await connect(RDNS)).to.equal(true);
    wallet.approval = 'manual';
    // The wallet does not know the chain (4902), so wagmi adds it; the wallet fails that with its own error,
    // which wagmi passes on inside a UserRejectedRequestError.
    const failed = switchNetwork(local).catch(() => 'rejected');
    await wallet.waitForRequest('wallet_addEthereumChain');
    wallet.rejectNext(-32603, 'Internal error');
    expect(await failed).to.equal('rejected');
    expect($networkSwitch.get().status).to.equal('failed');
    const declined = switchNetwork(local).catch(() => 'rejected');
    await wallet.waitForRequest('wallet_addEthereumChain');
    wallet.rejectNext(4001);
    expect(await declined).to.equal('rejected');
    expect($networkSwitch.get().status).to.equal('declined');
  });

  it('a disconnect from either side ends both', async () => {
    const { config } = await setUp();
    expect(await connect(RDNS)).to.equal(true);
    const sample = sampleFrames(config);
    await wagmiDisconnect(config);
    expect($account.get().status).to.equal('disconnected');
    expectAgree(config);
    expect(await connect(RDNS)).to.equal(true);
    await disconnect();
    expect(wagmiAccount(config).status).to.equal('disconnected');
    expectAgree(config);
    expect((await sample()).disagreements).to.deep.equal([]);
  });

  it('after a reload both are connected in the same frame (reown-com/appkit#3114, #2956)', async () => {
    const first = await setUp();
    expect(await connect(RDNS)).to.equal(true);
    const address = $account.get().address;
    // The page goes away (its storage stays); a new one builds its adapter and kit again.
    runCleanups();
    freshState();
    const wallet = new TestWallet({ rpcUrl: (await getAnvil()).url, storageKey: 'wagmi-test-wallet' });
    const anvil = await getAnvil();
    addCleanup(announceWallet(wallet, { rdns: RDNS, name: 'Wagmi Test Wallet' }));
    const customRpcUrls = { 'eip155:1': [{ url: anvil.url }] };
    const adapter = new WagmiAdapter({ networks: [mainnet], projectId: 'test-project', customRpcUrls });
    const sample = sampleFrames(adapter.wagmiConfig);
    const runs = countReconnects(adapter.wagmiConfig);
    // The modal's balance read goes to the local node too (without customRpcUrls it asks the provider's host).
    createAppKit({ adapters: [adapter], networks: [mainnet], projectId: 'test-project', customRpcUrls });
    await waitUntil(() => wagmiAccount(adapter.wagmiConfig).status === 'connected', 'wagmi did not reconnect');
    expect($account.get().address).to.equal(address);
    expectAgree(adapter.wagmiConfig);
    // One reconnect (the adapter's, in a page without the React binding): the wallet was asked for its chain once.
    expect(runs()).to.equal(1);
    expect(wallet.requests.filter(request => request.method === 'eth_chainId')).to.have.length(1);
    const { frames, disagreements } = await sample();
    expect(frames).to.be.greaterThan(0);
    expect(disagreements).to.deep.equal([]);
    // The restored wallet can be used: wagmi signs with it (reown-com/appkit#5020).
    const signature = await signMessage(adapter.wagmiConfig, { message: 'again' });
    expect(await verifyMessage({ address: address as `0x${string}`, message: 'again', signature })).to.equal(true);
    expect(first.config).not.to.equal(adapter.wagmiConfig);
  });

  it('closing the modal while a wallet is asked leaves wagmi disconnected, not connecting (reown-com/appkit#2983)', async () => {
    const anvil = await getAnvil();
    const wallet = new TestWallet({ rpcUrl: anvil.url, approval: 'manual' });
    const { config } = await setUp(wallet);
    openModal();
    const attempt = connect(RDNS);
    await waitUntil(() => wagmiAccount(config).status === 'connecting', 'wagmi never started connecting');
    closeModal();
    expect(wagmiAccount(config).status).to.equal('disconnected');
    expect($account.get().status).to.equal('disconnected');
    wallet.rejectNext();
    expect(await attempt).to.equal(false);
    expectAgree(config);
  });
});
