// w3m-modal/wagmi: wagmi is the one source of truth, and the modal shows its account. A real test wallet (EIP-6963,
// discovered by wagmi) on the local node; the wallet and wagmi's own actions on one side, what the player sees on
// the other: the kit's `getAccount()` and <w3m-button>, read right after wagmi changed, with nothing awaited between.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { getAccount as wagmiAccount, disconnect as wagmiDisconnect, signMessage, switchChain as wagmiSwitchChain, version as wagmiVersion } from '@wagmi/core';
import { version as adapterWagmiVersion } from 'wagmi';
import { verifyMessage } from 'viem';
import { createAppKit } from '../../src/app-kit.js';
import { $chain, closeModal, connect, disconnect, mainnet, openModal, switchNetwork } from '../../src/core/index.js';
import { DISCONNECTED, LOCAL_ID, RDNS, WAGMI_MAJOR, buttonText, connectedTo, countReconnects, kitAccount, placeButton, readInWagmisUpdates, setUp, short } from './helpers.js';
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

  it('a connection made in the modal is wagmi\'s connection: the button and getAccount show it, wagmi signs through it', async () => {
    const { kit, config, wallet } = await setUp();
    const button = await placeButton();
    expect(await buttonText(button)).to.equal('Connect Wallet');
    openModal();
    expect(await connect(RDNS)).to.equal(true);
    const address = wallet.accounts[0]!.address;
    expect(wagmiAccount(config).address).to.equal(address);
    expect(kitAccount(kit)).to.deep.equal(connectedTo(address, 1));
    expect(await buttonText(button)).to.equal(short(address));
    const message = 'Play with wagmi';
    const signature = await signMessage(config, { message });
    expect(await verifyMessage({ address, message, signature })).to.equal(true);
  });

  it('the wallet switching account or chain, wagmi\'s switchChain and the modal\'s switchNetwork: the modal shows it in wagmi\'s own update', async () => {
    const { kit, config, wallet, local } = await setUp();
    const button = await placeButton();
    expect(await connect(RDNS)).to.equal(true);
    const reads = readInWagmisUpdates(config, kit);
    const second = wallet.accounts[1]!.address;
    wallet.setAccounts(1);
    // Only wagmi is waited for: the modal has nothing of its own to catch up.
    await waitUntil(() => wagmiAccount(config).address === second, 'wagmi did not follow the wallet\'s account');
    expect(kitAccount(kit)).to.deep.equal(connectedTo(second, 1));
    expect(await buttonText(button)).to.equal(short(second));
    await wagmiSwitchChain(config, { chainId: LOCAL_ID });
    expect(kitAccount(kit)).to.deep.equal(connectedTo(second, LOCAL_ID));
    expect($chain.get().activeNetwork?.caipNetworkId).to.equal('eip155:31337');
    await switchNetwork(mainnet);
    expect(wagmiAccount(config).chainId).to.equal(1);
    expect(kitAccount(kit)).to.deep.equal(connectedTo(second, 1));
    wallet.switchChain(LOCAL_ID);
    await waitUntil(() => wagmiAccount(config).chainId === LOCAL_ID, 'wagmi did not follow the wallet\'s chain');
    expect(kitAccount(kit)).to.deep.equal(connectedTo(second, LOCAL_ID));
    expect(local.name).to.equal($chain.get().activeNetwork?.name);
    expect(await buttonText(button)).to.equal(short(second));
    // Each time wagmi told its listeners (what its hooks hear), the kit already said the same account.
    const seen = reads();
    expect(seen.length).to.be.greaterThan(0);
    expect(seen.filter(([wagmi, kitSays]) => wagmi !== kitSays)).to.deep.equal([]);
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

  it('a disconnect through wagmi clears the modal at once; the modal\'s disconnect disconnects wagmi', async () => {
    const { kit, config, wallet } = await setUp();
    const button = await placeButton();
    expect(await connect(RDNS)).to.equal(true);
    await wagmiDisconnect(config);
    expect(kitAccount(kit)).to.deep.equal(DISCONNECTED);
    expect(await buttonText(button)).to.equal('Connect Wallet');
    expect(await connect(RDNS)).to.equal(true);
    expect(await buttonText(button)).to.equal(short(wallet.accounts[0]!.address));
    await disconnect();
    expect(wagmiAccount(config).status).to.equal('disconnected');
    expect(kitAccount(kit)).to.deep.equal(DISCONNECTED);
    expect(await buttonText(button)).to.equal('Connect Wallet');
  });

  it('after a reload the modal shows the account wagmi restores, once reconnected (reown-com/appkit#3114, #2956)', async () => {
    const first = await setUp();
    expect(await connect(RDNS)).to.equal(true);
    const address = first.wallet.accounts[0]!.address;
    // The page goes away (its storage stays); a new one builds its adapter and kit again.
    runCleanups();
    freshState();
    const wallet = new TestWallet({ rpcUrl: (await getAnvil()).url, storageKey: 'wagmi-test-wallet' });
    const anvil = await getAnvil();
    addCleanup(announceWallet(wallet, { rdns: RDNS, name: 'Wagmi Test Wallet' }));
    const customRpcUrls = { 'eip155:1': [{ url: anvil.url }] };
    const adapter = new WagmiAdapter({ networks: [mainnet], projectId: 'test-project', customRpcUrls });
    const runs = countReconnects(adapter.wagmiConfig);
    const button = await placeButton();
    // The modal's balance read goes to the local node too (without customRpcUrls it asks the provider's host).
    const kit = createAppKit({ adapters: [adapter], networks: [mainnet], projectId: 'test-project', customRpcUrls });
    const reads = readInWagmisUpdates(adapter.wagmiConfig, kit);
    await waitUntil(() => wagmiAccount(adapter.wagmiConfig).status === 'connected', 'wagmi did not reconnect');
    expect(kitAccount(kit)).to.deep.equal(connectedTo(address, 1));
    expect(await buttonText(button)).to.equal(short(address));
    // One reconnect (the adapter's, in a page without the React binding): the wallet was asked for its chain once.
    expect(runs()).to.equal(1);
    expect(wallet.requests.filter(request => request.method === 'eth_chainId')).to.have.length(1);
    const seen = reads();
    expect(seen).to.deep.include([address.toLowerCase(), address.toLowerCase()]);
    expect(seen.filter(([wagmi, kitSays]) => wagmi !== kitSays)).to.deep.equal([]);
    // The restored wallet can be used: wagmi signs with it (reown-com/appkit#5020).
    const signature = await signMessage(adapter.wagmiConfig, { message: 'again' });
    expect(await verifyMessage({ address: address as `0x${string}`, message: 'again', signature })).to.equal(true);
    expect(first.config).not.to.equal(adapter.wagmiConfig);
  });

  it('closing the modal while a wallet is asked leaves wagmi disconnected, not connecting (reown-com/appkit#2983)', async () => {
    const anvil = await getAnvil();
    const wallet = new TestWallet({ rpcUrl: anvil.url, approval: 'manual' });
    const { kit, config } = await setUp(wallet);
    openModal();
    const attempt = connect(RDNS);
    await waitUntil(() => wagmiAccount(config).status === 'connecting', 'wagmi never started connecting');
    expect(kitAccount(kit).status).to.equal('connecting');
    closeModal();
    expect(wagmiAccount(config).status).to.equal('disconnected');
    expect(kitAccount(kit)).to.deep.equal(DISCONNECTED);
    wallet.rejectNext();
    expect(await attempt).to.equal(false);
    expect(kitAccount(kit)).to.deep.equal(DISCONNECTED);
  });
});
