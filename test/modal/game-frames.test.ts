// What the open modal costs a game that repaints every frame (issue 29): no backdrop filter unless the page asks
// for one, every animation on transform and opacity (the compositor runs them, the game's main thread does not),
// and a pointer lock held by the game is released on open, for the game to take back on the close event.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { emulateMedia, sendMouse } from './commands.js';
import { closeModal, goBack, navigate, openModal, setThemeVariables } from '../../src/core/index.js';
import { getAppKit } from '../../src/app-kit.js';
import type { W3mModal } from '../../src/modal/w3m-modal.js';
import { createTestKit, dialogOf, renderModal, waitForView } from './helpers.js';
import { addCleanup, resetAll } from '../helpers/reset.js';

/** Records the properties of every Web Animation started from now on. */
function recordAnimatedProperties(): { properties: Set<string>; targets: Set<Element> } {
  const seen = { properties: new Set<string>(), targets: new Set<Element>() };
  const animate = Element.prototype.animate;
  Element.prototype.animate = function (this: Element, keyframes, options) {
    for (const frame of (Array.isArray(keyframes) ? keyframes : [keyframes ?? {}]) as Keyframe[]) {
      for (const property of Object.keys(frame)) if (!['offset', 'easing', 'composite'].includes(property)) seen.properties.add(property);
    }
    seen.targets.add(this);
    return animate.call(this, keyframes, options);
  };
  addCleanup(() => (Element.prototype.animate = animate));
  return seen;
}

describe('the open modal and a game\'s frames', function () {
  beforeEach(() => resetAll());
  afterEach(async () => {
    resetAll();
    await emulateMedia({ reducedMotion: 'reduce' });
  });

  it('puts no filter on the backdrop unless --w3m-backdrop-blur asks for a blur', async () => {
    await createTestKit();
    const modal = await renderModal();
    openModal();
    await waitUntil(() => dialogOf(modal).open);
    expect(getComputedStyle(dialogOf(modal), '::backdrop').backdropFilter).to.equal('none');
    setThemeVariables({ '--w3m-backdrop-blur': '6px' });
    await modal.updateComplete;
    expect(getComputedStyle(dialogOf(modal), '::backdrop').backdropFilter).to.equal('blur(6px)');
  });

  it('animates only transform and opacity: the view slides and fades, the card scales to its new height', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    await createTestKit();
    const modal = await renderModal();
    openModal();
    await waitForView(modal, 'w3m-connect-view');
    const card = modal.shadowRoot!.querySelector<HTMLElement>('[part="card"]')!;
    const before = card.getBoundingClientRect().height;
    const seen = recordAnimatedProperties();
    navigate('WhatIsAWallet');
    await waitForView(modal, 'w3m-what-is-a-wallet-view');
    await waitUntil(() => Math.abs(card.offsetHeight - before) > 1, 'the help view has the same height as Connect');
    await waitUntil(() => seen.targets.has(card), 'the card did not follow the new height');
    goBack();
    await waitForView(modal, 'w3m-connect-view');
    expect([...seen.properties].sort()).to.deep.equal(['opacity', 'transform']);
  });

  it('releases the game\'s pointer lock on open; the game takes it back on the close event', async () => {
    await createTestKit();
    const root = await fixture<HTMLDivElement>(html`<div><canvas width="300" height="150" @click=${(event: Event) => (event.target as HTMLCanvasElement).requestPointerLock()}></canvas><w3m-modal></w3m-modal></div>`);
    const canvas = root.querySelector('canvas')!;
    const modal = root.querySelector<W3mModal>('w3m-modal')!;
    await modal.updateComplete;
    const box = canvas.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(box.x + 20), Math.round(box.y + 20)] });
    await waitUntil(() => document.pointerLockElement === canvas, 'the game did not get the pointer lock');

    const stop = getAppKit()!.subscribeEvents(event => {
      if (event.data.event === 'MODAL_CLOSE') void canvas.requestPointerLock();
    });
    addCleanup(stop);
    openModal();
    await waitUntil(() => dialogOf(modal).open && document.pointerLockElement === null, 'the modal opened under a locked pointer');
    closeModal();
    await waitUntil(() => document.pointerLockElement === canvas, 'the game did not take the pointer back');
  });
});
