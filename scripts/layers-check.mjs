// The layering check as a function, shared by `node scripts/layers.mjs` (the npm test step) and
// test/node/layers.test.mjs (which proves each rule fires on a tree that breaks it).
//
// dependency-cruiser's API, at version 17 (the last that supports Node 20, which the README names; 18 wants 22).
// TypeScript is parsed with swc, since dependency-cruiser's TypeScript path needs TypeScript < 7.
import { cruise, format } from 'dependency-cruiser';
import { existsSync } from 'node:fs';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { fileURLToPath } from 'node:url';

const CONFIG = fileURLToPath(new URL('../.dependency-cruiser.cjs', import.meta.url));
export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * Cruises `src` and `react` under `baseDir` with the repository's rules.
 * @param {string} [baseDir] the tree to check (the repository by default)
 * @returns {Promise<{ report: string, exitCode: number, violations: { rule: string, from: string, to: string }[] }>}
 */
export async function checkLayers(baseDir = ROOT) {
  const options = await extractDepcruiseOptions(CONFIG);
  const previous = process.cwd();
  process.chdir(baseDir);
  try {
    const roots = ['src', 'react'].filter(dir => existsSync(dir));
    const { output } = await cruise(roots, { ...options, baseDir, validate: true, outputType: 'json' });
    const result = JSON.parse(/** @type {string} */ (output));
    const violations = result.summary.violations.map(v => ({ rule: v.rule.name, from: v.from, to: v.to }));
    const text = await format(result, { outputType: 'err-long' });
    return { report: /** @type {string} */ (text.output), exitCode: text.exitCode, violations };
  } finally {
    process.chdir(previous);
  }
}
