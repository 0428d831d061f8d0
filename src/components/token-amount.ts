import { html } from 'lit';
import type { TemplateResult } from 'lit';

/**
 * A token amount ("1,234.5678 ETH") as its locale reads it: the number (already in the locale's digits and
 * separators), then the symbol, held together by a no-break space; every locale the library ships writes a unit
 * after its number (test/locale/amounts.test.ts). The amount is isolated in the locale's direction and the
 * symbol in its own, so Arabic or Hebrew reads number then symbol right to left (the symbol on the left) in a
 * button on a left-to-right page as in the right-to-left modal.
 */
export function tokenAmount(number: string, symbol: string, rtl: boolean): TemplateResult {
  return html`<bdi dir=${rtl ? 'rtl' : 'ltr'}>${number}${symbol ? html`\u00a0<bdi>${symbol}</bdi>` : ''}</bdi>`;
}
