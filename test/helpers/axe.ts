import axe from 'axe-core';
import { $locale, setLocale, setThemeMode } from '../../src/core/index.js';
import type { Locale, ThemeMode } from '../../src/core/index.js';

/**
 * Runs axe-core on `element` (shadow roots included) and throws one error listing every violation,
 * so a failing test says which rule broke on which node.
 */
export async function expectNoAxeViolations(element: Element, options: axe.RunOptions = {}): Promise<void> {
  const result = await axe.run(element, { resultTypes: ['violations'], ...options });
  if (result.violations.length === 0) return;
  const report = result.violations
    .map((v) => {
      const nodes = v.nodes.map((n) => `    ${JSON.stringify(n.target)}: ${n.failureSummary ?? ''}`).join('\n');
      return `[${v.id}] ${v.help}\n${nodes}`;
    })
    .join('\n');
  throw new Error(`axe found ${result.violations.length} violation(s):\n${report}`);
}

/**
 * Runs axe on `element` in light and dark mode, in English and in Arabic (right to left). Elements inside
 * `<w3m-modal>` take the direction from it; an element tested on its own is put in a right-to-left container
 * for the Arabic pass. The locale in use before is restored afterwards.
 */
export async function expectAccessibleInBothThemes(element: Element & { updateComplete?: Promise<unknown> }): Promise<void> {
  const previous = $locale.get();
  const container = element.parentElement;
  const attributes = { dir: container?.getAttribute('dir'), lang: container?.getAttribute('lang') };
  try {
    for (const locale of ['en', 'ar'] as Locale[]) {
      await setLocale(locale);
      container?.setAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      container?.setAttribute('lang', locale);
      for (const mode of ['light', 'dark'] as ThemeMode[]) {
        setThemeMode(mode);
        await element.updateComplete;
        await new Promise(resolve => requestAnimationFrame(resolve));
        await expectNoAxeViolations(element).catch((error: Error) => {
          throw new Error(`${locale}, ${mode}: ${error.message}`);
        });
      }
    }
  } finally {
    for (const [name, value] of Object.entries(attributes)) {
      if (value == null) container?.removeAttribute(name);
      else container?.setAttribute(name, value);
    }
    await setLocale(previous);
  }
}
