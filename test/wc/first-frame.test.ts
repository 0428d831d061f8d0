// The QR as the first view (WalletConnect on, no browser wallet, desktop): actionable and at its final size from
// its first frame, through the QR's arrival and through a relay that cannot be reached; the pairing starts on
// the first sign of an open. Heights are read at the moment the pairing state changes, before the view has
// re-rendered for it (Lit renders in a microtask): the frame before and the frame after, without timing anything.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { $modal, openModal } from '../../src/core/index.js';
import { $walletConnect } from '../../src/core/walletconnect/store.js';
import { rowsReady } from '../../src/features.js';
import type { W3mModal } from '../../src/modal/w3m-modal.js';
import '../../src/views/walletconnect/w3m-connecting-wc-basic-view.js';
import '../../src/modal/w3m-button.js';
import { announceTestWallet, renderModal, waitForView } from '../modal/helpers.js';
import { createWcKit, nextUri, useWallet, waitConnected } from './helpers.js';
import { explorerSession } from '../wallets/helpers.js';
import { deepQueryAll, deepText, waitForText } from '../helpers/dom.js';
import { expectAccessibleInBothThemes } from '../helpers/axe.js';
import { holdClock } from '../helpers/timed-state.js';

/** A loopback port nothing listens on: the socket is refused at once, every time. */
const REFUSED_RELAY = 'ws://127.0.0.1:9';

const cardHeight = (modal: W3mModal): number => modal.shadowRoot!.querySelector<HTMLElement>('[part="card"]')!.offsetHeight;
const buttons = (view: Element) => deepQueryAll<HTMLElement & { disabled: boolean }>(view, 'wui-button');
const labels = (view: Element) => buttons(view).map(button => deepText(button));
const copyButton = (view: Element) => view.shadowRoot!.querySelector<HTMLElement & { disabled: boolean }>('[part="copy"]');

interface Frame {
  height: number;
  text: string;
  copyDisabled: boolean | undefined;
}

/** The card and the view as they are when `$walletConnect` first reaches `status` (still showing the state before). */
function frameBefore(modal: W3mModal, status: 'ready' | 'error'): Promise<Frame> {
  return new Promise(resolve => {
    const stop = $walletConnect.listen(state => {
      if (state.status !== status) return;
      stop();
      const view = modal.shadowRoot!.querySelector('w3m-router')!.shadowRoot!.querySelector('w3m-connecting-wc-basic-view')!;
      resolve({ height: cardHeight(modal), text: deepText(view), copyDisabled: copyButton(view)?.disabled });
    });
  });
}

describe('the QR as the first view', function () {
  const wallet = useWallet({ reducedMotion: true });

  it('offers Copy link (disabled until the URI exists), All Wallets and other ways before the QR, and keeps its height when it arrives', async () => {
    await createWcKit();
    const modal = await renderModal();
    const arrival = frameBefore(modal, 'ready');
    openModal();
    const view = await waitForView(modal, 'w3m-connecting-wc-basic-view');
    const before = await arrival;
    expect(before.text).to.include('Preparing QR code');
    expect(before.copyDisabled).to.equal(true);
    const uri = await nextUri();
    await waitUntil(() => view.shadowRoot!.querySelector('wui-qr-code')?.shadowRoot?.querySelector('svg[role="img"]'), 'no QR code drawn');
    expect(copyButton(view)!.disabled).to.equal(false);
    expect(labels(view)).to.deep.equal(['Copy link', 'All Wallets', 'Other ways to connect']);
    expect(cardHeight(modal)).to.equal(before.height);
    await wallet.pair(uri);
    await waitConnected();
  });

  it('a relay that refuses the socket: the message, Try again and the other ways, at the same height', async () => {
    // The refusal itself is reported: no deadline has to pass (the held clock lets none pass during the test).
    holdClock();
    await createWcKit({ relayUrl: REFUSED_RELAY });
    const modal = await renderModal();
    const failure = frameBefore(modal, 'error');
    openModal();
    const view = await waitForView(modal, 'w3m-connecting-wc-basic-view');
    const before = await failure;
    expect(before.text).to.include('Preparing QR code');
    await waitForText(view, 'Cannot reach the connection relay');
    expect($walletConnect.get().error?.kind).to.equal('relay');
    expect(labels(view)).to.deep.equal(['Try again', 'All Wallets', 'Other ways to connect']);
    expect(cardHeight(modal)).to.equal(before.height);
    await expectAccessibleInBothThemes(modal);
  });

  it('"Other ways to connect" leads to the wallet list; "All Wallets" to the grid', async () => {
    const explorer = await explorerSession(0);
    await createWcKit({ relayUrl: REFUSED_RELAY, explorerApiUrl: explorer.base });
    const modal = await renderModal();
    openModal();
    let view = await waitForView(modal, 'w3m-connecting-wc-basic-view');
    buttons(view).find(button => deepText(button) === 'Other ways to connect')!.click();
    await waitForView(modal, 'w3m-connect-view');
    openModal();
    view = await waitForView(modal, 'w3m-connecting-wc-basic-view');
    buttons(view).find(button => deepText(button) === 'All Wallets')!.click();
    await waitForView(modal, 'w3m-all-wallets-view');
  });

  it('a press on the connect button starts the pairing before the click opens the modal, and the click shows that pairing', async () => {
    await createWcKit();
    await rowsReady();
    const modal = await renderModal();
    const button = document.createElement('w3m-button');
    document.body.append(button);
    try {
      await button.updateComplete;
      const control = button.shadowRoot!.querySelector('wui-button')!;
      control.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
      expect($modal.get().open).to.equal(false);
      expect($walletConnect.get().status).to.equal('loading');
      const uri = await nextUri();
      control.click();
      const view = await waitForView(modal, 'w3m-connecting-wc-basic-view');
      await waitUntil(() => view.shadowRoot!.querySelector('wui-qr-code')?.data === uri, 'the click did not show the pairing the press started');
    } finally {
      button.remove();
    }
  });

  it('Enter on the connect button starts the pairing too', async () => {
    await createWcKit();
    await rowsReady();
    const button = document.createElement('w3m-button');
    document.body.append(button);
    try {
      await button.updateComplete;
      button.shadowRoot!.querySelector('wui-button')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
      expect($walletConnect.get().status).to.equal('loading');
      await nextUri();
    } finally {
      button.remove();
    }
  });

  it('with a browser wallet the modal opens on Connect: a press starts no pairing', async () => {
    await announceTestWallet();
    await createWcKit();
    await rowsReady();
    const button = document.createElement('w3m-button');
    document.body.append(button);
    try {
      await button.updateComplete;
      button.shadowRoot!.querySelector('wui-button')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
      expect($walletConnect.get().status).to.equal('idle');
    } finally {
      button.remove();
    }
  });
});
