// A token amount reads the locale's way wherever it shows: the number in the locale's digits, the symbol after
// it in reading order (Intl writes a unit after the number in every locale the library ships), so right of the
// number in a left-to-right language and left of it in Arabic or Hebrew. The account button sits on the host
// page (left to right here) and the Account view in the modal (right to left in Arabic): both show it alike.
import { expect, fixture, html } from '@open-wc/testing';
import { $locale, formatNumber, openModal, supportedLocales } from '../../src/core/index.js';
import { patchAccount } from '../helpers/account.js';
import type { Locale } from '../../src/core/index.js';
import type { W3mButton } from '../../src/modal/w3m-button.js';
import { createTestKit, renderModal, waitForView } from '../modal/helpers.js';
import { deepQuery, waitForText } from '../helpers/dom.js';
import { waitUntil } from '../helpers/wait.js';
import { resetAll } from '../helpers/reset.js';

/** The box of the first text node under `root` that holds `needle` (that part of it only). */
function textBox(root: Element, needle: string): DOMRect {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.textContent!.indexOf(needle);
    if (at < 0) continue;
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + needle.length);
    return range.getBoundingClientRect();
  }
  throw new Error(`"${needle}" is not shown in <${root.localName}>: "${root.textContent}"`);
}

/** Where the symbol stands against the number in the element that shows the amount. */
function symbolSide(amount: Element, number: string): 'left' | 'right' {
  const symbol = textBox(amount, 'ETH');
  const digits = textBox(amount, number);
  return symbol.right <= digits.left ? 'left' : 'right';
}

describe('token amounts', () => {
  beforeEach(resetAll);
  afterEach(resetAll);

  for (const [locale, side] of [['en', 'right'], ['de', 'right'], ['ar', 'left'], ['he', 'left']] as const) {
    it(`${locale}: the account button on the page and the Account view both show the symbol ${side} of the number`, async () => {
      await createTestKit({ locale });
      await waitUntil(() => $locale.get() === locale, `locale never became ${locale}`);
      const button = await fixture<W3mButton>(html`<w3m-button></w3m-button>`);
      const modal = await renderModal();
      patchAccount('eip155', { status: 'connected', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', balance: '1234.5678', balanceSymbol: 'ETH' });
      const number = formatNumber('1234.5678');
      await waitForText(button, 'ETH');
      openModal();
      const view = await waitForView(modal, 'w3m-account-view');
      await waitForText(view, 'ETH');
      expect({
        button: symbolSide(deepQuery(button, '[part="balance"]')!, number),
        view: symbolSide(deepQuery(view, '[part="balance"]')!, number),
      }).to.deep.equal({ button: side, view: side });
    });
  }

  it('every locale the library ships writes a unit after the number (what the symbol\'s place follows)', () => {
    const unitFirst = (supportedLocales() as Locale[]).filter(code => {
      const parts = new Intl.NumberFormat(code, { style: 'unit', unit: 'kilogram' }).formatToParts(1);
      return parts.findIndex(part => part.type === 'unit') < parts.findIndex(part => part.type === 'integer');
    });
    expect(unitFirst).to.deep.equal([]);
  });
});
