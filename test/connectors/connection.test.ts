import { expect } from '@open-wc/testing';
import { createAppKit, destroyAppKit } from '../../src/app-kit.js';
import { Eip1193Connector } from '../../src/connectors/eip1193-connector.js';
import {
  $account,
  $activeConnectorId,
  $chain,
  $connectError,
  $modal,
  addConnector,
  connect,
  disconnect,
  getConnector,
  mainnet,
  openModal,
  restoreConnection,
  subscribeEvents
} from '../../src/core/index.js';
import type { AppKitEvent } from '../../src/core/index.js';
import { getAnvil } from '../fixtures/chain.js';
import { DEFAULT_WALLET_ICON, ProviderRpcError } from '../fixtures/test-wallet.js';
import type { TestWallet } from '../fixtures/test-wallet.js';
import { until } from '../core/setup.js';
import { WALLET_RDNS, announce, fund, inject, kitOptions, newWallet, scriptedProvider, setupWallet } from './helpers.js';
import { freshState, runCleanups } from '../helpers/reset.js';
import { recordToasts } from '../helpers/timed-state.js';

const ETH = 10n ** 18n;
const STORED_ID = 'w3m:connectedConnectorId';

function recordEvents(): { names: () => string[]; events: AppKitEvent[]; stop: () => void } {
  const events: AppKitEvent[] = [];
  const stop = subscribeEvents(e => events.push(e));
  return { events, names: () => events.map(e => e.data.event), stop };
}

/** What a UI shows after a disconnect: no address, no balance, no wallet. */
function expectDisconnected(): void {
  const account = $account.get();
  expect(account.status).to.equal('disconnected');
  expect(account.address).to.equal(undefined);
  expect(account.caipAddress).to.equal(undefined);
  expect(account.balance).to.equal(undefined);
  expect(account.connectedWalletInfo).to.equal(undefined);
  expect(account.allAccounts).to.deep.equal([]);
}

const methodsSince = (wallet: TestWallet, from: number): string[] => wallet.requests.slice(from).map(r => r.method);

describe('wallet connection (TestWallet on anvil)', () => {
  let events: ReturnType<typeof recordEvents>;
  beforeEach(() => {
    freshState();
    events = recordEvents();
  });
  afterEach(() => {
    events.stop();
    runCleanups();
  });

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
    expect(kit.getWalletProvider()).to.equal(wallet);
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

  it('accountsChanged: address, CAIP address and balance follow the wallet', async () => {
    const { wallet, id } = await setupWallet();
    const [first, second] = wallet.accounts.map(a => a.address) as [`0x${string}`, `0x${string}`];
    await fund(first, 1n * ETH);
    await fund(second, 2n * ETH + 5n * 10n ** 17n);
    await connect(id);
    await until($account, a => a.balance === '1', 'first balance');
    wallet.setAccounts(1);
    expect($account.get().address).to.equal(second);
    expect($account.get().caipAddress).to.equal(`eip155:1:${second}`);
    expect($account.get().allAccounts.map(a => a.address)).to.deep.equal([second]);
    expect((await until($account, a => a.balance !== undefined && a.address === second, 'second balance')).balance).to.equal('2.5');
  });

  it('chainChanged to an unconfigured chain marks it unsupported; back to a configured one clears it', async () => {
    const { wallet, id } = await setupWallet();
    await connect(id);
    wallet.switchChain(5);
    expect($chain.get().unsupportedChainId).to.equal(5);
    expect($account.get().status).to.equal('connected');
    expect(events.names()).to.include('SWITCH_NETWORK');
    wallet.switchChain(1);
    expect($chain.get().unsupportedChainId).to.equal(undefined);
    expect($chain.get().activeNetwork?.caipNetworkId).to.equal('eip155:1');
    expect($account.get().caipAddress).to.equal(`eip155:1:${wallet.accounts[0]!.address}`);
  });

  it('switchNetwork asks the connected wallet to switch, and the stores follow', async () => {
    const anvilOptions = await kitOptions();
    // Its balance is read from the local node too: mainnet's public RPC would leave the machine.
    const local = { default: { http: [(await getAnvil()).url] } };
    const second = { ...mainnet, id: 31337, caipNetworkId: 'eip155:31337' as const, name: 'Local', rpcUrls: local };
    const wallet = await newWallet({ chains: [{ chainId: 31337 }] });
    announce(wallet, { rdns: WALLET_RDNS });
    const kit = createAppKit({ ...anvilOptions, networks: [mainnet, second] });
    await connect(WALLET_RDNS);
    await kit.switchNetwork(kit.options.networks[1]!);
    expect(wallet.chainId).to.equal(31337);
    expect(kit.getCaipNetwork()?.caipNetworkId).to.equal('eip155:31337');
    expect($account.get().caipAddress).to.equal(`eip155:31337:${wallet.accounts[0]!.address}`);
  });

  it('a wallet-side disconnect resets the account and the stored id', async () => {
    const { wallet, kit, id } = await setupWallet();
    await connect(id);
    wallet.disconnectFromWallet();
    expectDisconnected();
    expect($account.get().allAccounts).to.deep.equal([]);
    expect($activeConnectorId.get()).to.equal(undefined);
    expect(localStorage.getItem(STORED_ID)).to.equal(null);
    expect(kit.getWalletProvider()).to.equal(undefined);
    const last = events.events.at(-1)?.data;
    expect(last).to.deep.equal({ type: 'track', event: 'DISCONNECT_SUCCESS', properties: { namespace: 'eip155', initiator: 'wallet' } });
  });

  it('disconnect() clears state and storage, closes the modal and emits DISCONNECT_SUCCESS', async () => {
    const { wallet, kit, id } = await setupWallet();
    await connect(id);
    openModal();
    await kit.disconnect();
    expectDisconnected();
    expect(kit.getIsConnectedState()).to.equal(false);
    expect(kit.getWalletInfo()).to.equal(undefined);
    expect(localStorage.getItem(STORED_ID)).to.equal(null);
    expect($modal.get().open).to.equal(false);
    expect(events.names()).to.include('DISCONNECT_SUCCESS');
    expect(wallet.requests.map(r => r.method)).to.include('wallet_revokePermissions');
    // The wallet forgot the site: the next connect prompts again.
    const mark = wallet.requests.length;
    await connect(id);
    expect(methodsSince(wallet, mark)).to.include('eth_requestAccounts');
  });

  it('a disconnect whose wallet throws still clears state and shows "Failed to disconnect"', async () => {
    const toasts = recordToasts();
    class FailingConnector extends Eip1193Connector {
      override async disconnect(): Promise<void> {
        throw new ProviderRpcError(4900);
      }
    }
    const wallet = await newWallet();
    createAppKit(await kitOptions());
    addConnector(new FailingConnector({ id: 'failing', type: 'EXTERNAL', name: 'Failing Wallet', namespace: 'eip155' }, wallet));
    await connect('failing');
    expect($account.get().status).to.equal('connected');
    await disconnect();
    expectDisconnected();
    expect(localStorage.getItem(STORED_ID)).to.equal(null);
    expect(await toasts.waitFor('Failed to disconnect')).to.include({ variant: 'error' });
    expect(events.names()).to.include('DISCONNECT_ERROR');
    expect(events.names()).not.to.include('DISCONNECT_SUCCESS');
  });

  it('a wallet without permission revocation still disconnects cleanly', async () => {
    const provider = scriptedProvider({ eth_requestAccounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'], eth_chainId: '0x1' });
    createAppKit(await kitOptions());
    announce(provider, { rdns: 'io.minimal.wallet' });
    await connect('io.minimal.wallet');
    await disconnect();
    expect($account.get().status).to.equal('disconnected');
    expect(localStorage.getItem(STORED_ID)).to.equal(null);
    expect(provider.calls).to.include('wallet_revokePermissions');
  });
});
