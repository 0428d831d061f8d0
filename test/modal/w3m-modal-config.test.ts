// <w3m-modal> configured by the page: attributes, the config property, and what a missing or bad value shows.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { emulateMedia } from './commands.js';
import { $theme, mainnet, openModal, setLocale } from '../../src/core/index.js';
import { getAppKit } from '../../src/app-kit.js';
import type { W3mModal } from '../../src/modal/w3m-modal.js';
import { announceTestWallet, dialogOf } from './helpers.js';
import { deepText, waitForText } from '../helpers/dom.js';
import { expectAccessibleInBothThemes } from '../helpers/axe.js';
import { resetAll } from '../helpers/reset.js';

describe('<w3m-modal> configured by the page', () => {
  beforeEach(async () => {
    resetAll();
    await emulateMedia({ reducedMotion: 'reduce' });
  });
  afterEach(() => resetAll());

  it('is configured by attributes, with nothing else but the directory\'s address', async () => {
    // A browser wallet: the modal opens on Connect, not on the QR code (the projectId turns WalletConnect on).
    // The Connect view then asks the wallet directory, here a refused loopback port instead of the public one.
    await announceTestWallet();
    const directory = { explorerApiUrl: 'http://127.0.0.1:9' };
    const modal = await fixture<W3mModal>(html`<w3m-modal project-id="abc123" networks="eip155:1" theme-mode="light" .config=${directory}></w3m-modal>`);
    const kit = getAppKit();
    expect(kit?.options.projectId).to.equal('abc123');
    expect(kit?.options.networks.map(n => n.caipNetworkId)).to.deep.equal(['eip155:1']);
    expect($theme.get().themeMode).to.equal('light');
    expect(modal.getAttribute('theme-mode')).to.equal('light');
    openModal();
    await waitUntil(() => dialogOf(modal).open);
    expect(modal.shadowRoot!.querySelector('wui-alert')).to.equal(null);
  });

  it('takes other options from the config property, attributes winning', async () => {
    const config = { projectId: 'from-config', networks: [mainnet], themeVariables: { '--w3m-accent': '#00aa55' } };
    const modal = await fixture<W3mModal>(html`<w3m-modal project-id="from-attribute" .config=${config}></w3m-modal>`);
    expect(getAppKit()?.options.projectId).to.equal('from-attribute');
    expect(modal.style.getPropertyValue('--w3m-accent')).to.equal('#00aa55');
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      modal.config = { ...config, unknownOption: true } as typeof config;
      await modal.updateComplete;
    } finally {
      console.error = original;
    }
    expect(errors).to.have.length(1);
    expect(getAppKit()?.options.projectId).to.equal('from-attribute');
  });

  it('shows the "Project ID Not Configured" alert without a project id', async () => {
    const modal = await fixture<W3mModal>(html`<w3m-modal networks="eip155:1"></w3m-modal>`);
    expect(getAppKit()?.options.networks[0]?.caipNetworkId).to.equal('eip155:1');
    openModal();
    await waitUntil(() => dialogOf(modal).open);
    await waitForText(modal.shadowRoot!.querySelector('.card')!, 'Project ID Not Configured');
    await expectAccessibleInBothThemes(modal);
    // The banner (<w3m-alert>, a chunk of its own) follows the language like the rest of the modal.
    expect(modal.shadowRoot!.querySelector('w3m-alert[part="alert"]')).to.exist;
    await setLocale('de');
    await waitForText(modal.shadowRoot!.querySelector('.card')!, 'Projekt-ID nicht konfiguriert');
  });

  it('reports an invalid attribute with console.error and a visible alert instead of throwing', async () => {
    const errors: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    let modal: W3mModal;
    try {
      modal = await fixture<W3mModal>(html`<w3m-modal project-id="abc" networks="eip155:424242"></w3m-modal>`);
    } finally {
      console.error = original;
    }
    expect(errors.length).to.equal(1);
    expect(getAppKit()).to.equal(undefined);
    openModal();
    await waitUntil(() => dialogOf(modal).open);
    const card = modal.shadowRoot!.querySelector('.card')!;
    await waitForText(card, 'Invalid Modal Options');
    expect(deepText(card)).to.include('eip155:424242');
  });
});
