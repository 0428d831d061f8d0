// The dialog (header, router, Connect view and its rows) is a chunk of its own: the page's start-up carries
// only the buttons, the stores and <w3m-modal>'s configuration. It must still be on hand for the first click.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { openModal } from '../../src/core/index.js';
import type { W3mModal } from '../../src/modal/w3m-modal.js';
import { resetAll } from '../helpers/reset.js';
import '../../src/define.js';

describe('the dialog chunk', () => {
  afterEach(() => resetAll());

  it('is not part of the page-level elements: define brings the buttons, not the dialog parts', () => {
    expect(customElements.get('w3m-modal')).to.exist;
    expect(customElements.get('w3m-button')).to.exist;
    expect(customElements.get('w3m-router')).to.equal(undefined);
  });

  it('arrives while the page is idle, before any open, and updateComplete waits for it', async () => {
    const modal = await fixture<W3mModal>(html`<w3m-modal></w3m-modal>`);
    expect(modal.shadowRoot!.querySelector('dialog'), 'the dialog is rendered once updateComplete resolves').to.exist;
    expect(modal.shadowRoot!.querySelector('dialog')!.open).to.equal(false);
    expect(customElements.get('w3m-router')).to.exist;
    expect(customElements.get('w3m-connect-view')).to.exist;
    expect(customElements.get('wui-list-wallet')).to.exist;
    // The Connect view's "All Wallets" entry and directory rows come with it, so the first view never grows.
    expect(customElements.get('w3m-all-wallets-entry')).to.exist;
  });

  it('a second modal attaches the loaded dialog at once, and opening shows the Connect view', async () => {
    const modal = document.createElement('w3m-modal');
    document.body.append(modal);
    try {
      openModal();
      await modal.updateComplete;
      const dialog = modal.shadowRoot!.querySelector('dialog')!;
      await waitUntil(() => dialog.open, 'the dialog did not open');
      const router = modal.shadowRoot!.querySelector('w3m-router')!;
      await waitUntil(() => router.shadowRoot?.querySelector('w3m-connect-view'), 'no Connect view');
    } finally {
      modal.remove();
    }
  });
});
