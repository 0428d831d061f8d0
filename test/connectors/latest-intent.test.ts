// Issue 13: the latest intent wins. A wallet that answers after the player moved on (another wallet, closing the
// modal, a disconnect) changes nothing, and the provider it connected is disconnected again.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { createAppKit } from '../../src/app-kit.js';
import { $account, $chain, $connectError, $modal, closeModal, connect, disconnect, mainnet, openModal, switchNetwork } from '../../src/core/index.js';
import type { Eip1193Provider } from '../fixtures/test-wallet.js';
import { announce, kitOptions, setupWallet } from './helpers.js';
import { freshState, runCleanups } from '../helpers/reset.js';

const SLOW_ADDRESS = '0x1111111111111111111111111111111111111111';

/** A wallet whose eth_requestAccounts resolves when the test says; it records every method it is asked. */
function slowWallet(method = 'eth_requestAccounts'): Eip1193Provider & { methods: string[]; approve: () => void; asked: Promise<void> } {
  const methods: string[] = [];
  let approve: () => void = () => undefined;
  let onAsked: () => void = () => undefined;
  const asked = new Promise<void>(resolve => (onAsked = resolve));
  const accounts = new Promise<string[]>(resolve => (approve = () => resolve([SLOW_ADDRESS])));
  return {
    methods,
    asked,
    approve: () => approve(),
    request: async ({ method: asked }) => {
      methods.push(asked);
      if (asked === method) {
        onAsked();
        return accounts;
      }
      if (asked === 'eth_chainId') return '0x1';
      return null;
    },
    on: () => undefined,
    removeListener: () => undefined,
  };
}

describe('the latest connection intent wins (issue 13)', () => {
  beforeEach(() => freshState());
  afterEach(() => runCleanups());

  it('a slow wallet answering after another wallet connected: the account stays the second one, the slow one is disconnected', async () => {
    const slow = slowWallet();
    announce(slow, { rdns: 'io.slow.wallet', name: 'Slow Wallet' });
    const { wallet, id } = await setupWallet();
    openModal();
    const first = connect('io.slow.wallet');
    await slow.asked;
    expect(await connect(id)).to.equal(true);
    slow.approve();
    expect(await first).to.equal(false);
    expect($account.get().address).to.equal(wallet.accounts[0]!.address);
    expect($account.get().connectedWalletInfo?.rdns).to.equal(id);
    expect(slow.methods).to.include('wallet_revokePermissions');
  });

  it('closing the modal while connecting: the late answer connects nothing and the wallet is disconnected', async () => {
    const slow = slowWallet();
    announce(slow, { rdns: 'io.slow.wallet', name: 'Slow Wallet' });
    createAppKit(await kitOptions());
    openModal();
    const first = connect('io.slow.wallet');
    await slow.asked;
    expect($account.get().status).to.equal('connecting');
    closeModal();
    expect($modal.get().open).to.equal(false);
    expect($account.get().status).to.equal('disconnected');
    slow.approve();
    expect(await first).to.equal(false);
    expect($account.get().status).to.equal('disconnected');
    expect($account.get().address).to.equal(undefined);
    expect($connectError.get()).to.equal(undefined);
    expect(slow.methods).to.include('wallet_revokePermissions');
  });

  it('a disconnect while connecting: the late answer connects nothing and the wallet is disconnected', async () => {
    const slow = slowWallet();
    announce(slow, { rdns: 'io.slow.wallet', name: 'Slow Wallet' });
    const { id } = await setupWallet();
    expect(await connect(id)).to.equal(true);
    openModal();
    const first = connect('io.slow.wallet');
    await slow.asked;
    await disconnect();
    slow.approve();
    expect(await first).to.equal(false);
    expect($account.get().status).to.equal('disconnected');
    expect($account.get().address).to.equal(undefined);
    expect(slow.methods).to.include('wallet_revokePermissions');
  });

  it('a restore after a reload that answers after the player connected another wallet changes nothing', async () => {
    localStorage.setItem('w3m:connectedConnectorId', JSON.stringify('io.slow.wallet'));
    const slow = slowWallet('eth_accounts');
    announce(slow, { rdns: 'io.slow.wallet', name: 'Slow Wallet' });
    const { wallet, id } = await setupWallet();
    await slow.asked;
    openModal();
    expect(await connect(id)).to.equal(true);
    slow.approve();
    // Settled: the slow wallet was told to forget the stale restore.
    await waitUntil(() => slow.methods.includes('wallet_revokePermissions'), 'the stale restore was not disconnected');
    expect($account.get().address).to.equal(wallet.accounts[0]!.address);
    expect($account.get().connectedWalletInfo?.rdns).to.equal(id);
  });

  it('a network switch the wallet answers late does not move the network back over a newer switch', async () => {
    const local = { default: { http: [(await kitOptions()).customRpcUrls!['eip155:1']![0]!.url] } };
    const second = { ...mainnet, id: 31337, caipNetworkId: 'eip155:31337' as const, name: 'Local', rpcUrls: local };
    let releaseFirst: () => void = () => undefined;
    let firstAsked: () => void = () => undefined;
    const asked = new Promise<void>(resolve => (firstAsked = resolve));
    let switches = 0;
    const provider: Eip1193Provider = {
      request: async ({ method }) => {
        if (method === 'eth_requestAccounts') return [SLOW_ADDRESS];
        if (method === 'eth_chainId') return '0x1';
        if (method === 'wallet_switchEthereumChain') {
          switches += 1;
          if (switches === 1) {
            firstAsked();
            await new Promise<void>(resolve => (releaseFirst = resolve));
          }
          return null;
        }
        return null;
      },
      on: () => undefined,
      removeListener: () => undefined,
    };
    announce(provider, { rdns: 'io.switchy.wallet', name: 'Switchy Wallet' });
    createAppKit({ ...(await kitOptions()), networks: [mainnet, second] });
    expect(await connect('io.switchy.wallet')).to.equal(true);
    const first = switchNetwork(second);
    await asked;
    await switchNetwork(mainnet);
    expect($chain.get().activeNetwork?.id).to.equal(1);
    releaseFirst();
    await first;
    expect($chain.get().activeNetwork?.id).to.equal(1);
    expect($account.get().caipAddress).to.equal(`eip155:1:${SLOW_ADDRESS}`);
  });
});
