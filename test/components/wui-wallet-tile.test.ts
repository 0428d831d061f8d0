import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import '../../src/components/wui-wallet-tile.js';
import '../../src/components/wui-theme.js';
import type { WuiWalletTile } from '../../src/components/wui-wallet-tile.js';
import { expectNoAxeViolations } from '../helpers/axe.js';
import { ROW_HEIGHT } from '../../src/views/wallets/w3m-all-wallets-view.styles.js';

const SVG = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>')}`;
const inner = (el: WuiWalletTile) => el.shadowRoot!.querySelector<HTMLElement>('[part="base"]')!;
const monogram = (el: WuiWalletTile) => el.shadowRoot!.querySelector('wui-wallet-image')?.shadowRoot?.querySelector('[part="monogram"]');

describe('wui-wallet-tile', () => {
  it('is a button with the name and tag as text, markup in the name shown literally', async () => {
    const el = await fixture<WuiWalletTile>(html`<wui-wallet-tile .name=${'<b>Bold</b> Wallet'} .tag=${'Installed'}></wui-wallet-tile>`);
    expect(inner(el).localName).to.equal('button');
    expect(inner(el).textContent!.replace(/\s+/g, ' ').trim()).to.equal('<b>Bold</b> Wallet Installed');
    expect(el.shadowRoot!.querySelector('b')).to.equal(null);
  });

  it('is a link when href is set (a deep link ready before the tap)', async () => {
    const el = await fixture<WuiWalletTile>(html`<wui-wallet-tile .name=${'Rabbit'} .href=${'rabbit://wc?uri=x'}></wui-wallet-tile>`);
    expect(inner(el).localName).to.equal('a');
    expect(inner(el).getAttribute('href')).to.equal('rabbit://wc?uri=x');
  });

  it('shows an inline icon, and a monogram for a script URL or a remote image that fails', async () => {
    const data = await fixture<WuiWalletTile>(html`<wui-wallet-tile .name=${'Icon'} .imageSrc=${SVG}></wui-wallet-tile>`);
    await waitUntil(() => data.shadowRoot!.querySelector('wui-wallet-image')?.shadowRoot?.querySelector('img'));
    const script = await fixture<WuiWalletTile>(html`<wui-wallet-tile .name=${'Script'} .imageSrc=${'javascript:alert(1)'}></wui-wallet-tile>`);
    expect(script.shadowRoot!.querySelector('img')).to.equal(null);
    expect(monogram(script)?.textContent).to.equal('S');
    // Nothing listens on this loopback port: the image fails and the monogram takes its place.
    const broken = await fixture<WuiWalletTile>(html`<wui-wallet-tile .name=${'Broken'} .imageSrc=${'http://127.0.0.1:9/missing.png'}></wui-wallet-tile>`);
    await waitUntil(() => !broken.shadowRoot!.querySelector('img') && monogram(broken), 'the broken image was not replaced', { timeout: 5000 });
    expect(monogram(broken)?.textContent).to.equal('B');
  });

  it('in the grid, the tag sits below the icon and the two-line name, inside the tile: it covers neither', async () => {
    // The All Wallets grid gives each tile its row's height, less the gap below it.
    const el = await fixture<WuiWalletTile>(html`<wui-theme><div class="cell" style=${`display: grid; width: 76px; height: ${ROW_HEIGHT - 8}px`}>
      <wui-wallet-tile .name=${'Aurora Wallet With A Long Name'} .imageSrc=${SVG} .tag=${'Installed'}></wui-wallet-tile>
    </div></wui-theme>`).then(theme => theme.querySelector('wui-wallet-tile')!);
    await waitUntil(() => el.shadowRoot!.querySelector('wui-wallet-image')?.shadowRoot?.querySelector('img'));
    const box = (selector: string) => el.shadowRoot!.querySelector(selector)!.getBoundingClientRect();
    const [tile, icon, name, tag] = [box('[part="base"]'), box('wui-wallet-image'), box('[part="name"]'), box('[part="tag"]')];
    expect(name.height, 'the name keeps two lines').to.be.greaterThan(20);
    expect(tag.top, 'below the icon').to.be.at.least(icon.bottom);
    expect(tag.top, 'below the name').to.be.at.least(name.bottom);
    expect(tag.bottom, 'inside the tile').to.be.at.most(tile.bottom);
  });

  it('passes axe in both themes', async () => {
    for (const mode of ['light', 'dark']) {
      const el = await fixture(html`<wui-theme theme-mode=${mode}><wui-wallet-tile .name=${'Rabbit'} .tag=${'Recent'}></wui-wallet-tile></wui-theme>`);
      await expectNoAxeViolations(el);
    }
  });
});
