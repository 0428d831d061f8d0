import { expect, fixture, html } from '@open-wc/testing';
import { encode } from 'uqr';
import '../../src/components/wui-qr-code.js';
import '../../src/components/wui-theme.js';
import type { WuiQrCode } from '../../src/components/wui-qr-code.js';
import type { WuiTheme } from '../../src/components/wui-theme.js';
import { expectNoAxeViolations } from '../helpers/axe.js';

const URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1700000300';
const LOGO = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="#f6851b"/></svg>')}`;

/** Reads the drawn modules back out of the data path (`M{x} {y}h{n}…` runs) into a set of "x,y". */
function drawnModules(el: WuiQrCode): Set<string> {
  const d = el.shadowRoot!.querySelector('path.ink:not([fill-rule])')!.getAttribute('d')!;
  const cells = new Set<string>();
  for (const [, x, y, n] of d.matchAll(/M(\d+) (\d+)h(\d+)/g)) {
    for (let i = 0; i < Number(n); i++) cells.add(`${Number(x) + i},${y}`);
  }
  return cells;
}

/** Channels 0..1 of a computed colour: `rgb(r, g, b)` or `color(srgb r g b)` (what color-mix computes to). */
function channels(color: string): number[] {
  const values = (color.match(/[\d.]+/g) ?? []).map(Number);
  return color.startsWith('color(') ? values.slice(0, 3) : values.slice(0, 3).map(v => v / 255);
}

/** Relative luminance of a computed colour. */
function luminance(color: string): number {
  const [r, g, b] = channels(color).map(c => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

describe('wui-qr-code', () => {
  it('draws exactly the modules of the encoded data (outside the finder patterns)', async () => {
    const el = await fixture<WuiQrCode>(html`<wui-qr-code .data=${URI}></wui-qr-code>`);
    const { data, types, size } = encode(URI, { ecc: 'M', border: 0 });
    const expected = new Set<string>();
    data.forEach((row, y) => row.forEach((dark, x) => dark && types[y]![x] !== 2 && expected.add(`${x},${y}`)));
    expect([...drawnModules(el)].sort()).to.deep.equal([...expected].sort());
    // Three finder patterns, each a ring plus a centre square.
    expect(el.shadowRoot!.querySelectorAll('path[fill-rule="evenodd"]')).to.have.length(3);
    const viewBox = el.shadowRoot!.querySelector('svg')!.getAttribute('viewBox')!.split(' ').map(Number);
    expect(viewBox[2]).to.equal(size + 4);
  });

  it('is an image named for assistive technology', async () => {
    const el = await fixture<WuiQrCode>(html`<wui-qr-code .data=${URI}></wui-qr-code>`);
    const svg = el.shadowRoot!.querySelector('svg')!;
    expect(svg.getAttribute('role')).to.equal('img');
    expect(svg.getAttribute('aria-label')).to.equal('QR code');
    el.label = 'Scan me';
    await el.updateComplete;
    expect(svg.getAttribute('aria-label')).to.equal('Scan me');
    await expectNoAxeViolations(el);
  });

  it('puts an inline logo in the middle with stronger error correction, leaving a hole in the modules', async () => {
    const el = await fixture<WuiQrCode>(html`<wui-qr-code .data=${URI} .imageSrc=${LOGO}></wui-qr-code>`);
    const image = el.shadowRoot!.querySelector('image')!;
    expect(image.getAttribute('href')).to.equal(LOGO);
    const { size } = encode(URI, { ecc: 'Q', border: 0 });
    const centre = (size - 1) / 2;
    expect(drawnModules(el).has(`${centre},${centre}`)).to.equal(false);
    expect(Number(image.getAttribute('x'))).to.be.greaterThan(0);
  });

  for (const src of ['https://evil.example/logo.png', 'javascript:alert(1)', 'data:text/html,<b>x</b>']) {
    it(`never draws a logo from ${src.slice(0, 24)}`, async () => {
      const el = await fixture<WuiQrCode>(html`<wui-qr-code .data=${URI} .imageSrc=${src}></wui-qr-code>`);
      expect(el.shadowRoot!.querySelector('image')).to.equal(null);
      expect(el.shadowRoot!.innerHTML).not.to.include('evil.example');
    });
  }

  it('keeps dark modules on a light tile in both themes, from the theme palette', async () => {
    const theme = await fixture<WuiTheme>(html`<wui-theme theme-mode="light"><wui-qr-code .data=${URI}></wui-qr-code></wui-theme>`);
    const el = theme.querySelector('wui-qr-code')!;
    await el.updateComplete;
    for (const mode of ['light', 'dark'] as const) {
      theme.setAttribute('theme-mode', mode);
      await theme.updateComplete;
      const ink = getComputedStyle(el.shadowRoot!.querySelector('path.ink')!).fill;
      const paper = getComputedStyle(el.shadowRoot!.querySelector('rect.paper')!).fill;
      const [dark, light] = [luminance(ink), luminance(paper)];
      expect(light, `${mode}: paper ${paper} should be lighter than ink ${ink}`).to.be.greaterThan(dark);
      expect((light + 0.05) / (dark + 0.05), `${mode}: contrast`).to.be.greaterThan(7);
    }
  });

  it('follows --w3m-color-mix: the tile is tinted with the theme', async () => {
    const theme = await fixture<WuiTheme>(
      html`<wui-theme theme-mode="light" style="--w3m-color-mix: #00ff00; --w3m-color-mix-strength: 40%"
        ><wui-qr-code .data=${URI}></wui-qr-code
      ></wui-theme>`,
    );
    const el = theme.querySelector('wui-qr-code')!;
    await el.updateComplete;
    const [r, g, b] = channels(getComputedStyle(el.shadowRoot!.querySelector('rect.paper')!).fill);
    // White mixed 40% towards pure green: red and blue drop, green stays.
    expect(g).to.be.closeTo(1, 0.01);
    expect(r).to.be.lessThan(0.7);
    expect(b).to.be.lessThan(0.7);
  });

  it('renders an empty, hidden tile without data and redraws when the data changes', async () => {
    const el = await fixture<WuiQrCode>(html`<wui-qr-code></wui-qr-code>`);
    expect(el.shadowRoot!.querySelector('svg')!.getAttribute('aria-hidden')).to.equal('true');
    expect(el.shadowRoot!.querySelector('path')).to.equal(null);
    el.data = 'wc:short@2?relay-protocol=irn&symKey=00';
    await el.updateComplete;
    const first = drawnModules(el).size;
    el.data = URI;
    await el.updateComplete;
    expect(drawnModules(el).size).not.to.equal(first);
  });

  it('says so instead of drawing data too long for a QR code', async () => {
    const el = await fixture<WuiQrCode>(html`<wui-qr-code .data=${'x'.repeat(5000)}></wui-qr-code>`);
    expect(el.shadowRoot!.querySelector('svg')).to.equal(null);
    expect(el.shadowRoot!.querySelector('[role="alert"]')).not.to.equal(null);
  });
});
