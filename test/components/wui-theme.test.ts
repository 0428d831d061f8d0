import { expect, fixture, html } from '@open-wc/testing';
import '../../src/components/wui-theme.js';
import '../../src/components/wui-button.js';
import type { WuiTheme } from '../../src/components/wui-theme.js';
import { themeVariablesToStyle } from '../../styles/tokens.js';

const prop = (el: Element, name: string): string => getComputedStyle(el).getPropertyValue(name).trim();

describe('wui-theme', () => {
  it('applies defaults from the spec: 10px font master, 4px radius master, z-index 999', async () => {
    const el = await fixture<WuiTheme>(html`<wui-theme><wui-button>Go</wui-button></wui-theme>`);
    const button = el.querySelector('wui-button')!.shadowRoot!.querySelector('button')!;
    expect(getComputedStyle(button).fontSize).to.equal('14px');
    expect(getComputedStyle(button).borderTopLeftRadius).to.equal('12px');
    expect(prop(el, '--_z-index')).to.equal('999');
  });

  it('switches palette with theme-mode', async () => {
    const el = await fixture<WuiTheme>(html`<wui-theme></wui-theme>`);
    const light = getComputedStyle(el).backgroundColor;
    el.themeMode = 'dark';
    await el.updateComplete;
    expect(el.getAttribute('theme-mode')).to.equal('dark');
    expect(getComputedStyle(el).backgroundColor).not.to.equal(light);
    expect(getComputedStyle(el).colorScheme).to.equal('dark');
  });

  it('follows public tokens set as inline styles', async () => {
    const el = await fixture<WuiTheme>(html`<wui-theme><wui-button>Go</wui-button></wui-theme>`);
    const vars = themeVariablesToStyle({
      '--w3m-accent': 'rgb(10, 20, 30)',
      '--w3m-font-size-master': '12px',
      '--w3m-color-mix': 'rgb(255, 0, 0)',
      '--w3m-color-mix-strength': 100,
    });
    for (const [name, value] of Object.entries(vars)) el.style.setProperty(name, value);
    const button = el.querySelector('wui-button')!.shadowRoot!.querySelector('button')!;
    expect(getComputedStyle(button).backgroundColor).to.equal('rgb(10, 20, 30)');
    expect(parseFloat(getComputedStyle(button).fontSize)).to.be.closeTo(16.8, 0.01);
    // color-mix() serialises in the color() syntax.
    expect(getComputedStyle(el).backgroundColor).to.be.oneOf(['rgb(255, 0, 0)', 'color(srgb 1 0 0)']);
  });

  it('applies the themeVariables property to itself, and drops a token left out later', async () => {
    const el = await fixture<WuiTheme>(html`<wui-theme><wui-button>Go</wui-button></wui-theme>`);
    const button = el.querySelector('wui-button')!.shadowRoot!.querySelector('button')!;
    // The button transitions its colours; jump to the end (getAnimations() brings style up to date first).
    const settled = (): string => {
      button.getAnimations().forEach(a => a.finish());
      return getComputedStyle(button).backgroundColor;
    };
    const initial = settled();
    el.themeVariables = { '--w3m-accent': 'rgb(10, 20, 30)', '--w3m-z-index': 5 };
    await el.updateComplete;
    expect(settled()).to.equal('rgb(10, 20, 30)');
    expect(prop(el, '--_z-index')).to.equal('5');
    el.themeVariables = { '--w3m-z-index': 5 };
    await el.updateComplete;
    expect(el.style.getPropertyValue('--w3m-accent')).to.equal('');
    expect(settled()).to.equal(initial);
  });
});
