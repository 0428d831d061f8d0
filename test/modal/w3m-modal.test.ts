import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { emulateMedia, sendKeys, sendMouse } from './commands.js';
import { $modal, $router, $theme, SHAKE_MS, closeModal, connect, navigate, openModal, showToast } from '../../src/core/index.js';
import { getAppKit } from '../../src/app-kit.js';
import type { W3mModal } from '../../src/modal/w3m-modal.js';
import type { W3mRequestCloseEvent } from '../../src/events/request-close-event.js';
import { TEST_WALLET_ID, announceTestWallet, createTestKit, dialogOf, renderModal, waitForView } from './helpers.js';
import { deepActiveElement, deepQuery, deepText } from '../helpers/dom.js';
import { expectAccessibleInBothThemes } from '../helpers/axe.js';
import { resetAll } from '../helpers/reset.js';
import { holdClock } from '../helpers/timed-state.js';

async function openFrom(opener: HTMLButtonElement, modal: W3mModal): Promise<void> {
  opener.focus();
  opener.click();
  await waitUntil(() => dialogOf(modal).open, 'dialog did not open');
  await modal.updateComplete;
}

describe('<w3m-modal>', () => {
  beforeEach(async () => {
    resetAll();
    await emulateMedia({ reducedMotion: 'reduce' });
  });
  afterEach(() => resetAll());

  it('is a labelled modal dialog in the top layer, opened only by the store', async () => {
    await createTestKit();
    const modal = await renderModal();
    const dialog = dialogOf(modal);
    expect(dialog.open).to.equal(false);
    openModal();
    await waitUntil(() => dialog.open);
    expect(dialog.matches(':modal')).to.equal(true);
    const titleId = dialog.getAttribute('aria-labelledby')!;
    expect(modal.shadowRoot!.getElementById(titleId)?.textContent).to.equal('Connect Wallet');
    expect(dialog.getBoundingClientRect().width).to.equal(360);
    closeModal();
    await waitUntil(() => !dialog.open);
  });

  it('prepares itself while the page is idle without opening, announcing or taking focus', async () => {
    await createTestKit();
    const outside = await fixture<HTMLButtonElement>(html`<button>Play</button>`);
    outside.focus();
    const events: string[] = [];
    const unsubscribe = getAppKit()!.subscribeEvents(event => events.push(event.data.event));
    const modal = await renderModal();
    const dialog = dialogOf(modal);
    // Idle callbacks run in the order they were asked for: ours, asked after the modal connected (which asked
    // for its warm-up), runs once the warm-up has run.
    await new Promise<void>(resolve => requestIdleCallback(() => resolve()));
    unsubscribe();
    expect(dialog.open).to.equal(false);
    expect(dialog.classList.contains('warming')).to.equal(false);
    expect(document.activeElement).to.equal(outside);
    expect(events).to.deep.equal([]);
    expect($modal.get().open).to.equal(false);
  });

  it('opens on Connect when disconnected and on Account when connected', async () => {
    await announceTestWallet();
    await createTestKit();
    const modal = await renderModal();
    openModal();
    await waitForView(modal, 'w3m-connect-view');
    closeModal();
    expect(await connect(TEST_WALLET_ID)).to.equal(true);
    openModal();
    await waitForView(modal, 'w3m-account-view');
    expect($router.get().view).to.equal('Account');
  });

  it('focuses the first control on open and closes on Escape, returning focus to the opener', async () => {
    await createTestKit();
    const root = await fixture<HTMLDivElement>(html`<div><button id="opener" @click=${() => openModal()}>Open</button><w3m-modal></w3m-modal></div>`);
    const opener = root.querySelector<HTMLButtonElement>('#opener')!;
    const modal = root.querySelector('w3m-modal')!;
    await openFrom(opener, modal);
    await waitUntil(() => deepActiveElement()?.getAttribute('aria-label') === 'Close', 'close button not focused');
    const sources: string[] = [];
    modal.addEventListener('w3m-request-close', (e: W3mRequestCloseEvent) => sources.push(e.detail.source));
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !dialogOf(modal).open, 'Escape did not close');
    expect($modal.get().open).to.equal(false);
    expect(sources).to.deep.equal(['escape']);
    expect(document.activeElement).to.equal(opener);
  });

  it('gives the focus to the page\'s wallet button when the page removes the opener right after the close', async () => {
    await createTestKit();
    const root = await fixture<HTMLDivElement>(
      html`<div><button id="opener" @click=${() => openModal()}>Open</button><w3m-button></w3m-button><w3m-modal></w3m-modal></div>`,
    );
    const opener = root.querySelector<HTMLButtonElement>('#opener')!;
    const modal = root.querySelector('w3m-modal')!;
    await openFrom(opener, modal);
    await waitUntil(() => deepActiveElement()?.getAttribute('aria-label') === 'Close', 'close button not focused');
    closeModal();
    await modal.updateComplete;
    // As a React page does when the close came with a connect: it renders another button in the opener's place.
    opener.remove();
    await waitUntil(() => root.querySelector('w3m-button')!.matches(':focus-within'), 'focus was left on <body>');
  });

  it('closes on a backdrop click but not on a click inside the card', async () => {
    await createTestKit();
    const root = await fixture<HTMLDivElement>(html`<div><button id="opener" @click=${() => openModal()}>Open</button><w3m-modal></w3m-modal></div>`);
    const opener = root.querySelector<HTMLButtonElement>('#opener')!;
    const modal = root.querySelector('w3m-modal')!;
    await openFrom(opener, modal);
    const card = modal.shadowRoot!.querySelector('.card')!.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(card.left + card.width / 2), Math.round(card.top + 20)] });
    expect(dialogOf(modal).open).to.equal(true);
    await sendMouse({ type: 'click', position: [3, 3] });
    await waitUntil(() => !dialogOf(modal).open, 'backdrop click did not close');
    expect(document.activeElement).to.equal(opener);
  });

  it('closes with the labelled close button', async () => {
    await createTestKit();
    const modal = await renderModal();
    openModal();
    await waitUntil(() => dialogOf(modal).open);
    const sources: string[] = [];
    document.addEventListener('w3m-request-close', e => sources.push((e as W3mRequestCloseEvent).detail.source), { once: true });
    const close = deepQuery<HTMLButtonElement>(modal, 'button[aria-label="Close"]')!;
    close.click();
    await waitUntil(() => !dialogOf(modal).open);
    expect(sources).to.deep.equal(['close-button']);
  });

  it('stays open when the host prevents w3m-request-close', async () => {
    await createTestKit();
    const modal = await renderModal();
    modal.addEventListener('w3m-request-close', e => e.preventDefault());
    openModal();
    await waitUntil(() => dialogOf(modal).open);
    await modal.updateComplete;
    await sendKeys({ press: 'Escape' });
    await sendMouse({ type: 'click', position: [3, 3] });
    deepQuery<HTMLButtonElement>(modal, 'button[aria-label="Close"]')!.click();
    await modal.updateComplete;
    expect(dialogOf(modal).open).to.equal(true);
    expect($modal.get().open).to.equal(true);
  });

  it('refuses to close on ApproveTransaction and shakes', async () => {
    // The shake ends on a timer: held, so the checks below cannot come after it on a slow machine.
    const clock = holdClock();
    await createTestKit();
    const modal = await renderModal();
    openModal();
    navigate('ApproveTransaction');
    await waitUntil(() => dialogOf(modal).open);
    await modal.updateComplete;
    await waitForView(modal, 'w3m-approve-transaction-view');
    await sendKeys({ press: 'Escape' });
    await modal.updateComplete;
    expect(dialogOf(modal).open).to.equal(true);
    expect($modal.get().shake).to.equal(true);
    expect(modal.shadowRoot!.querySelector('.card')!.classList.contains('shake')).to.equal(true);
    clock.advance(SHAKE_MS - 1);
    expect($modal.get().shake).to.equal(true);
    clock.advance(1);
    expect($modal.get().shake).to.equal(false);
    await modal.updateComplete;
    expect(modal.shadowRoot!.querySelector('.card')!.classList.contains('shake')).to.equal(false);
  });

  it('has a back button after navigating and goes back with it', async () => {
    await announceTestWallet({ approval: 'manual' });
    await createTestKit();
    const modal = await renderModal();
    openModal();
    await waitUntil(() => dialogOf(modal).open);
    expect(deepQuery(modal, 'button[aria-label="Back"]')).to.equal(undefined);
    navigate('ConnectingExternal', { connectorId: TEST_WALLET_ID });
    await waitForView(modal, 'w3m-connecting-external-view');
    await modal.updateComplete;
    expect(modal.shadowRoot!.getElementById('w3m-modal-title')?.textContent).to.equal('Connecting');
    await waitUntil(() => deepQuery(modal, 'button[aria-label="Back"]'));
    deepQuery<HTMLButtonElement>(modal, 'button[aria-label="Back"]')!.click();
    await waitForView(modal, 'w3m-connect-view');
  });

  it('keeps the focus in the dialog when Enter on a view\'s control changes the view: on Back, where keys go on working', async () => {
    await announceTestWallet({ approval: 'manual' });
    await createTestKit();
    const modal = await renderModal();
    openModal();
    const view = await waitForView(modal, 'w3m-connect-view');
    await waitUntil(() => deepQuery(view, 'wui-list-wallet'), 'the wallet row');
    deepQuery<HTMLElement>(view, 'wui-list-wallet')!.focus();
    await waitUntil(() => deepActiveElement()?.closest('button') !== null, 'the row\'s button focused');
    await sendKeys({ press: 'Enter' });
    await waitForView(modal, 'w3m-connecting-external-view');
    await waitUntil(() => deepActiveElement()?.getAttribute('aria-label') === 'Back', 'focus on Back');
    await sendKeys({ press: 'Enter' });
    await waitForView(modal, 'w3m-connect-view');
  });

  it('animates view changes, and does not under prefers-reduced-motion', async () => {
    await announceTestWallet({ approval: 'manual' });
    await createTestKit();
    const modal = await renderModal();
    openModal();
    await waitForView(modal, 'w3m-connect-view');
    const router = modal.shadowRoot!.querySelector('w3m-router')!;
    const wrap = (): Element => router.shadowRoot!.querySelector('.wrap')!;
    await emulateMedia({ reducedMotion: 'no-preference' });
    navigate('ConnectingExternal', { connectorId: TEST_WALLET_ID });
    // Looked at right after the router's update that starts it: a busy machine may take longer than the
    // animation to load the view, and a finished animation is gone from getAnimations().
    await router.updateComplete;
    expect(wrap().getAnimations().length).to.be.greaterThan(0);
    await waitForView(modal, 'w3m-connecting-external-view');
    await emulateMedia({ reducedMotion: 'reduce' });
    wrap().getAnimations().forEach(a => a.finish());
    navigate('Connect');
    await router.updateComplete;
    expect(wrap().getAnimations()).to.have.length(0);
    await waitForView(modal, 'w3m-connect-view');
    expect(wrap().getAnimations()).to.have.length(0);
  });

  it('applies the theme mode and the public theme variables from the store', async () => {
    await createTestKit({ themeMode: 'dark', themeVariables: { '--w3m-accent': '#7b3fe4', '--w3m-z-index': 50 } });
    const modal = await renderModal();
    expect(modal.getAttribute('theme-mode')).to.equal('dark');
    expect(modal.style.getPropertyValue('--w3m-accent')).to.equal('#7b3fe4');
    expect(modal.style.getPropertyValue('--w3m-z-index')).to.equal('50');
    getAppKit()!.setThemeMode('light');
    await modal.updateComplete;
    expect(modal.getAttribute('theme-mode')).to.equal('light');
    modal.setAttribute('theme-mode', 'dark');
    await modal.updateComplete;
    expect($theme.get().themeMode).to.equal('dark');
    const bgDark = getComputedStyle(modal).getPropertyValue('--_color-bg');
    modal.setAttribute('theme-mode', 'light');
    await modal.updateComplete;
    expect(getComputedStyle(modal).getPropertyValue('--_color-bg')).not.to.equal(bgDark);
  });

  it('renders the toast from $toast, inside the open dialog', async () => {
    await createTestKit();
    const modal = await renderModal();
    openModal();
    await waitUntil(() => dialogOf(modal).open);
    // The toast hides on a timer: held, so a slow chunk load cannot outlast it.
    holdClock();
    showToast('success', 'Saved');
    // <wui-toast> is its own chunk: the text shows once it has arrived.
    await waitUntil(() => dialogOf(modal).querySelector('w3m-toaster')?.shadowRoot?.querySelector('wui-toast'), 'no toast in the dialog');
    await waitUntil(() => deepText(dialogOf(modal)).includes('Saved'), 'the toast text never showed');
  });

  it('is accessible on the Connect view in both themes', async () => {
    await announceTestWallet();
    await createTestKit();
    const modal = await renderModal();
    openModal();
    await waitForView(modal, 'w3m-connect-view');
    await expectAccessibleInBothThemes(modal);
  });
});
