import { expect, fixture, html } from '@open-wc/testing';
import '../../src/components/wui-button.js';
import '../../src/components/wui-theme.js';
import type { WuiButton } from '../../src/components/wui-button.js';
import { expectNoAxeViolations } from '../helpers/axe.js';

const inner = (el: WuiButton): HTMLButtonElement => el.shadowRoot!.querySelector('button')!;

describe('wui-button', () => {
  it('renders a native button named by its slotted text', async () => {
    const el = await fixture<WuiButton>(html`<wui-button>Connect Wallet</wui-button>`);
    expect(inner(el)).to.exist;
    expect(el.textContent).to.equal('Connect Wallet');
    expect(inner(el).getAttribute('aria-busy')).to.equal(null);
  });

  it('delivers clicks to listeners', async () => {
    let clicks = 0;
    const el = await fixture<WuiButton>(html`<wui-button @click=${() => clicks++}>Go</wui-button>`);
    inner(el).click();
    expect(clicks).to.equal(1);
  });

  it('shows a spinner, sets aria-busy and swallows clicks while loading', async () => {
    let clicks = 0;
    const el = await fixture<WuiButton>(html`<wui-button loading @click=${() => clicks++}>Connecting…</wui-button>`);
    expect(inner(el).getAttribute('aria-busy')).to.equal('true');
    const spinner = el.shadowRoot!.querySelector<HTMLElement>('[part="spinner"]');
    expect(spinner, 'a spinner is shown').to.exist;
    expect(spinner!.getBoundingClientRect().width).to.be.greaterThan(0);
    inner(el).click();
    el.click();
    expect(clicks).to.equal(0);
    el.loading = false;
    await el.updateComplete;
    expect(inner(el).hasAttribute('aria-busy')).to.equal(false);
    expect(el.shadowRoot!.querySelector('[part="spinner"]')).to.equal(null);
  });

  it('disables the native button and swallows host clicks', async () => {
    let clicks = 0;
    const el = await fixture<WuiButton>(html`<wui-button disabled @click=${() => clicks++}>Go</wui-button>`);
    expect(inner(el).disabled).to.equal(true);
    el.click();
    expect(clicks).to.equal(0);
  });

  it('forwards focus to the native button', async () => {
    const el = await fixture<WuiButton>(html`<wui-button>Go</wui-button>`);
    el.focus();
    expect(el.shadowRoot!.activeElement).to.equal(inner(el));
  });

  for (const mode of ['light', 'dark'] as const) {
    it(`has no axe violations in ${mode} mode for every variant`, async () => {
      const root = await fixture(html`<wui-theme theme-mode=${mode}>
        <wui-button variant="main">Main</wui-button>
        <wui-button variant="neutral">Neutral</wui-button>
        <wui-button variant="ghost">Ghost</wui-button>
        <wui-button variant="danger">Danger</wui-button>
        <wui-button loading>Loading</wui-button>
        <wui-button size="sm">Small</wui-button>
      </wui-theme>`);
      await expectNoAxeViolations(root);
    });
  }
});
