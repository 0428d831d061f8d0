import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
// The composition root provides the icons' chunk, as createAppKit's call to it does in an app.
import { assembleKit } from '../../src/root.js';
import '../../src/components/wui-network-image.js';
import type { WuiNetworkImage } from '../../src/components/wui-network-image.js';
import * as bundled from '../../src/networks/featured.js';
import { NETWORKS_WITH_ICONS } from '../../src/components/network-icons.js';

const img = (el: WuiNetworkImage): HTMLImageElement | null => el.shadowRoot!.querySelector('img');
const fallback = (el: WuiNetworkImage): HTMLElement | null => el.shadowRoot!.querySelector('[part="fallback"]');
/** Settled: an icon that has loaded, or the fallback. */
const settled = (el: WuiNetworkImage): boolean => Boolean((img(el)?.complete && img(el)!.naturalWidth > 0) || fallback(el));

describe('wui-network-image', () => {
  before(assembleKit);
  const networks = Object.values(bundled);

  it('has an icon for every network the library ships', async () => {
    expect(networks.length).to.be.greaterThan(20);
    for (const network of networks) {
      expect(NETWORKS_WITH_ICONS, network.name).to.include(network.caipNetworkId);
      const el = await fixture<WuiNetworkImage>(html`<wui-network-image .name=${network.name} .networkId=${network.caipNetworkId}></wui-network-image>`);
      await waitUntil(() => settled(el), `${network.name} never showed a picture`);
      expect(fallback(el), `${network.name} fell back`).to.equal(null);
      expect(img(el)!.naturalWidth, network.name).to.be.greaterThan(0);
      expect(img(el)!.getAttribute('src')).to.match(/^data:image\/svg\+xml,/);
    }
  });

  it('gives a network it does not know a designed fallback from its name, never a blank box', async () => {
    const el = await fixture<WuiNetworkImage>(html`<wui-network-image name="Local Devnet" network-id="eip155:31337"></wui-network-image>`);
    await waitUntil(() => settled(el), 'no picture');
    expect(img(el)).to.equal(null);
    expect(fallback(el)!.textContent!.trim()).to.equal('LD');
    expect(getComputedStyle(fallback(el)!).backgroundColor).not.to.equal('rgba(0, 0, 0, 0)');
    const other = await fixture<WuiNetworkImage>(html`<wui-network-image name="Kestrel Chain" network-id="eip155:777001"></wui-network-image>`);
    await waitUntil(() => settled(other), 'no picture');
    expect(getComputedStyle(fallback(other)!).backgroundColor).not.to.equal(getComputedStyle(fallback(el)!).backgroundColor);
  });

  it("shows the network's own inline icon, and never a remote one", async () => {
    const own = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="red"/></svg>')}`;
    const el = await fixture<WuiNetworkImage>(html`<wui-network-image name="Ethereum" network-id="eip155:1" .imageSrc=${own}></wui-network-image>`);
    expect(img(el)!.getAttribute('src')).to.equal(own);
    const remote = await fixture<WuiNetworkImage>(html`<wui-network-image name="Ethereum" network-id="eip155:1" image-src="https://evil.example/eth.png"></wui-network-image>`);
    await waitUntil(() => settled(remote), 'no picture');
    expect(remote.shadowRoot!.innerHTML).not.to.include('evil.example');
  });
});
