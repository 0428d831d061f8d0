import { expect, fixture, html } from '@open-wc/testing';
import '../../src/components/wui-icon-button.js';
import '../../src/components/wui-theme.js';
import type { WuiIconButton } from '../../src/components/wui-icon-button.js';
import { expectNoAxeViolations } from '../helpers/axe.js';

describe('wui-icon-button', () => {
  it('names the button with its label and hides the icon', async () => {
    const el = await fixture<WuiIconButton>(html`<wui-icon-button icon="close" label="Close"></wui-icon-button>`);
    const button = el.shadowRoot!.querySelector('button')!;
    expect(button.getAttribute('aria-label')).to.equal('Close');
    const icon = el.shadowRoot!.querySelector('wui-icon')!;
    expect(icon.getAttribute('aria-hidden')).to.equal('true');
    expect(icon.name).to.equal('close');
  });

  it('does not fire clicks when disabled', async () => {
    let clicks = 0;
    const el = await fixture<WuiIconButton>(
      html`<wui-icon-button icon="back" label="Back" disabled @click=${() => clicks++}></wui-icon-button>`,
    );
    el.click();
    expect(clicks).to.equal(0);
    expect(el.shadowRoot!.querySelector('button')!.disabled).to.equal(true);
  });

  it('is a target of at least 24 by 24 px in both sizes', async () => {
    for (const size of ['sm', 'md']) {
      const el = await fixture<WuiIconButton>(html`<wui-icon-button icon="copy" label="Copy" size=${size}></wui-icon-button>`);
      const box = el.shadowRoot!.querySelector('button')!.getBoundingClientRect();
      expect(box.width, size).to.be.at.least(24);
      expect(box.height, size).to.be.at.least(24);
    }
  });

  for (const mode of ['light', 'dark'] as const) {
    it(`has no axe violations in ${mode} mode`, async () => {
      const root = await fixture(html`<wui-theme theme-mode=${mode}>
        <wui-icon-button icon="close" label="Close"></wui-icon-button>
        <wui-icon-button icon="copy" label="Copy address" variant="neutral"></wui-icon-button>
      </wui-theme>`);
      await expectNoAxeViolations(root);
    });
  }
});
