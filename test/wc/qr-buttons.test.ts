// The QR view as the first view (no view to go back to): "All Wallets" and "Other ways to connect" sit under
// "Copy link". In every locale the library ships, each holds its label on one line, inside its button.
import { expect } from '@open-wc/testing';
import { setLocale, supportedLocales } from '../../src/core/index.js';
import { deepQuery } from '../helpers/dom.js';
import { createWcKit, openQr, useWallet } from './helpers.js';

/** How a `<wui-button>`'s label (its slotted text) is laid out: the lines it takes, and whether it overflows. */
function labelLayout(part: HTMLElement): { lines: number; overflows: boolean; text: string } {
  const native = part.shadowRoot!.querySelector('button')!;
  const range = document.createRange();
  range.selectNodeContents(part);
  const tops = new Set([...range.getClientRects()].filter(rect => rect.width > 0).map(rect => Math.round(rect.top)));
  return { lines: tops.size, overflows: native.scrollWidth > native.clientWidth, text: part.textContent!.trim() };
}

describe('the QR view\'s buttons in every locale', function () {
  useWallet({ reducedMotion: true });

  it('"All Wallets" and "Other ways to connect" each keep their label on one line, inside the button', async () => {
    await createWcKit();
    const { view } = await openQr();
    const wrapped: string[] = [];
    for (const locale of supportedLocales()) {
      await setLocale(locale);
      await (view as HTMLElement & { updateComplete: Promise<boolean> }).updateComplete;
      for (const part of ['all-wallets', 'other-ways']) {
        const button = deepQuery<HTMLElement & { updateComplete: Promise<boolean> }>(view, `[part="${part}"]`)!;
        await button.updateComplete;
        const { lines, overflows, text } = labelLayout(button);
        if (lines !== 1 || overflows) wrapped.push(`${locale} "${text}": ${lines} lines${overflows ? ', overflows' : ''}`);
      }
    }
    expect(wrapped).to.deep.equal([]);
  });
});
