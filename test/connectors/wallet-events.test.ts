import { expect } from '@open-wc/testing';
import { createAppKit } from '../../src/app-kit.js';
import { Eip1193Connector } from '../../src/connectors/eip1193-connector.js';
import {
  $account,
  $activeConnectorId,
  $chain,
  $modal,
  addConnector,
  connect,
  disconnect,
  mainnet,
  openModal
} from '../../src/core/index.js';
import { getAnvil } from '../fixtures/chain.js';
import { ProviderRpcError } from '../fixtures/test-wallet.js';
import { until } from '../core/setup.js';
import { ETH, STORED_ID, WALLET_RDNS, announce, expectDisconnected, fund, kitOptions, methodsSince, newWallet, recordEventsPerTest, scriptedProvider, setupWallet } from './helpers.js';
import { recordToasts } from '../helpers/timed-state.js';

describe('wallet events and disconnect (TestWallet on anvil)', () => {
  const events = recordEventsPerTest();

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
