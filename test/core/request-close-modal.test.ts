import { expect, fixture, html } from '@open-wc/testing';
import { createAppKit } from '../../src/app-kit.js';
import { $chain, $modal, mainnet, navigate, openModal, requestCloseModal, showModal, subscribeEvents } from '../../src/core/index.js';
import type { ModalCloseSource } from '../../src/core/index.js';
import { requestClose } from '../../src/controllers/dialog-controller.js';
import type { W3mRequestCloseEvent } from '../../src/events/request-close-event.js';
import { freshState } from '../helpers/reset.js';
import type { Writable } from '../../src/core/types.js';

const SOURCES: readonly ModalCloseSource[] = ['escape', 'backdrop', 'close-button', 'gamepad', 'programmatic'];
const USER_SOURCES = ['escape', 'backdrop', 'close-button', 'gamepad'] as const;

/** The wallet is on chain 5, which the app (mainnet only) does not support. */
function onUnsupportedChain(): void {
  ($chain as Writable<typeof $chain>).setKey('unsupportedChainId', 5);
  showModal('UnsupportedChain');
}

describe('requestCloseModal: the close policy', () => {
  beforeEach(() => {
    freshState();
    createAppKit({ projectId: 'p', networks: [mainnet] });
  });
  afterEach(() => freshState());

  for (const source of SOURCES) {
    it(`closes on an ordinary view when asked by ${source}, announcing MODAL_CLOSE once`, () => {
      openModal();
      const events: string[] = [];
      const stop = subscribeEvents(e => events.push(e.data.event));
      expect(requestCloseModal(source)).to.equal(true);
      stop();
      expect($modal.get()).to.include({ open: false, shake: false });
      expect(events).to.deep.equal(['MODAL_CLOSE']);
    });

    it(`refuses on ApproveTransaction and shakes when asked by ${source}`, () => {
      openModal();
      navigate('ApproveTransaction');
      expect(requestCloseModal(source)).to.equal(false);
      expect($modal.get()).to.include({ open: true, shake: true });
    });
  }

  for (const source of USER_SOURCES) {
    it(`refuses on UnsupportedChain while the network is unsupported and shakes when asked by ${source}`, () => {
      onUnsupportedChain();
      expect(requestCloseModal(source)).to.equal(false);
      expect($modal.get()).to.include({ open: true, shake: true });
    });
  }

  it('lets code close UnsupportedChain even while the network is unsupported', () => {
    onUnsupportedChain();
    expect(requestCloseModal('programmatic')).to.equal(true);
    expect($modal.get()).to.include({ open: false, shake: false });
  });

  it('closes UnsupportedChain for a user once the network is supported again', () => {
    onUnsupportedChain();
    ($chain as Writable<typeof $chain>).setKey('unsupportedChainId', undefined);
    expect(requestCloseModal('escape')).to.equal(true);
    expect($modal.get().open).to.equal(false);
  });

  it('closing a closed modal succeeds without an event', () => {
    const events: string[] = [];
    const stop = subscribeEvents(e => events.push(e.data.event));
    expect(requestCloseModal('escape')).to.equal(true);
    stop();
    expect(events).to.deep.equal([]);
  });
});

describe('requestClose: the host page speaks first', () => {
  beforeEach(() => {
    freshState();
    createAppKit({ projectId: 'p', networks: [mainnet] });
  });
  afterEach(() => freshState());

  it('announces a cancelable, composed w3m-request-close with the source, then closes', async () => {
    const el = await fixture<HTMLDivElement>(html`<div></div>`);
    const heard: W3mRequestCloseEvent[] = [];
    const listener = (event: Event): void => void heard.push(event as W3mRequestCloseEvent);
    document.addEventListener('w3m-request-close', listener);
    try {
      openModal();
      expect(requestClose(el, 'backdrop')).to.equal(true);
    } finally {
      document.removeEventListener('w3m-request-close', listener);
    }
    expect(heard.map(e => [e.detail.source, e.cancelable, e.composed])).to.deep.equal([['backdrop', true, true]]);
    expect($modal.get().open).to.equal(false);
  });

  it('a host veto keeps the modal open without asking the policy (no shake)', async () => {
    const el = await fixture<HTMLDivElement>(html`<div></div>`);
    el.addEventListener('w3m-request-close', event => event.preventDefault());
    openModal();
    expect(requestClose(el, 'escape')).to.equal(false);
    expect($modal.get()).to.include({ open: true, shake: false });
  });

  it('without a veto the policy still refuses on ApproveTransaction', async () => {
    const el = await fixture<HTMLDivElement>(html`<div></div>`);
    openModal();
    navigate('ApproveTransaction');
    expect(requestClose(el, 'close-button')).to.equal(false);
    expect($modal.get()).to.include({ open: true, shake: true });
  });
});
