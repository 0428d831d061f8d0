import { expect } from '@open-wc/testing';
import type { CSSResultGroup, CSSResultOrNative } from 'lit';
import { baseStyles } from '../../styles/shared.js';
import { PRIVATE_TOKENS, themeHostStyles, themeVariablesToStyle } from '../../styles/tokens.js';
import { THEME_TOKENS } from '../../src/core/theme-tokens.js';
import { modalStyles } from '../../src/modal/w3m-modal.styles.js';
/** Every element of the library (parts, views, modal shell, AppKit's buttons), so a new file is scanned without being listed. */
const elementModules = import.meta.glob(['../../src/**/wui-*.ts', '../../src/**/w3m-*.ts', '../../src/**/appkit-*.ts', '!../../src/**/*.styles.ts'], { eager: true });
const COMPONENTS = Object.values(elementModules)
  .flatMap((module) => Object.values(module as Record<string, unknown>))
  .filter((value): value is { styles: CSSResultGroup } => typeof value === 'function' && 'styles' in value && !!(value as { styles?: unknown }).styles);

/** Flattens a `static styles` group into CSS text, leaving out the token sheet itself. */
function cssTexts(group: CSSResultGroup | undefined): string[] {
  if (!group) return [];
  if (Array.isArray(group)) return group.flatMap((g: CSSResultGroup) => cssTexts(g));
  const single = group as CSSResultOrNative;
  if (single === themeHostStyles) return [];
  if (single instanceof CSSStyleSheet) return Array.from(single.cssRules, (r) => r.cssText);
  return [single.cssText];
}

const matches = (text: string, re: RegExp): string[] => Array.from(text.matchAll(re), (m) => m[1] ?? '');
const used = (text: string, prefix: string): string[] => matches(text, new RegExp(`var\\(\\s*(${prefix}[\\w-]+)`, 'g'));
const defined = (text: string, prefix: string): string[] =>
  matches(text, new RegExp(`(?:^|[;{\\s])(${prefix}[\\w-]+)\\s*:`, 'g'));

// The dialog's own sheet is adopted by its lazy chunk, beside `<w3m-modal>`'s static styles.
const componentCss = [...COMPONENTS.flatMap((c) => cssTexts(c.styles)), modalStyles.cssText].join('\n');
const tokenCss = themeHostStyles.cssText;
const sharedCss = cssTexts(baseStyles).join('\n');

describe('design tokens', () => {
  it('scans real component styles', () => {
    expect(COMPONENTS.every((c) => cssTexts(c.styles).length > 0)).to.equal(true);
    expect(used(componentCss, '--_').length).to.be.greaterThan(20);
  });

  it('uses only public --w3m-* tokens that are listed in THEME_TOKENS', () => {
    const unknown = used(`${componentCss}\n${tokenCss}\n${sharedCss}`, '--w3m-').filter((t) => !Object.hasOwn(THEME_TOKENS, t));
    expect(unknown, 'unknown public tokens').to.deep.equal([]);
  });

  it('keeps components off the public tokens (they read private variables only)', () => {
    expect(used(componentCss, '--w3m-')).to.deep.equal([]);
  });

  it('maps every public token in themeHostStyles', () => {
    const read = new Set(used(tokenCss, '--w3m-'));
    expect(Object.keys(THEME_TOKENS).filter((t) => !read.has(t)), 'unmapped public tokens').to.deep.equal([]);
  });

  it('defines exactly PRIVATE_TOKENS in themeHostStyles', () => {
    const definedHere = [...new Set(defined(tokenCss, '--_'))].sort();
    expect(definedHere).to.deep.equal([...PRIVATE_TOKENS].sort());
  });

  it('uses no private variable that the token map does not define', () => {
    const local = new Set(defined(componentCss, '--_'));
    const unknown = [...new Set(used(componentCss, '--_'))].filter((t) => !PRIVATE_TOKENS.includes(t) && !local.has(t));
    expect(unknown, 'undefined private tokens').to.deep.equal([]);
  });

  it('has no private token that no component uses', () => {
    const usedSet = new Set(used(componentCss, '--_'));
    expect(PRIVATE_TOKENS.filter((t) => !usedSet.has(t)), 'unused private tokens').to.deep.equal([]);
  });

  it('gives light and dark palettes the same set of tokens', () => {
    const dark = /:host\(\[theme-mode=['"]dark['"]\]\)\s*\{([^}]*)\}/.exec(tokenCss)?.[1] ?? '';
    const darkNames = defined(dark, '--_');
    expect(darkNames.length).to.be.greaterThan(5);
    expect(darkNames.every((t) => PRIVATE_TOKENS.includes(t))).to.equal(true);
  });

  it('uses no remote fonts or imports', () => {
    expect(`${componentCss}${tokenCss}`).not.to.match(/@import|@font-face|url\(\s*['"]?https?:/i);
  });
});

describe('themeVariablesToStyle', () => {
  it('returns known tokens as a style record', () => {
    expect(
      themeVariablesToStyle({ '--w3m-accent': '#7b3fe4', '--w3m-color-mix-strength': '20%', '--w3m-z-index': '50' }),
    ).to.deep.equal({ '--w3m-accent': '#7b3fe4', '--w3m-color-mix-strength': '20%', '--w3m-z-index': '50' });
  });

  it('turns a numeric mix strength into a percentage', () => {
    expect(themeVariablesToStyle({ '--w3m-color-mix-strength': 20, '--w3m-z-index': 10 })).to.deep.equal({
      '--w3m-color-mix-strength': '20%',
      '--w3m-z-index': '10',
    });
  });

  it('throws on an unknown token, naming it', () => {
    const bad = { '--w3m-accent-color': 'red' } as unknown as Parameters<typeof themeVariablesToStyle>[0];
    expect(() => themeVariablesToStyle(bad)).to.throw(Error, '--w3m-accent-color');
  });

  it('throws on a value that would escape its declaration', () => {
    expect(() => themeVariablesToStyle({ '--w3m-accent': 'red; background: url(x)' })).to.throw(Error, '--w3m-accent');
  });

  it('throws on an out-of-range numeric strength', () => {
    expect(() => themeVariablesToStyle({ '--w3m-color-mix-strength': 150 })).to.throw(Error);
  });
});
