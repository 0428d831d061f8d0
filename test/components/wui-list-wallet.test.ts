import { expect, fixture, html } from '@open-wc/testing';
import '../../src/components/wui-list-wallet.js';
import '../../src/components/wui-theme.js';
import type { WuiListWallet } from '../../src/components/wui-list-wallet.js';
import { expectNoAxeViolations } from '../helpers/axe.js';

const button = (el: WuiListWallet): HTMLButtonElement => el.shadowRoot!.querySelector('button')!;

describe('wui-list-wallet', () => {
  it('is a button named by the wallet name and tag', async () => {
    const el = await fixture<WuiListWallet>(html`<wui-list-wallet name="MetaMask" tag="Installed"></wui-list-wallet>`);
    expect(button(el).textContent!.replace(/\s+/g, ' ').trim()).to.equal('MetaMask Installed');
  });

  it('shows markup in a name as text', async () => {
    const evil = '<img src=x onerror="window.pwned=1"><b>Evil</b>';
    const el = await fixture<WuiListWallet>(html`<wui-list-wallet name=${evil}></wui-list-wallet>`);
    const name = el.shadowRoot!.querySelector('[part="name"]')!;
    expect(name.textContent).to.equal(evil);
    expect(name.children.length).to.equal(0);
    expect(el.shadowRoot!.querySelector('b')).to.equal(null);
    expect((window as unknown as { pwned?: number }).pwned).to.equal(undefined);
  });

  it('renders a hostile icon URL as a monogram', async () => {
    const el = await fixture<WuiListWallet>(
      html`<wui-list-wallet name="Evil" image-src="https://evil.example/x.png"></wui-list-wallet>`,
    );
    const image = el.shadowRoot!.querySelector('wui-wallet-image')!;
    await image.updateComplete;
    expect(image.shadowRoot!.querySelector('img')).to.equal(null);
    expect(image.shadowRoot!.querySelector('[part="monogram"]')!.textContent!.trim()).to.equal('E');
  });

  it('fires click through the native button, and not when disabled', async () => {
    let clicks = 0;
    const el = await fixture<WuiListWallet>(html`<wui-list-wallet name="Rabby" @click=${() => clicks++}></wui-list-wallet>`);
    button(el).click();
    expect(clicks).to.equal(1);
    el.disabled = true;
    await el.updateComplete;
    expect(button(el).disabled).to.equal(true);
    el.click();
    expect(clicks).to.equal(1);
  });

  it('omits the tag when empty', async () => {
    const el = await fixture<WuiListWallet>(html`<wui-list-wallet name="Rabby"></wui-list-wallet>`);
    expect(el.shadowRoot!.querySelector('[part="tag"]')).to.equal(null);
  });

  for (const mode of ['light', 'dark'] as const) {
    it(`has no axe violations in ${mode} mode`, async () => {
      const root = await fixture(html`<wui-theme theme-mode=${mode}>
        <wui-list-wallet name="MetaMask" tag="Installed"></wui-list-wallet>
        <wui-list-wallet name="Rainbow" tag="Recent"></wui-list-wallet>
        <wui-list-wallet name="Trust" disabled></wui-list-wallet>
      </wui-theme>`);
      await expectNoAxeViolations(root);
    });
  }
});
