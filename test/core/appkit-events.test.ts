import { expect } from '@open-wc/testing';
import { createAppKit } from '../../src/app-kit.js';
import { $publicAccount, connect, disconnect, navigate, openModal, subscribeEvents } from '../../src/core/index.js';
import type { AppKitEvent } from '../../src/core/index.js';
import { WALLET_RDNS, announce, kitOptions, newWallet, setupWallet } from '../connectors/helpers.js';
import { until } from './setup.js';
import { freshState, runCleanups } from '../helpers/reset.js';

function record(): { events: AppKitEvent[]; stop: () => void } {
  const events: AppKitEvent[] = [];
  return { events, stop: subscribeEvents(event => events.push(event)) };
}

const shape = (event: AppKitEvent) => ({ event: event.data.event, properties: event.data.properties });

describe("AppKit's events through real flows (TestWallet on anvil)", () => {
  beforeEach(freshState);
  afterEach(runCleanups);

  it('open, networks, connect, disconnect: names, properties and envelope as AppKit 1.7.4 sends them', async () => {
    const { id } = await setupWallet();
    const { events, stop } = record();
    openModal();
    navigate('Networks');
    expect(await connect(id)).to.equal(true);
    await disconnect();
    stop();
    expect(events.map(shape)).to.deep.include.members([
      { event: 'MODAL_OPEN', properties: { connected: false } },
      { event: 'CLICK_NETWORKS', properties: undefined },
      { event: 'SELECT_WALLET', properties: { name: 'Test Wallet', platform: 'browser' } },
      { event: 'CONNECT_SUCCESS', properties: { method: 'browser', name: 'Test Wallet' } },
      { event: 'MODAL_CLOSE', properties: { connected: true } },
      { event: 'DISCONNECT_SUCCESS', properties: { namespace: 'eip155' } }
    ]);
    const names = events.map(event => event.data.event);
    expect(names.indexOf('SELECT_WALLET')).to.be.lessThan(names.indexOf('CONNECT_SUCCESS'));
    for (const event of events) {
      expect(event.timestamp).to.be.a('number').and.greaterThan(0);
      expect(event.reportedErrors).to.be.an('object');
      expect(event.data.type).to.equal('track');
    }
  });

  it("a restored connection reports status 'reconnecting' until the wallet answers (a reload)", async () => {
    const wallet = await newWallet();
    await wallet.request({ method: 'eth_requestAccounts' }); // the site is still allowed, as after a reload
    announce(wallet, { rdns: WALLET_RDNS });
    localStorage.setItem('w3m:connectedConnectorId', JSON.stringify(WALLET_RDNS));
    const statuses: (string | undefined)[] = [];
    const stop = $publicAccount.listen(account => statuses.push(account.status));
    createAppKit(await kitOptions());
    await until($publicAccount, account => account.status === 'connected', 'restored');
    stop();
    expect(statuses).to.include('reconnecting');
    expect(statuses.indexOf('reconnecting')).to.be.lessThan(statuses.indexOf('connected'));
    expect(statuses).not.to.include('connecting');
  });
});
