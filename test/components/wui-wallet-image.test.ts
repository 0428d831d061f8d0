import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import '../../src/components/wui-wallet-image.js';
import '../../src/components/wui-theme.js';
import type { WuiWalletImage } from '../../src/components/wui-wallet-image.js';
import { expectNoAxeViolations } from '../helpers/axe.js';

// 1×1 transparent PNG.
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const SVG = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>')}`;

const img = (el: WuiWalletImage): HTMLImageElement | null => el.shadowRoot!.querySelector('img');
const monogram = (el: WuiWalletImage): HTMLElement | null => el.shadowRoot!.querySelector('[part="monogram"]');

describe('wui-wallet-image', () => {
  for (const src of [PNG, SVG]) {
    it(`renders an allowed data URL as an image with alt text (${src.slice(0, 18)})`, async () => {
      const el = await fixture<WuiWalletImage>(html`<wui-wallet-image name="MetaMask" image-src=${src}></wui-wallet-image>`);
      expect(img(el)?.getAttribute('src')).to.equal(src);
      expect(img(el)?.alt).to.equal('MetaMask');
    });
  }

  const hostile = [
    'javascript:alert(1)',
    'https://evil.example/x.png',
    'http://evil.example/x.png',
    '//evil.example/x.png',
    'data:text/html,<script>alert(1)</script>',
    'data:image/svg+xmlx,<svg/>',
    ' data:image/png;base64,AAAA',
    'blob:https://evil.example/1',
  ];
  for (const src of hostile) {
    it(`shows a monogram instead of ${src}`, async () => {
      const el = await fixture<WuiWalletImage>(html`<wui-wallet-image name="rabby" image-src=${src}></wui-wallet-image>`);
      expect(img(el)).to.equal(null);
      expect(el.shadowRoot!.innerHTML).not.to.include('evil.example');
      expect(monogram(el)?.textContent?.trim()).to.equal('R');
      expect(monogram(el)?.getAttribute('role')).to.equal('img');
      expect(monogram(el)?.getAttribute('aria-label')).to.equal('rabby');
    });
  }

  it('falls back to the monogram when the image fails to load', async () => {
    const broken = 'data:image/png;base64,bm90IGFuIGltYWdl';
    const el = await fixture<WuiWalletImage>(html`<wui-wallet-image name="Zerion" image-src=${broken}></wui-wallet-image>`);
    await waitUntil(() => monogram(el) !== null, 'monogram after load error');
    expect(img(el)).to.equal(null);
    expect(monogram(el)!.textContent!.trim()).to.equal('Z');
  });

  it('derives a stable colour from the name', async () => {
    const a = await fixture<WuiWalletImage>(html`<wui-wallet-image name="Alpha"></wui-wallet-image>`);
    const b = await fixture<WuiWalletImage>(html`<wui-wallet-image name="Alpha"></wui-wallet-image>`);
    const c = await fixture<WuiWalletImage>(html`<wui-wallet-image name="Omega Wallet"></wui-wallet-image>`);
    const bg = (el: WuiWalletImage): string => getComputedStyle(monogram(el)!).backgroundColor;
    expect(bg(a)).to.equal(bg(b));
    expect(bg(a)).not.to.equal(bg(c));
  });

  it('keeps an astral first character whole and is decorative with alt=""', async () => {
    const el = await fixture<WuiWalletImage>(html`<wui-wallet-image name="🦊 Fox" alt=""></wui-wallet-image>`);
    expect(monogram(el)!.textContent!.trim()).to.equal('🦊');
    expect(monogram(el)!.getAttribute('aria-hidden')).to.equal('true');
  });

  for (const mode of ['light', 'dark'] as const) {
    it(`has no axe violations in ${mode} mode`, async () => {
      const names = ['Ambire', 'Brave', 'Coinbase', 'Frame', 'Ledger', 'Phantom', 'Rainbow', 'Trust', 'Yoroi'];
      const root = await fixture(html`<wui-theme theme-mode=${mode}>
        <wui-wallet-image name="MetaMask" image-src=${PNG}></wui-wallet-image>
        ${names.map((n) => html`<wui-wallet-image name=${n}></wui-wallet-image>`)}
      </wui-theme>`);
      await expectNoAxeViolations(root);
    });
  }
});
