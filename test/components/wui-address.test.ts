import { expect, fixture, html } from '@open-wc/testing';
import '../../src/components/wui-address.js';
import '../../src/components/wui-theme.js';
import { shortenAddress, type WuiAddress } from '../../src/components/wui-address.js';
import { expectNoAxeViolations } from '../helpers/axe.js';

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';

describe('wui-address', () => {
  it('shows the address shortened', async () => {
    const el = await fixture<WuiAddress>(html`<wui-address address=${ADDRESS}></wui-address>`);
    expect(el.shadowRoot!.querySelector('[aria-hidden="true"]')!.textContent).to.equal('0x5290…9EE7');
  });

  it('keeps the full address in the tooltip and for screen readers', async () => {
    const el = await fixture<WuiAddress>(html`<wui-address address=${ADDRESS}></wui-address>`);
    const base = el.shadowRoot!.querySelector('[part="base"]')!;
    expect(base.getAttribute('title')).to.equal(ADDRESS);
    expect(el.shadowRoot!.querySelector('.visually-hidden')!.textContent).to.equal(ADDRESS);
  });

  it('leaves short values alone and handles prefix-less addresses', () => {
    expect(shortenAddress('0x1234')).to.equal('0x1234');
    expect(shortenAddress('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV')).to.equal('7EcD…FLtV');
    expect(shortenAddress(ADDRESS, 6, 6)).to.equal('0x529084…169EE7');
  });

  it('has no axe violations', async () => {
    const root = await fixture(html`<wui-theme theme-mode="dark"><p><wui-address address=${ADDRESS}></wui-address></p></wui-theme>`);
    await expectNoAxeViolations(root);
  });
});
