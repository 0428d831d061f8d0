import { expect, fixture, html } from '@open-wc/testing';
import { getAppKit } from '../../src/app-kit.js';
import type { W3mButton } from '../../src/modal/w3m-button.js';
import type { W3mModal } from '../../src/modal/w3m-modal.js';
import { emulateMedia } from './commands.js';
import { createTestKit } from './helpers.js';
import { deepQuery } from '../helpers/dom.js';
import { resetAll } from '../helpers/reset.js';

const ACCENT = 'rgb(1, 2, 3)';

/** The native button a player clicks, inside `<w3m-button>`'s `<wui-button>`. */
const control = (el: W3mButton): HTMLButtonElement => deepQuery<HTMLButtonElement>(el, 'button')!;

describe('theme variables on a <w3m-button> outside the modal', () => {
  beforeEach(async () => {
    resetAll();
    await emulateMedia({ reducedMotion: 'reduce' });
  });
  afterEach(() => resetAll());

  it('setThemeVariables colours the button with the accent, and removing it reverts', async () => {
    await createTestKit();
    const page = await fixture<HTMLElement>(html`<div><header><w3m-button></w3m-button></header><w3m-modal></w3m-modal></div>`);
    const button = page.querySelector('w3m-button')!;
    const modal = page.querySelector<W3mModal>('w3m-modal')!;
    expect(button.closest('w3m-modal')).to.equal(null);
    const initial = getComputedStyle(control(button)).backgroundColor;
    expect(initial).not.to.equal(ACCENT);

    getAppKit()!.setThemeVariables({ '--w3m-accent': ACCENT });
    await button.updateComplete;
    await modal.updateComplete;
    expect(getComputedStyle(control(button)).backgroundColor).to.equal(ACCENT);
    expect(button.style.getPropertyValue('--w3m-accent')).to.equal(ACCENT);
    expect(modal.style.getPropertyValue('--w3m-accent')).to.equal(ACCENT);

    getAppKit()!.setThemeVariables({ '--w3m-accent': undefined });
    await button.updateComplete;
    expect(button.style.getPropertyValue('--w3m-accent')).to.equal('');
    expect(getComputedStyle(control(button)).backgroundColor).to.equal(initial);
  });

  it('a button alone on the page follows the theme mode and variables given at creation', async () => {
    await createTestKit({ themeMode: 'light', themeVariables: { '--w3m-accent': ACCENT } });
    const button = await fixture<W3mButton>(html`<w3m-button></w3m-button>`);
    expect(button.getAttribute('theme-mode')).to.equal('light');
    expect(getComputedStyle(control(button)).backgroundColor).to.equal(ACCENT);
    getAppKit()!.setThemeMode('dark');
    await button.updateComplete;
    expect(button.getAttribute('theme-mode')).to.equal('dark');
  });
});
