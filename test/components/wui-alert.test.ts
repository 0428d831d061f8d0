import { expect, fixture, html } from '@open-wc/testing';
import '../../src/components/wui-alert.js';
import '../../src/components/wui-theme.js';
import type { WuiAlert } from '../../src/components/wui-alert.js';
import { expectNoAxeViolations } from '../helpers/axe.js';

describe('wui-alert', () => {
  it('is an alert with heading and message', async () => {
    const el = await fixture<WuiAlert>(
      html`<wui-alert variant="error" heading="Network Not Found" message="That network is not configured."></wui-alert>`,
    );
    const base = el.shadowRoot!.querySelector('[part="base"]')!;
    expect(base.getAttribute('role')).to.equal('alert');
    expect(el.shadowRoot!.querySelector('[part="heading"]')!.textContent).to.equal('Network Not Found');
    expect(el.shadowRoot!.querySelector('[part="message"]')!.textContent).to.equal('That network is not configured.');
    expect(el.getAttribute('title')).to.equal(null);
  });

  it('shows the icon of its variant', async () => {
    for (const variant of ['info', 'warning', 'error'] as const) {
      const el = await fixture<WuiAlert>(html`<wui-alert variant=${variant} heading="x"></wui-alert>`);
      expect(el.shadowRoot!.querySelector('wui-icon')!.name).to.equal(variant);
    }
  });

  it('renders markup in text as text and projects slotted actions', async () => {
    const el = await fixture<WuiAlert>(html`<wui-alert heading="<i>x</i>"><a href="#retry">Retry</a></wui-alert>`);
    expect(el.shadowRoot!.querySelector('i')).to.equal(null);
    expect(el.shadowRoot!.querySelector('slot')!.assignedElements()[0]!.textContent).to.equal('Retry');
  });

  for (const mode of ['light', 'dark'] as const) {
    it(`has no axe violations in ${mode} mode`, async () => {
      const root = await fixture(html`<wui-theme theme-mode=${mode}>
        <wui-alert variant="info" heading="Session Expired" message="Your session expired. Connect again."></wui-alert>
        <wui-alert variant="warning" heading="Unsupported network" message="Switch network to continue."></wui-alert>
        <wui-alert variant="error" heading="Project ID Not Configured" message="Set a projectId."></wui-alert>
      </wui-theme>`);
      await expectNoAxeViolations(root);
    });
  }
});
