import { expect } from '@open-wc/testing';
import { createAppKit } from '../../src/app-kit.js';
import {
  $modal,
  $router,
  canGoBack,
  closeModal,
  goBack,
  mainnet,
  navigate,
  openModal,
  replaceView,
  viewParams
} from '../../src/core/index.js';
import { patchAccount } from '../helpers/account.js';
import type { AppKitEvent, OpenView } from '../../src/core/index.js';
import { subscribeEvents } from '../../src/core/index.js';
import { thrownMessage, until } from './setup.js';
import { freshState } from '../helpers/reset.js';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('modal and router', () => {
  beforeEach(() => {
    freshState();
    // A connected account has its balance read: from a closed loopback port here, never from the public RPC.
    createAppKit({ projectId: 'p', networks: [mainnet], customRpcUrls: { 'eip155:1': [{ url: 'http://127.0.0.1:9' }] } });
  });

  it('opens on Connect when disconnected', () => {
    openModal();
    expect($modal.get().open).to.equal(true);
    expect($router.get().view).to.equal('Connect');
  });

  it('opens on Account when connected', () => {
    patchAccount('eip155', { status: 'connected', address: ADDRESS, caipAddress: `eip155:1:${ADDRESS}` });
    const events: AppKitEvent[] = [];
    const stop = subscribeEvents(e => events.push(e));
    openModal();
    stop();
    expect($router.get().view).to.equal('Account');
    expect(events[0]?.data).to.deep.equal({ type: 'track', event: 'MODAL_OPEN', properties: { connected: true } });
  });

  it('open({ view }) opens the given view and refuses a name AppKit does not know either', () => {
    patchAccount('eip155', { status: 'connected', address: ADDRESS, caipAddress: `eip155:1:${ADDRESS}` });
    openModal({ view: 'Account' });
    expect($router.get().view).to.equal('Account');
    closeModal();
    openModal({ view: 'Networks' });
    expect($router.get().view).to.equal('Networks');
    closeModal();
    expect(thrownMessage(() => openModal({ view: 'Nope' as OpenView }))).to.contain('"Nope"');
    expect($modal.get().open).to.equal(false);
  });

  it('a view AppKit has and this modal does not build opens the closest one and says so once', () => {
    const notes: string[] = [];
    const info = console.info;
    console.info = (...args: unknown[]) => void notes.push(args.join(' '));
    try {
      openModal({ view: 'Swap' });
      expect($router.get().view).to.equal('Connect');
      closeModal();
      openModal({ view: 'Swap' });
      closeModal();
      openModal({ view: 'Account' });
      expect($router.get().view).to.equal('Connect');
    } finally {
      console.info = info;
    }
    expect(notes.filter(note => note.includes("'Swap'"))).to.have.length(1);
    expect(notes.filter(note => note.includes("'Account'") && note.includes('not available'))).to.have.length(1);
  });

  it('opening twice emits MODAL_OPEN once (and CLICK_ALL_WALLETS for the move, as AppKit) and restarts the history', () => {
    const events: string[] = [];
    const stop = subscribeEvents(e => events.push(e.data.event));
    openModal();
    navigate('AllWallets');
    openModal();
    stop();
    expect(events).to.deep.equal(['MODAL_OPEN', 'CLICK_ALL_WALLETS']);
    expect($router.get().history.map(h => h.view)).to.deep.equal(['Connect']);
  });

  it('refuses to close on ApproveTransaction: shakes for 500 ms; force closes', async () => {
    openModal();
    navigate('ApproveTransaction');
    expect(closeModal()).to.equal(false);
    expect($modal.get()).to.include({ open: true, shake: true });
    await until($modal, m => !m.shake, 'shake over');
    expect($modal.get()).to.include({ open: true, shake: false });
    expect(closeModal({ force: true })).to.equal(true);
    expect($modal.get().open).to.equal(false);
  });

  it('close emits MODAL_CLOSE; closing a closed modal does nothing', () => {
    const events: string[] = [];
    const stop = subscribeEvents(e => events.push(e.data.event));
    expect(closeModal()).to.equal(true);
    openModal();
    closeModal();
    stop();
    expect(events).to.deep.equal(['MODAL_OPEN', 'MODAL_CLOSE']);
  });

  it('navigate goes forward (next), goBack goes back (prev), and stops at the first view', () => {
    openModal();
    expect(canGoBack()).to.equal(false);
    navigate('AllWallets');
    expect($router.get()).to.include({ view: 'AllWallets', direction: 'next' });
    navigate('ConnectingExternal', { connectorId: 'io.example' });
    expect(viewParams('ConnectingExternal')).to.deep.equal({ connectorId: 'io.example' });
    expect(viewParams('AllWallets')).to.equal(undefined);
    goBack();
    expect($router.get()).to.include({ view: 'AllWallets', direction: 'prev' });
    goBack();
    expect($router.get().view).to.equal('Connect');
    expect(canGoBack()).to.equal(false);
    goBack();
    expect($router.get().view).to.equal('Connect');
  });

  it('replaceView swaps the current view without a history entry', () => {
    openModal();
    navigate('ConnectingExternal', { connectorId: 'a' });
    replaceView('RegisterAccountNameSuccess', { name: 'player-one' });
    expect($router.get().view).to.equal('RegisterAccountNameSuccess');
    expect(viewParams('RegisterAccountNameSuccess')).to.deep.equal({ name: 'player-one' });
    expect($router.get().history.map(h => h.view)).to.deep.equal(['Connect', 'RegisterAccountNameSuccess']);
    goBack();
    expect($router.get().view).to.equal('Connect');
  });
});
