import axe from 'axe-core';
import { setThemeMode } from '../../src/core/index.js';
import type { ThemeMode } from '../../src/core/index.js';

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

/** Runs axe on `element` in light and dark mode. */
export async function expectAccessibleInBothThemes(element: Element & { updateComplete?: Promise<unknown> }): Promise<void> {
  for (const mode of ['light', 'dark'] as ThemeMode[]) {
    setThemeMode(mode);
    await element.updateComplete;
    await new Promise(resolve => requestAnimationFrame(resolve));
    await expectNoAxeViolations(element);
  }
}
