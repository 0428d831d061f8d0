import { expect } from '@open-wc/testing';
import type { Address } from 'viem';
import { createAppKit } from '../../src/app-kit.js';
import { $account, $alert, $chain, $toast, connect, mainnet, showModal, switchNetwork } from '../../src/core/index.js';
import type { CaipNetwork } from '../../src/core/index.js';
import { $networkSwitch } from '../../src/core/modal/network-switch-state.js';
import { addChainParams } from '../../src/connectors/eip1193-switch.js';
import { getAnvil, rpc } from '../fixtures/chain.js';
import { anvil as viemAnvil, mainnet as viemMainnet } from 'viem/chains';
import type { TestWallet, TestWalletOptions } from '../fixtures/test-wallet.js';
import { WALLET_RDNS, announce, newWallet } from '../connectors/helpers.js';
import { until } from '../core/setup.js';
import { extraNode } from './helpers.js';
import { runCleanups, freshState } from '../helpers/reset.js';
import { recordToasts } from '../helpers/timed-state.js';

const LOCAL_ID = 31337;

interface Setup {
  wallet: TestWallet;
  local: CaipNetwork;
  secondUrl: string;
}

/** A kit on chain 1 (anvil) and a second network, chain 31337, served by its own anvil node; the wallet connected on chain 1. */
async function connectedOnTwoNetworks(walletOptions: Partial<TestWalletOptions> = {}, extra: Record<string, unknown> = {}): Promise<Setup> {
  const anvil = await getAnvil();
  const second = await extraNode(LOCAL_ID);
  const local: CaipNetwork = {
    id: LOCAL_ID,
    caipNetworkId: 'eip155:31337',
    chainNamespace: 'eip155',
    name: 'Local Devnet',
    nativeCurrency: { name: 'Test Ether', symbol: 'TETH', decimals: 18 },
    rpcUrls: { default: { http: [second.url] } },
    blockExplorers: { default: { name: 'Local Scan', url: 'http://127.0.0.1:1/scan' } },
    testnet: true,
  };
  const wallet = await newWallet(walletOptions);
  announce(wallet, { rdns: WALLET_RDNS });
  createAppKit({ projectId: 'test-project', networks: [mainnet, local], customRpcUrls: { 'eip155:1': [{ url: anvil.url }] }, ...extra });
  const approval = wallet.approval;
  wallet.approval = 'auto';
  expect(await connect(WALLET_RDNS)).to.equal(true);
  // From here on the player answers each prompt (when the test asked for manual approval).
  wallet.approval = approval;
  return { wallet, local, secondUrl: second.url };
}

const methods = (wallet: TestWallet): string[] => wallet.requests.map(r => r.method).filter(m => m.startsWith('wallet_'));

async function rejection(promise: Promise<unknown>): Promise<{ code?: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { code?: number; message: string };
  }
  throw new Error('expected a rejection');
}

describe('switchNetwork with the test wallet (two anvil nodes)', () => {
  beforeEach(() => freshState());
  afterEach(() => runCleanups());

  it('a chain the wallet knows: wallet_switchEthereumChain, then network, address and balance follow', async () => {
    const second = await extraNode(LOCAL_ID);
    const { wallet, local } = await connectedOnTwoNetworks({ chains: [{ chainId: LOCAL_ID, rpcUrl: second.url }] });
    const address = wallet.accounts[0]!.address as Address;
    await rpc('anvil_setBalance', [address, '0x1bc16d674ec80000'], second.url); // 2 TETH on the second node only
    await switchNetwork(local);
    expect(wallet.chainId).to.equal(LOCAL_ID);
    expect(wallet.requests.find(r => r.method === 'wallet_switchEthereumChain')?.params).to.deep.equal([{ chainId: '0x7a69' }]);
    expect(methods(wallet)).not.to.include('wallet_addEthereumChain');
    expect($chain.get().activeNetwork?.caipNetworkId).to.equal('eip155:31337');
    expect($account.get().caipAddress).to.equal(`eip155:31337:${address}`);
    const read = await until($account, a => a.balanceSymbol === 'TETH' && a.balance !== undefined, 'balance on the second node');
    expect(read.balance).to.equal('2');
    expect($networkSwitch.get().status).to.equal('idle');
  });

  it('4902 (the wallet does not know the chain): wallet_addEthereumChain with the network\'s own URLs, then switch', async () => {
    const { wallet, local, secondUrl } = await connectedOnTwoNetworks({}, {
      // The app's own endpoint (often carrying its API key) must not end up in the player's wallet.
      customRpcUrls: { 'eip155:1': [{ url: (await getAnvil()).url }], 'eip155:31337': [{ url: 'http://127.0.0.1:9/app-key' }] },
    });
    await switchNetwork(local);
    expect(methods(wallet)).to.deep.equal(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain']);
    const added = wallet.requests.find(r => r.method === 'wallet_addEthereumChain')?.params;
    expect(added).to.deep.equal([
      {
        chainId: '0x7a69',
        chainName: 'Local Devnet',
        nativeCurrency: { name: 'Test Ether', symbol: 'TETH', decimals: 18 },
        rpcUrls: [secondUrl],
        blockExplorerUrls: ['http://127.0.0.1:1/scan'],
      },
    ]);
    expect(wallet.chainId).to.equal(LOCAL_ID);
    // The wallet now reads from the node it was given: the chain it reports is the second node's.
    expect(await wallet.request({ method: 'eth_chainId' })).to.equal('0x7a69');
    expect(Number(await wallet.request({ method: 'eth_blockNumber' }))).to.be.a('number');
    expect($chain.get().activeNetwork?.id).to.equal(LOCAL_ID);
  });

  it('declined in the wallet (4001): rejects, shows the declined state and a toast, the network stays', async () => {
    const toasts = recordToasts();
    const second = await extraNode(LOCAL_ID);
    const { wallet, local } = await connectedOnTwoNetworks({ approval: 'manual', chains: [{ chainId: LOCAL_ID, rpcUrl: second.url }] });
    const pending = rejection(switchNetwork(local));
    await wallet.waitForRequest('wallet_switchEthereumChain');
    expect($networkSwitch.get()).to.deep.equal({ status: 'switching', network: 'eip155:31337' });
    wallet.rejectNext(4001);
    expect((await pending).code).to.equal(4001);
    expect($networkSwitch.get()).to.deep.equal({ status: 'declined', network: 'eip155:31337' });
    expect(await toasts.waitFor('You declined the switch to Local Devnet. You can try again.')).to.include({ variant: 'error' });
    expect(wallet.chainId).to.equal(1);
    expect($chain.get().activeNetwork?.caipNetworkId).to.equal('eip155:1');
  });

  it('declining to add the chain is a decline too', async () => {
    const { wallet, local } = await connectedOnTwoNetworks({ approval: 'manual' });
    const pending = rejection(switchNetwork(local));
    await wallet.waitForRequest('wallet_addEthereumChain');
    wallet.rejectNext(4001);
    expect((await pending).code).to.equal(4001);
    expect($networkSwitch.get().status).to.equal('declined');
    expect(methods(wallet)).to.deep.equal(['wallet_switchEthereumChain', 'wallet_addEthereumChain']);
  });

  it('another wallet error is a failure, not a decline', async () => {
    const toasts = recordToasts();
    const second = await extraNode(LOCAL_ID);
    const { wallet, local } = await connectedOnTwoNetworks({ approval: 'manual', chains: [{ chainId: LOCAL_ID, rpcUrl: second.url }] });
    const pending = rejection(switchNetwork(local));
    await wallet.waitForRequest('wallet_switchEthereumChain');
    wallet.rejectNext(-32603, 'Internal error');
    expect((await pending).code).to.equal(-32603);
    expect($networkSwitch.get().status).to.equal('failed');
    await toasts.waitFor('Could not switch to Local Devnet. Try again, or switch in your wallet.');
  });

  it('no toast while the UnsupportedChain view is open: the view shows the state itself', async () => {
    const second = await extraNode(LOCAL_ID);
    const { wallet, local } = await connectedOnTwoNetworks({ approval: 'manual', chains: [{ chainId: LOCAL_ID, rpcUrl: second.url }] });
    showModal('UnsupportedChain');
    const pending = rejection(switchNetwork(local));
    await wallet.waitForRequest('wallet_switchEthereumChain');
    wallet.rejectNext(4001);
    await pending;
    expect($networkSwitch.get().status).to.equal('declined');
    expect($toast.get()).to.include({ open: false, message: '' });
  });

  it('a network that is not configured: "Network Not Found", and the wallet is not asked', async () => {
    const { wallet } = await connectedOnTwoNetworks();
    const before = wallet.requests.length;
    const error = await rejection(switchNetwork({ ...mainnet, id: 137, caipNetworkId: 'eip155:137', name: 'Polygon' }));
    expect(error.message).to.equal('Network not found');
    expect($alert.get()?.id).to.equal('networkNotFound');
    expect(wallet.requests.length).to.equal(before);
  });

  it('viem Chain objects, as they are: configured, then switched to', async () => {
    const anvil = await getAnvil();
    const second = await extraNode(LOCAL_ID);
    const wallet = await newWallet({ chains: [{ chainId: LOCAL_ID, rpcUrl: second.url }] });
    announce(wallet, { rdns: WALLET_RDNS });
    const kit = createAppKit({
      projectId: 'test-project',
      networks: [viemMainnet, viemAnvil],
      // viem's anvil chain points at 127.0.0.1:8545; reads go to this run's nodes instead.
      customRpcUrls: { 'eip155:1': [{ url: anvil.url }], 'eip155:31337': [{ url: second.url }] },
    });
    expect(kit.options.networks.map(n => [n.caipNetworkId, n.name])).to.deep.equal([['eip155:1', 'Ethereum'], ['eip155:31337', 'Anvil']]);
    await connect(WALLET_RDNS);
    await switchNetwork(viemAnvil);
    expect(wallet.chainId).to.equal(LOCAL_ID);
    expect(kit.getCaipNetwork()?.caipNetworkId).to.equal('eip155:31337');
  });

  it('addChainParams leaves out an explorer that is not http(s)', () => {
    const network = { ...mainnet, blockExplorers: { default: { name: 'x', url: 'javascript:alert(1)' } } };
    expect(addChainParams(network)).not.to.have.property('blockExplorerUrls');
    expect(addChainParams(mainnet)).to.include({ chainId: '0x1', chainName: 'Ethereum' });
  });
});

