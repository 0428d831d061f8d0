// Keys typed into the open modal stay in it (issue 29): a game's keyboard handler on window and document, which
// cancels the keys it plays with, sees none of them, and the modal's text fields get every character.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { emulateMedia, sendKeys } from './commands.js';
import { $modal, navigate, openModal } from '../../src/core/index.js';
import type { W3mModal } from '../../src/modal/w3m-modal.js';
import { createTestKit, dialogOf, waitForView } from './helpers.js';
import { deepActiveElement } from '../helpers/dom.js';
import { isInside } from '../../src/controllers/deep-focus.js';
import { addCleanup, resetAll } from '../helpers/reset.js';

const GAME_KEYS = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', ' '];

/** A game's keyboard handler, as engines register it: bubble phase on window and document; it cancels its keys. */
function gameKeyboard(): string[] {
  const heard: string[] = [];
  const listen = (target: Window | Document, where: string): void => {
    for (const type of ['keydown', 'keypress', 'keyup'] as const) {
      const listener = (event: Event): void => {
        const { key } = event as KeyboardEvent;
        heard.push(`${where} ${type} ${key}`);
        if (GAME_KEYS.includes(key)) event.preventDefault();
      };
      target.addEventListener(type, listener);
      addCleanup(() => target.removeEventListener(type, listener));
    }
  };
  listen(window, 'window');
  listen(document, 'document');
  return heard;
}

/** A page with a focusable game canvas that opens the modal, as a game's wallet key would. */
async function gamePage(): Promise<{ canvas: HTMLCanvasElement; modal: W3mModal }> {
  await createTestKit();
  const root = await fixture<HTMLDivElement>(html`<div><canvas tabindex="0" width="200" height="100"></canvas><w3m-modal></w3m-modal></div>`);
  const modal = root.querySelector('w3m-modal')!;
  await modal.updateComplete;
  return { canvas: root.querySelector('canvas')!, modal };
}

async function openFromCanvas(canvas: HTMLCanvasElement, modal: W3mModal): Promise<void> {
  canvas.focus();
  openModal();
  await waitUntil(() => dialogOf(modal).open, 'the dialog did not open');
  await waitUntil(() => deepActiveElement()?.getAttribute('aria-label') === 'Close', 'the dialog took no focus');
}

describe('keys typed into the open modal stay in it', function () {
  beforeEach(async () => {
    resetAll();
    await emulateMedia({ reducedMotion: 'reduce' });
  });
  afterEach(() => resetAll());

  it('the search field gets "meta mask" and the caret moves with the arrows, while the game hears nothing', async () => {
    const { canvas, modal } = await gamePage();
    const heard = gameKeyboard();
    await openFromCanvas(canvas, modal);
    navigate('AllWallets');
    const view = await waitForView(modal, 'w3m-all-wallets-view');
    const search = view.shadowRoot!.querySelector('input')!;
    await waitUntil(() => deepActiveElement() === search, 'the search field took no focus');

    await sendKeys({ type: 'meta mask' });
    expect(search.value).to.equal('meta mask');
    for (let i = 0; i < 4; i++) await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ type: 'X' });
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ type: 'Y' });
    expect(search.value).to.equal('meta XmYask');
    expect(heard).to.deep.equal([]);
  });

  it('when the focused control goes with its view, focus lands on the header\'s Back, an arrow goes on into the new view, and the game hears nothing', async () => {
    const { canvas, modal } = await gamePage();
    const heard = gameKeyboard();
    await openFromCanvas(canvas, modal);
    const view = await waitForView(modal, 'w3m-connect-view');
    await sendKeys({ press: 'ArrowDown' });
    await waitUntil(() => { const focused = deepActiveElement(); return focused !== null && isInside(focused, view); }, 'ArrowDown did not reach the view');
    navigate('WhatIsAWallet');
    const help = await waitForView(modal, 'w3m-what-is-a-wallet-view');
    await waitUntil(() => deepActiveElement()?.getAttribute('aria-label') === 'Back', 'focus did not land on Back');
    await sendKeys({ press: 'ArrowDown' });
    await waitUntil(() => { const focused = deepActiveElement(); return focused !== null && isInside(focused, help); }, 'ArrowDown did not reach the new view');
    expect(heard).to.deep.equal([]);
  });

  it('the Escape that closes it never reaches the game, its keyup neither; focus is back on the canvas, whose keys the game hears', async () => {
    const { canvas, modal } = await gamePage();
    const heard = gameKeyboard();
    await openFromCanvas(canvas, modal);

    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !dialogOf(modal).open, 'Escape did not close the modal');
    expect($modal.get().open).to.equal(false);
    expect(document.activeElement).to.equal(canvas);
    expect(heard).to.deep.equal([]);

    await sendKeys({ press: 'ArrowUp' });
    expect(heard).to.deep.equal(['document keydown ArrowUp', 'window keydown ArrowUp', 'document keyup ArrowUp', 'window keyup ArrowUp']);
  });

  it('a key the player held on the game before the modal opened is released on the game', async () => {
    const { canvas, modal } = await gamePage();
    const heard = gameKeyboard();
    canvas.focus();
    await sendKeys({ down: 'ArrowRight' });
    await openFromCanvas(canvas, modal);
    await sendKeys({ up: 'ArrowRight' });
    // The game saw the key go down and come up again: it does not walk on by itself once the modal closes.
    expect(heard.filter(line => line.startsWith('window'))).to.deep.equal(['window keydown ArrowRight', 'window keyup ArrowRight']);
  });
});
