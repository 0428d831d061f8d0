import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../src/components/wui-toast.js';
import '../../src/components/wui-theme.js';
import type { WuiToast } from '../../src/components/wui-toast.js';
import { W3mToastCloseEvent } from '../../src/events/toast-close-event.js';
import { expectNoAxeViolations } from '../helpers/axe.js';

const live = (el: WuiToast): HTMLElement => el.shadowRoot!.querySelector('.content')!;
const closeButton = (el: WuiToast): HTMLButtonElement =>
  el.shadowRoot!.querySelector('wui-icon-button')!.shadowRoot!.querySelector('button')!;

describe('wui-toast', () => {
  it('announces success politely', async () => {
    const el = await fixture<WuiToast>(html`<wui-toast variant="success" message="Address copied"></wui-toast>`);
    expect(live(el).getAttribute('role')).to.equal('status');
    expect(live(el).textContent!.trim()).to.equal('Address copied');
  });

  it('announces an error as an alert', async () => {
    const el = await fixture<WuiToast>(html`<wui-toast variant="error" message="Signature declined"></wui-toast>`);
    expect(live(el).getAttribute('role')).to.equal('alert');
  });

  it('shows a spinner while loading', async () => {
    const el = await fixture<WuiToast>(html`<wui-toast variant="loading" message="Waiting"></wui-toast>`);
    expect(live(el).getAttribute('role')).to.equal('status');
    expect(el.shadowRoot!.querySelector('wui-spinner')).to.exist;
  });

  it('shows markup in the message as text', async () => {
    const el = await fixture<WuiToast>(html`<wui-toast message="<b>bold</b>"></wui-toast>`);
    expect(el.shadowRoot!.querySelector('b')).to.equal(null);
    expect(el.shadowRoot!.querySelector('[part="message"]')!.textContent).to.equal('<b>bold</b>');
  });

  it('labels the close button (default from the message table) outside the live region', async () => {
    const el = await fixture<WuiToast>(html`<wui-toast message="Hi"></wui-toast>`);
    expect(closeButton(el).getAttribute('aria-label')).to.equal('Dismiss');
    expect(live(el).contains(el.shadowRoot!.querySelector('wui-icon-button'))).to.equal(false);
    el.closeLabel = 'Hide';
    await el.updateComplete;
    await el.shadowRoot!.querySelector('wui-icon-button')!.updateComplete;
    expect(closeButton(el).getAttribute('aria-label')).to.equal('Hide');
  });

  it('fires a bubbling, composed w3m-toast-close when closed', async () => {
    const el = await fixture<WuiToast>(html`<wui-toast message="Hi"></wui-toast>`);
    const closed = oneEvent(document, 'w3m-toast-close');
    closeButton(el).click();
    const event = await closed;
    expect(event).to.be.instanceOf(W3mToastCloseEvent);
    expect(event.bubbles && event.composed).to.equal(true);
  });

  for (const mode of ['light', 'dark'] as const) {
    it(`has no axe violations in ${mode} mode`, async () => {
      const root = await fixture(html`<wui-theme theme-mode=${mode}>
        <wui-toast variant="success" message="Address copied"></wui-toast>
        <wui-toast variant="loading" message="Waiting"></wui-toast>
        <wui-toast variant="error" message="Failed to disconnect"></wui-toast>
      </wui-theme>`);
      await expectNoAxeViolations(root);
    });
  }
});
