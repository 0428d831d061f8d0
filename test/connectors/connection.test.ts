import { expect } from '@open-wc/testing';
import { createAppKit, destroyAppKit } from '../../src/app-kit.js';
import {
  $account,
  $activeConnectorId,
  $connectError,
  $modal,
  connect,
  getConnector,
  openModal,
  restoreConnection
} from '../../src/core/index.js';
import { DEFAULT_WALLET_ICON } from '../fixtures/test-wallet.js';
import { until } from '../core/setup.js';
import { ETH, STORED_ID, WALLET_RDNS, announce, expectDisconnected, fund, inject, kitOptions, methodsSince, newWallet, recordEventsPerTest, scriptedProvider, setupWallet } from './helpers.js';

describe('wallet connection (TestWallet on anvil)', () => {
  const events = recordEventsPerTest();

  it('connects: account, CAIP address, all accounts, wallet info, real balance, stored connector id', async () => {
    const { wallet, kit, id } = await setupWallet();
    const [first, second] = wallet.accounts.map(a => a.address);
    await fund(first!, 1_234_567n * 10n ** 12n); // 1.234567 ETH
    openModal();
    expect(await connect(id)).to.equal(true);

    const account = $account.get();
    expect(account.status).to.equal('connected');
    expect(account.address).to.equal(first);
    expect(account.caipAddress).to.equal(`eip155:1:${first}`);
    expect(account.caipAddress).to.match(/^eip155:1:0x[0-9a-fA-F]{40}$/);
    expect(account.allAccounts).to.deep.equal([
      { address: first, type: 'eoa', namespace: 'eip155' },
      { address: second, type: 'eoa', namespace: 'eip155' }
    ]);
    expect(account.connectedWalletInfo).to.deep.equal({ name: 'Test Wallet', icon: DEFAULT_WALLET_ICON, rdns: WALLET_RDNS, type: 'ANNOUNCED' });
    expect(localStorage.getItem(STORED_ID)).to.equal(JSON.stringify(id));
    expect($modal.get().open).to.equal(false);
    expect(events.names()).to.include.members(['SELECT_WALLET', 'CONNECT_SUCCESS', 'MODAL_CLOSE']);

    const withBalance = await until($account, a => a.balance !== undefined, 'balance');
    expect(withBalance).to.include({ balance: '1.2345', balanceSymbol: 'ETH', balanceLoading: false });

    expect(kit.getAccount()).to.include({ isConnected: true, address: first, status: 'connected' });
    expect(kit.getIsConnectedState()).to.equal(true);
    expect(kit.getWalletInfo()?.name).to.equal('Test Wallet');
    // The wallet's own provider, with AppKit's members around it: requests reach the wallet.
    expect(await kit.getWalletProvider()?.request({ method: 'eth_accounts' })).to.deep.equal(await wallet.request({ method: 'eth_accounts' }));
    expect(kit.getWalletProviderType()).to.equal('ANNOUNCED');
    openModal();
    expect(kit.getState().open).to.equal(true);
  });

  it('connects through the INJECTED window.ethereum fallback', async () => {
    const wallet = await newWallet();
    inject(wallet);
    createAppKit(await kitOptions());
    expect(await connect('injected')).to.equal(true);
    expect($account.get().address).to.equal(wallet.accounts[0]!.address);
    expect($account.get().connectedWalletInfo).to.deep.equal({ name: 'Browser Wallet', type: 'INJECTED' });
  });

  it('an unknown connector id throws', async () => {
    createAppKit(await kitOptions());
    let error: unknown;
    try {
      await connect('io.nope');
    } catch (e) {
      error = e;
    }
    expect((error as Error).message).to.equal('Unknown connector: io.nope');
  });

  it('declined in the wallet (4001): declined error, back to disconnected, nothing stored', async () => {
    const { wallet, id } = await setupWallet({ approval: 'manual' });
    const pending = connect(id);
    await wallet.waitForRequest('eth_requestAccounts');
    expect($account.get().status).to.equal('connecting');
    wallet.rejectNext(4001);
    expect(await pending).to.equal(false);
    expect($connectError.get()).to.include({ kind: 'declined', code: 4001, connectorId: id });
    expect($account.get().status).to.equal('disconnected');
    expect($account.get().address).to.equal(undefined);
    expect(localStorage.getItem(STORED_ID)).to.equal(null);
    expect(events.names()).to.include('CONNECT_ERROR');
  });

  it('5000 from the wallet also counts as declined', async () => {
    const { wallet, id } = await setupWallet({ approval: 'manual' });
    const pending = connect(id);
    await wallet.waitForRequest('eth_requestAccounts');
    wallet.rejectNext(5000);
    expect(await pending).to.equal(false);
    expect($connectError.get()?.kind).to.equal('declined');
  });

  it('a request already pending in the wallet (-32002) is reported as pending', async () => {
    const { wallet, id } = await setupWallet({ approval: 'manual' });
    const first = connect(id);
    await wallet.waitForRequest('eth_requestAccounts');
    // The user clicks again while the wallet still shows the first prompt.
    expect(await connect(id)).to.equal(false);
    expect($connectError.get()).to.include({ kind: 'pending', code: -32002 });
    // The first prompt is still open in the wallet: the UI keeps showing "connecting".
    expect($account.get().status).to.equal('connecting');
    // Approving the first prompt still connects.
    await wallet.approveNext();
    expect(await first).to.equal(true);
    expect($account.get().status).to.equal('connected');
  });

  it('a retry after a decline clears the error and connects', async () => {
    const { wallet, id } = await setupWallet({ approval: 'manual' });
    const declined = connect(id);
    await wallet.waitForRequest('eth_requestAccounts');
    wallet.rejectNext(4001);
    await declined;
    const retry = connect(id);
    expect($connectError.get()).to.equal(undefined);
    await wallet.waitForRequest('eth_requestAccounts');
    await wallet.approveNext();
    expect(await retry).to.equal(true);
    expect($account.get().status).to.equal('connected');
  });

  const malformed: [string, Record<string, unknown>][] = [
    ['accounts not an array', { eth_requestAccounts: 'not-an-array', eth_chainId: '0x1' }],
    ['empty account list', { eth_requestAccounts: [], eth_chainId: '0x1' }],
    ['malformed address', { eth_requestAccounts: ['0x1234'], eth_chainId: '0x1' }],
    ['address with markup', { eth_requestAccounts: ['<img src=x onerror=alert(1)>'], eth_chainId: '0x1' }],
    ['non-string account', { eth_requestAccounts: [{ address: '0x0' }], eth_chainId: '0x1' }],
    ['too many accounts', { eth_requestAccounts: Array(101).fill('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'), eth_chainId: '0x1' }],
    ['bad chain id', { eth_requestAccounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'], eth_chainId: 'banana' }],
    ['zero chain id', { eth_requestAccounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'], eth_chainId: '0x0' }],
    ['null chain id', { eth_requestAccounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'], eth_chainId: null }]
  ];
  for (const [label, answers] of malformed) {
    it(`malformed wallet answer (${label}): error state, previous connection intact`, async () => {
      const { wallet, id } = await setupWallet();
      expect(await connect(id)).to.equal(true);
      const before = $account.get();
      announce(scriptedProvider(answers), { rdns: 'io.broken.wallet', name: 'Broken Wallet' });
      expect(await connect('io.broken.wallet')).to.equal(false);
      expect($connectError.get()).to.include({ kind: 'failed', connectorId: 'io.broken.wallet' });
      expect($connectError.get()!.message.length).to.be.at.most(200);
      const after = $account.get();
      expect(after.status).to.equal('connected');
      expect(after.address).to.equal(wallet.accounts[0]!.address);
      expect(after.caipAddress).to.equal(before.caipAddress);
      expect(after.connectedWalletInfo?.name).to.equal('Test Wallet');
      expect($activeConnectorId.get()).to.equal(id);
      expect(localStorage.getItem(STORED_ID)).to.equal(JSON.stringify(id));
    });
  }

  it('a malformed answer with nothing connected before leaves the account disconnected', async () => {
    createAppKit(await kitOptions());
    announce(scriptedProvider({ eth_requestAccounts: 'nope', eth_chainId: '0x1' }), { rdns: 'io.broken.wallet' });
    expect(await connect('io.broken.wallet')).to.equal(false);
    expectDisconnected();
    expect(localStorage.getItem(STORED_ID)).to.equal(null);
  });

  it('restores after a reload with eth_accounts, without an eth_requestAccounts prompt', async () => {
    const { wallet, id } = await setupWallet();
    await fund(wallet.accounts[0]!.address, 3n * ETH);
    await connect(id);
    const mark = wallet.requests.length;

    // "Reload": fresh stores and instance, storage and the (still authorised) wallet kept.
    destroyAppKit();
    expect($account.get().status).to.equal('disconnected');
    const kit = createAppKit(await kitOptions());
    const restored = await until($account, a => a.status === 'connected', 'restore');
    expect(restored.address).to.equal(wallet.accounts[0]!.address);
    expect(restored.caipAddress).to.equal(`eip155:1:${wallet.accounts[0]!.address}`);
    expect(kit.getWalletInfo()?.name).to.equal('Test Wallet');
    const methods = methodsSince(wallet, mark);
    expect(methods).to.include('eth_accounts');
    expect(methods).not.to.include('eth_requestAccounts');
    expect((await until($account, a => a.balance !== undefined, 'balance')).balance).to.equal('3');
  });

  it('a restore the wallet no longer grants ends disconnected and forgets the stored id', async () => {
    const { wallet, id } = await setupWallet();
    await connect(id);
    destroyAppKit();
    wallet.disconnectFromWallet();
    createAppKit(await kitOptions());
    await until($account, a => a.status === 'disconnected' && localStorage.getItem(STORED_ID) === null, 'restore refused');
    expect($account.get().address).to.equal(undefined);
  });

  for (const [label, stored] of [
    ['corrupted JSON', '{"dev.w3m'],
    ['wrong type', '42'],
    ['oversized', JSON.stringify('x'.repeat(2000))]
  ] as const) {
    it(`restore with a ${label} stored connector id does nothing and removes it`, async () => {
      const wallet = await newWallet();
      await wallet.request({ method: 'eth_requestAccounts' }); // the wallet would grant accounts silently
      announce(wallet, { rdns: WALLET_RDNS });
      localStorage.setItem(STORED_ID, stored);
      const mark = wallet.requests.length;
      createAppKit(await kitOptions());
      // restoreConnection decides from storage before its first await, so the kit's attempt is already over;
      // a second one, awaited, is the settled signal (false: nothing to restore, no wallet asked).
      expect(await restoreConnection(getConnector(WALLET_RDNS)!)).to.equal(false);
      expect($account.get().status).to.equal('disconnected');
      expect(methodsSince(wallet, mark)).to.deep.equal([]);
      expect(localStorage.getItem(STORED_ID)).to.equal(null);
    });
  }
});
