import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { createAppKit, destroyAppKit, getAppKit } from '../../src/app-kit.js';
import { $modal, mainnet } from '../../src/core/index.js';
import type { W3mModal } from '../../src/modal/w3m-modal.js';
import { resetAll } from '../helpers/reset.js';

const modals = (): W3mModal[] => [...document.querySelectorAll('w3m-modal')];
const dialogOpen = (modal: W3mModal): boolean => modal.shadowRoot?.querySelector('dialog')?.open === true;
// WalletConnect (on with a projectId) stays off: with no browser wallet the open modal would show its QR code
// and reach for the public relay. These tests are about mounting.
const OPTIONS = {
  projectId: 'p',
  networks: [mainnet],
  customRpcUrls: { 'eip155:1': [{ url: 'http://127.0.0.1:9' }] },
  enableWalletConnect: false,
  // The Connect view asks the wallet directory (a projectId): a refused loopback port, never the public one.
  explorerApiUrl: 'http://127.0.0.1:9',
};

// AppKit mounts its modal itself: an app written the AppKit way never writes the tag.
describe('createAppKit mounts the modal', () => {
  // This file imports no element module: the first test sees the library's elements arrive late.
  it('open() before the element has upgraded opens it once its code arrives', async () => {
    expect(customElements.get('w3m-modal')).to.equal(undefined);
    createAppKit(OPTIONS);
    const mounted = document.querySelector('w3m-modal')!;
    expect(mounted).to.be.instanceOf(HTMLElement);
    await getAppKit()!.open();
    expect($modal.get().open).to.equal(true);
    await import('../../src/define.js');
    await waitUntil(() => dialogOpen(mounted as W3mModal), 'the modal did not open after its upgrade');
    expect(modals()).to.have.length(1);
  });

  afterEach(() => {
    resetAll();
    modals().forEach(modal => modal.remove());
  });

  it('adds exactly one <w3m-modal> to a page that has none, also when called again', async () => {
    expect(modals()).to.have.length(0);
    createAppKit(OPTIONS);
    createAppKit({ ...OPTIONS, themeMode: 'light' });
    expect(modals()).to.have.length(1);
    expect(modals()[0]!.parentElement).to.equal(document.body);
    await getAppKit()!.open();
    await waitUntil(() => dialogOpen(modals()[0]!), 'the mounted modal did not open');
  });

  it('a page that renders its own modal keeps exactly one, before or after createAppKit', async () => {
    createAppKit(OPTIONS);
    const own = await fixture<W3mModal>(html`<w3m-modal></w3m-modal>`);
    expect(modals()).to.deep.equal([own]);
    createAppKit(OPTIONS);
    expect(modals()).to.deep.equal([own]);
    await getAppKit()!.open();
    await waitUntil(() => dialogOpen(own), 'the page\'s own modal did not open');
  });

  it('destroyAppKit removes the modal it mounted and leaves the page\'s own', async () => {
    createAppKit(OPTIONS);
    expect(modals()).to.have.length(1);
    destroyAppKit();
    expect(modals()).to.have.length(0);
    const own = await fixture<W3mModal>(html`<w3m-modal></w3m-modal>`);
    createAppKit(OPTIONS);
    destroyAppKit();
    expect(modals()).to.deep.equal([own]);
  });
});
