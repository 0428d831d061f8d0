import { expect, fixture, html } from '@open-wc/testing';
import '../../src/components/wui-avatar.js';
import '../../src/components/wui-theme.js';
import { avatarPattern, type WuiAvatar } from '../../src/components/wui-avatar.js';
import { expectNoAxeViolations } from '../helpers/axe.js';

const A = '0x52908400098527886E0F7030069857D2E4169EE7';
const B = '0x8617E340B3D01FA5F11F306F4090FD50E238070D';
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const drawing = (el: WuiAvatar): string => el.shadowRoot!.querySelector('svg')!.outerHTML.replace(/<!--[^]*?-->/g, '');

describe('wui-avatar', () => {
  it('draws a different avatar for different addresses', async () => {
    const a = await fixture<WuiAvatar>(html`<wui-avatar address=${A}></wui-avatar>`);
    const b = await fixture<WuiAvatar>(html`<wui-avatar address=${B}></wui-avatar>`);
    expect(drawing(a)).not.to.equal(drawing(b));
  });

  it('draws the same avatar for the same address, whatever its letter case', async () => {
    const a = await fixture<WuiAvatar>(html`<wui-avatar address=${A}></wui-avatar>`);
    const again = await fixture<WuiAvatar>(html`<wui-avatar address=${A.toLowerCase()}></wui-avatar>`);
    expect(drawing(a)).to.equal(drawing(again));
    expect(avatarPattern(A)).to.deep.equal(avatarPattern(A));
  });

  it('makes no network request for the generated avatar', async () => {
    const el = await fixture<WuiAvatar>(html`<wui-avatar address=${A}></wui-avatar>`);
    expect(el.shadowRoot!.querySelector('img')).to.equal(null);
    expect(el.shadowRoot!.innerHTML).not.to.match(/https?:/);
  });

  it('uses a data: image or a same-origin image', async () => {
    const data = await fixture<WuiAvatar>(html`<wui-avatar address=${A} image-src=${PNG}></wui-avatar>`);
    expect(data.shadowRoot!.querySelector('img')!.getAttribute('src')).to.equal(PNG);
    const same = `${location.origin}/node_modules/lit/logo.svg`;
    const local = await fixture<WuiAvatar>(html`<wui-avatar address=${A} image-src=${same}></wui-avatar>`);
    expect(local.shadowRoot!.querySelector('img')!.getAttribute('src')).to.equal(same);
  });

  for (const src of ['https://evil.example/x.png', 'javascript:alert(1)', '//evil.example/a.png']) {
    it(`ignores ${src}`, async () => {
      const el = await fixture<WuiAvatar>(html`<wui-avatar address=${A} image-src=${src}></wui-avatar>`);
      expect(el.shadowRoot!.querySelector('img')).to.equal(null);
      expect(el.shadowRoot!.querySelector('svg')).to.exist;
    });
  }

  it('exposes alt text as an image name, or hides itself without one', async () => {
    const named = await fixture<WuiAvatar>(html`<wui-avatar address=${A} alt="Your avatar"></wui-avatar>`);
    const base = named.shadowRoot!.querySelector('[part="base"]')!;
    expect(base.getAttribute('role')).to.equal('img');
    expect(base.getAttribute('aria-label')).to.equal('Your avatar');
    const plain = await fixture<WuiAvatar>(html`<wui-avatar address=${A}></wui-avatar>`);
    expect(plain.shadowRoot!.querySelector('[part="base"]')!.getAttribute('aria-hidden')).to.equal('true');
  });

  it('has no axe violations', async () => {
    const root = await fixture(html`<wui-theme theme-mode="dark">
      <wui-avatar address=${A} alt="Avatar"></wui-avatar><wui-avatar address=${B}></wui-avatar>
    </wui-theme>`);
    await expectNoAxeViolations(root);
  });
});
