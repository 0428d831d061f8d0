import { expect, fixture, html } from '@open-wc/testing';
import '../../src/components/wui-icon.js';
import { ICON_NAMES, type WuiIcon } from '../../src/components/wui-icon.js';

describe('wui-icon', () => {
  it('has every icon the modal needs', () => {
    const needed = ['close', 'back', 'copy', 'check', 'external-link', 'wallet', 'error', 'warning', 'info',
      'chevron-right', 'qr', 'search', 'disconnect', 'network', 'receive', 'swap', 'buy'];
    expect([...ICON_NAMES].sort()).to.deep.equal(needed.sort());
  });

  it('draws each icon as an inline svg hidden from assistive technology', async () => {
    for (const name of ICON_NAMES) {
      const el = await fixture<WuiIcon>(html`<wui-icon name=${name}></wui-icon>`);
      const svgEl = el.shadowRoot!.querySelector('svg');
      expect(svgEl, name).to.exist;
      expect(svgEl!.childElementCount, name).to.be.greaterThan(0);
      expect(el.getAttribute('aria-hidden')).to.equal('true');
      expect(svgEl!.getAttribute('stroke')).to.equal('currentColor');
    }
  });

  it('renders nothing for an unknown name', async () => {
    const el = await fixture<WuiIcon>(html`<wui-icon name="nope"></wui-icon>`);
    expect(el.shadowRoot!.querySelector('svg')).to.equal(null);
  });

  it('follows the text colour and the requested size', async () => {
    const el = await fixture<WuiIcon>(html`<wui-icon name="check" size="lg" style="color: rgb(1, 2, 3)"></wui-icon>`);
    expect(getComputedStyle(el.shadowRoot!.querySelector('svg')!).color).to.equal('rgb(1, 2, 3)');
    expect(el.getBoundingClientRect().width).to.equal(24);
  });
});
