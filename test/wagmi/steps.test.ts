// With the WagmiAdapter, wagmi holds the EVM connection (the modal reads its account from wagmi) and the modal follows its steps like any other way of
// connecting: a connect through wagmi's own actions (what its hooks call) sends CONNECT_SUCCESS once and closes the
// modal, a pick in the modal is applied once and sends it once, a disconnect from the modal sends one
// DISCONNECT_SUCCESS. A real test wallet on the local node; runs on wagmi 2 and 3 (see helpers.ts).
import { expect } from '@open-wc/testing';
import { connect as wagmiConnect, disconnect as wagmiDisconnect, switchChain as wagmiSwitchChain } from '@wagmi/core';
import { $accounts, $modal, connect, disconnect, openModal, subscribeEvents } from '../../src/core/index.js';
import type { AppKitEvent } from '../../src/core/index.js';
import { DISCONNECTED, LOCAL_ID, RDNS, connectedTo, kitAccount, setUp } from './helpers.js';
import { addCleanup, resetAll } from '../helpers/reset.js';
import { waitUntil } from '../helpers/wait.js';

/** Every event from now on, in order. */
function recordEvents(): AppKitEvent['data'][] {
  const events: AppKitEvent['data'][] = [];
  addCleanup(subscribeEvents(event => void events.push(event.data)));
  return events;
}

const named = (events: AppKitEvent['data'][], name: string) => events.filter(event => event.event === name);

/** Each write of the EVM account from now on, as the account read right after it. */
function recordAccountWrites(): string[] {
  const writes: string[] = [];
  addCleanup($accounts.listen(accounts => void writes.push(JSON.stringify(accounts.eip155))));
  return writes;
}

describe('WagmiAdapter: the connection\'s steps, whoever connects', () => {
  afterEach(() => {
    resetAll();
    sessionStorage.clear();
  });

  it('a connect through wagmi\'s own actions sends CONNECT_SUCCESS once and closes the modal; a chain switch after it sends none', async () => {
    const { kit, config, wallet } = await setUp();
    openModal();
    const events = recordEvents();
    const connector = config.connectors.find(candidate => candidate.id === RDNS);
    expect(connector, 'wagmi lists the announced wallet').to.exist;
    await wagmiConnect(config, { connector: connector! });
    expect(kitAccount(kit)).to.deep.equal(connectedTo(wallet.accounts[0]!.address, 1));
    expect(named(events, 'CONNECT_SUCCESS')).to.deep.equal([{ type: 'track', event: 'CONNECT_SUCCESS', properties: { method: 'browser', name: 'Wagmi Test Wallet' } }]);
    await waitUntil(() => !$modal.get().open, 'the modal did not close on wagmi\'s connection');
    await wagmiSwitchChain(config, { chainId: LOCAL_ID });
    expect(kitAccount(kit)).to.deep.equal(connectedTo(wallet.accounts[0]!.address, LOCAL_ID));
    expect(named(events, 'CONNECT_SUCCESS')).to.have.length(1);
    // The player picked nothing in the modal.
    expect(named(events, 'SELECT_WALLET')).to.deep.equal([]);
  });

  it('a pick in the modal is applied once: one CONNECT_SUCCESS, and no write of the account repeats the one before', async () => {
    const { kit, wallet } = await setUp();
    openModal();
    const events = recordEvents();
    const writes = recordAccountWrites();
    expect(await connect(RDNS)).to.equal(true);
    expect(kitAccount(kit)).to.deep.equal(connectedTo(wallet.accounts[0]!.address, 1));
    await waitUntil(() => !$modal.get().open, 'the modal did not close on the pick');
    expect(named(events, 'SELECT_WALLET')).to.have.length(1);
    expect(named(events, 'CONNECT_SUCCESS')).to.have.length(1);
    const repeated = writes.filter((write, index) => index > 0 && write === writes[index - 1]);
    expect(repeated, 'a write that changed nothing: the connection was applied a second time').to.deep.equal([]);
  });

  it('a disconnect from the modal sends DISCONNECT_SUCCESS once; one through wagmi\'s own actions once too', async () => {
    const { kit, config } = await setUp();
    expect(await connect(RDNS)).to.equal(true);
    const events = recordEvents();
    await disconnect();
    expect(config.state.status).to.equal('disconnected');
    expect(kitAccount(kit)).to.deep.equal(DISCONNECTED);
    expect(named(events, 'DISCONNECT_SUCCESS')).to.deep.equal([{ type: 'track', event: 'DISCONNECT_SUCCESS', properties: { namespace: 'eip155' } }]);
    expect(await connect(RDNS)).to.equal(true);
    await wagmiDisconnect(config);
    expect(kitAccount(kit)).to.deep.equal(DISCONNECTED);
    expect(named(events, 'DISCONNECT_SUCCESS')).to.have.length(2);
  });
});
