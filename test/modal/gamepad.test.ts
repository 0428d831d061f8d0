// A gamepad drives the open modal (issue 29), played with a scripted `navigator.getGamepads()` that the modal
// polls as it polls a real pad: the D-pad and the left stick move focus through the view's controls, visibly;
// A activates; B goes back, then closes; and nothing reads the pad while the modal is closed.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { emulateMedia, sendMouse } from './commands.js';
import { $modal, $router, closeModal, openModal } from '../../src/core/index.js';
import type { W3mModal } from '../../src/modal/w3m-modal.js';
import type { W3mRequestCloseEvent } from '../../src/events/request-close-event.js';
import { announceTestWallet, createTestKit, dialogOf, waitForView } from './helpers.js';
import { deepActiveElement, deepQueryAll, describeFocus } from '../helpers/dom.js';
import { isInside } from '../../src/controllers/deep-focus.js';
import { addCleanup, resetAll } from '../helpers/reset.js';
import { PAD, installScriptedGamepad, uninstallScriptedGamepad } from '../fixtures/scripted-gamepad.js';

const pad = () => window.scriptedGamepad;

/** Changes the pad, then waits until the modal, its only reader here, has read it (and acted on what it read). */
async function padChange(change: () => void): Promise<void> {
  const before = pad().polls;
  change();
  await waitUntil(() => pad().polls > before, 'the pad was not read');
}

async function tap(button: number): Promise<void> {
  await padChange(() => pad().press(button));
  await padChange(() => pad().release(button));
}

async function lean(x: number, y: number): Promise<void> {
  await padChange(() => pad().lean(x, y));
  await padChange(() => pad().lean(0, 0));
}

const twoFrames = (): Promise<void> => new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
const focusedLabel = (): string | null | undefined => deepActiveElement()?.getAttribute('aria-label');
const focusIsVisible = (): boolean => deepActiveElement()?.matches(':focus-visible') === true;
/** The wallet whose row holds the focus (its `<wui-list-wallet>` is the host of the focused button). */
const focusedWallet = (): string | undefined => ((deepActiveElement()?.getRootNode() as Partial<ShadowRoot> | undefined)?.host as { name?: string } | undefined)?.name;

/** The modal opened by a mouse click on the page's button, as a player who has not touched the pad yet. */
async function openedByMouse(): Promise<W3mModal> {
  const root = await fixture<HTMLDivElement>(html`<div><button id="open" @click=${() => openModal()}>Wallet</button><w3m-modal></w3m-modal></div>`);
  const modal = root.querySelector('w3m-modal')!;
  await modal.updateComplete;
  const box = root.querySelector('#open')!.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
  await waitUntil(() => dialogOf(modal).open, 'the dialog did not open');
  await waitForView(modal, 'w3m-connect-view');
  await waitUntil(() => focusedLabel() === 'Close', 'the dialog took no focus');
  return modal;
}

describe('a gamepad drives the open modal', function () {
  beforeEach(async () => {
    resetAll();
    await emulateMedia({ reducedMotion: 'reduce' });
    installScriptedGamepad();
    addCleanup(uninstallScriptedGamepad);
  });
  afterEach(() => resetAll());

  it('reads the pad once a frame while the modal is open, and not at all while it is closed', async () => {
    await createTestKit();
    const modal = await fixture<W3mModal>(html`<w3m-modal></w3m-modal>`);
    await modal.updateComplete;
    await twoFrames();
    expect(pad().polls, 'read while closed').to.equal(0);
    openModal();
    await waitUntil(() => pad().polls >= 3, 'not read while open');
    closeModal();
    await waitUntil(() => !dialogOf(modal).open);
    const afterClose = pad().polls;
    await twoFrames();
    expect(pad().polls, 'read after the close').to.equal(afterClose);
  });

  it('with no pad connected, reads once on open and rests until one connects', async () => {
    await createTestKit();
    const modal = await fixture<W3mModal>(html`<w3m-modal></w3m-modal>`);
    await modal.updateComplete;
    pad().plug(false);
    openModal();
    await waitUntil(() => dialogOf(modal).open && pad().polls === 1, 'not read on open');
    await twoFrames();
    expect(pad().polls, 'read with no pad connected').to.equal(1);
    pad().plug(true);
    await waitUntil(() => pad().polls >= 3, 'not read once the pad connected');
    await tap(PAD.b);
    await waitUntil(() => !$modal.get().open, 'the pad that connected did not close the modal');
  });

  it('a modal taken off the page reads no pad', async () => {
    await createTestKit();
    const kept = await fixture<W3mModal>(html`<w3m-modal></w3m-modal>`);
    // The dialog's chunk is in: a modal that connects now attaches its dialog (and its controllers) at once.
    await kept.updateComplete;
    const removed = document.createElement('w3m-modal');
    document.body.append(removed);
    removed.remove();
    openModal();
    await waitUntil(() => dialogOf(kept).open && pad().polls > 0, 'not read while open');
    const before = pad().polls;
    await twoFrames();
    expect(pad().polls - before, 'reads in two frames: once a frame, by the modal on the page alone').to.equal(2);
  });

  it('moves focus with the D-pad, visibly, opens what A presses, and B goes back, then closes (source "gamepad")', async () => {
    await announceTestWallet();
    await createTestKit();
    const modal = await openedByMouse();
    const sources: string[] = [];
    modal.addEventListener('w3m-request-close', (event: W3mRequestCloseEvent) => sources.push(event.detail.source));
    await tap(PAD.left);
    expect(focusedLabel(), describeFocus()).to.equal('What is a wallet?');
    expect(focusIsVisible()).to.equal(true);
    await tap(PAD.a);
    await waitUntil(() => $router.get().view === 'WhatIsAWallet', 'A did not press the help button');
    await tap(PAD.b);
    await waitUntil(() => $router.get().view === 'Connect', 'B did not go back');
    // The pressed control went with its view: focus is on the dialog's first control again, and visible.
    await waitUntil(() => focusedLabel() === 'Close' && focusIsVisible(), `focus: ${describeFocus()}`);

    await tap(PAD.down);
    await waitUntil(() => focusedWallet() !== undefined, `down did not reach the wallets: ${describeFocus()}`);
    expect(focusIsVisible(), describeFocus()).to.equal(true);
    await tap(PAD.b);
    await waitUntil(() => !$modal.get().open, 'B did not close the first view');
    expect(sources).to.deep.equal(['gamepad']);
  });

  it('walks a list with the view\'s own arrow keys and keeps the focus the view moves visible', async () => {
    await announceTestWallet({}, { name: 'First Wallet', rdns: 'dev.w3m-modal.first' });
    await announceTestWallet({}, { name: 'Second Wallet', rdns: 'dev.w3m-modal.second' });
    await createTestKit();
    await openedByMouse();
    await lean(0, 1);
    await waitUntil(() => focusedWallet() === 'First Wallet', `the stick did not reach the first row: ${describeFocus()}`);
    await tap(PAD.down);
    await waitUntil(() => focusedWallet() === 'Second Wallet' && focusIsVisible(), `focus: ${describeFocus()}`);
    await lean(0, -1);
    await waitUntil(() => focusedWallet() === 'First Wallet' && focusIsVisible(), `focus: ${describeFocus()}`);
  });

  it('a press the list does not use goes on: down past the last row reaches All Wallets, up past the first the header', async () => {
    await announceTestWallet();
    await createTestKit();
    const modal = await openedByMouse();
    const entry = (): HTMLElement | undefined =>
      deepQueryAll<HTMLElement>(modal, 'w3m-all-wallets-entry').map(e => e.shadowRoot?.querySelector<HTMLElement>('button')).find(b => b && b.getBoundingClientRect().height > 0) ?? undefined;
    await waitUntil(() => entry() !== undefined, 'no All Wallets entry');
    await tap(PAD.down);
    await waitUntil(() => focusedWallet() === 'Test Wallet', `down did not reach the only row: ${describeFocus()}`);
    await tap(PAD.down);
    await waitUntil(() => deepActiveElement() === entry() && focusIsVisible(), `down stayed on the last row: ${describeFocus()}`);
    await tap(PAD.up);
    await waitUntil(() => focusedWallet() === 'Test Wallet', `up did not come back: ${describeFocus()}`);
    await tap(PAD.up);
    await waitUntil(() => focusedWallet() === undefined && isInside(deepActiveElement()!, modal.shadowRoot!.querySelector('w3m-header')!), `up stayed on the first row: ${describeFocus()}`);
  });

  it('takes no press it did not see begin: the button that opened the modal does nothing when released', async () => {
    await createTestKit();
    const modal = await fixture<W3mModal>(html`<w3m-modal></w3m-modal>`);
    await modal.updateComplete;
    pad().press(PAD.b);
    openModal();
    await waitUntil(() => dialogOf(modal).open && pad().polls >= 2, 'not read while open');
    await padChange(() => pad().release(PAD.b));
    expect($modal.get().open).to.equal(true);
    await tap(PAD.b);
    await waitUntil(() => !$modal.get().open, 'a whole press of B did not close');
  });

  it('takes a press that begins as the modal opens, before the modal\'s first frame', async () => {
    await createTestKit();
    const modal = await fixture<W3mModal>(html`<w3m-modal></w3m-modal>`);
    await modal.updateComplete;
    openModal();
    const readsAtOpen = pad().polls;
    pad().press(PAD.b);
    await waitUntil(() => dialogOf(modal).open && pad().polls > readsAtOpen, 'not read while open');
    await padChange(() => pad().release(PAD.b));
    await waitUntil(() => !$modal.get().open, 'B pressed right after the open did not close');
  });
});
