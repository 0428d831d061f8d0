import { expect, fixture, html } from '@open-wc/testing';
import '../../src/components/wui-spinner.js';
import '../../src/components/wui-theme.js';
import type { WuiSpinner } from '../../src/components/wui-spinner.js';
import { expectNoAxeViolations } from '../helpers/axe.js';

const base = (el: WuiSpinner): HTMLElement => el.shadowRoot!.querySelector('[part="base"]')!;

describe('wui-spinner', () => {
  it('is a named progress bar when it has a label', async () => {
    const el = await fixture<WuiSpinner>(html`<wui-spinner label="Loading balance"></wui-spinner>`);
    expect(base(el).getAttribute('role')).to.equal('progressbar');
    expect(base(el).getAttribute('aria-label')).to.equal('Loading balance');
  });

  it('is decorative without a label', async () => {
    const el = await fixture<WuiSpinner>(html`<wui-spinner></wui-spinner>`);
    expect(base(el).hasAttribute('role')).to.equal(false);
    expect(base(el).getAttribute('aria-hidden')).to.equal('true');
  });

  it('spins, except under prefers-reduced-motion: reduce', async () => {
    const el = await fixture<WuiSpinner>(html`<wui-spinner label="Loading"></wui-spinner>`);
    const spinning = matchMedia('(prefers-reduced-motion: reduce)').matches ? 'none' : 'spin';
    expect(getComputedStyle(base(el)).animationName).to.equal(spinning);
    // The browser's media emulation is not reachable from this runner, so check the live rule instead.
    const rules = el.shadowRoot!.adoptedStyleSheets.flatMap((sheet) => Array.from(sheet.cssRules));
    const reduce = rules.find(
      (r): r is CSSMediaRule => r instanceof CSSMediaRule && r.conditionText.includes('prefers-reduced-motion: reduce'),
    );
    expect(reduce, 'reduced-motion rule').to.exist;
    const inner = Array.from(reduce!.cssRules).find((r): r is CSSStyleRule => r instanceof CSSStyleRule)!;
    expect(inner.selectorText).to.include('*');
    expect(inner.style.getPropertyValue('animation')).to.match(/none/);
    expect(inner.style.getPropertyPriority('animation')).to.equal('important');
  });

  it('has no axe violations', async () => {
    const root = await fixture(html`<wui-theme theme-mode="dark"><wui-spinner label="Loading"></wui-spinner></wui-theme>`);
    await expectNoAxeViolations(root);
  });
});
