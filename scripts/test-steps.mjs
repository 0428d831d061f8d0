// The steps of `npm test` and how each is judged (scripts/test.mjs runs them). Kept apart from the runner so
// test/node/suite-guards.test.mjs can judge real runs of tiny test files with the same rules.
//
// A step passes only when its command exits 0 and, for a step that runs tests, its reporter's counts line
// (scripts/test-report/counts.mjs) says that tests ran, none failed and none was left out (skipped, todo,
// cancelled or focused). A step whose files are missing fails; nothing is skipped quietly.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { addCounts, describeCounts, emptyByKind, leftOut, parseCounts, parseFailed, testsIn, totalOf } from './test-report/counts.mjs';

/** How many failed tests the report's end names under a step. */
const MAX_NAMED = 12;

const LEFT_OUT = /** @type {const} */ (['skipped', 'todo', 'cancelled', 'focused']);

/** `node --test` with the TAP reporter for people and the counting one for this script. */
export const NODE_TEST = Object.freeze([
  '--test',
  '--test-reporter=tap',
  '--test-reporter-destination=stdout',
  '--test-reporter=./scripts/test-report/node-reporter.mjs',
  '--test-reporter-destination=stdout',
]);

/**
 * @typedef {object} Step
 * @property {string} key what `--step` names
 * @property {string} name
 * @property {string} cmd
 * @property {(files?: string[]) => string[]} args the command's arguments, on `files` instead of its own when given
 * @property {boolean} countsTests
 * @property {Record<string, string>} [env]
 * @property {(root: string) => string | undefined} [missing] what the step needs and does not find (it then fails)
 */

/** @param {string} dir */
function hasSpecs(dir) {
  if (!existsSync(dir)) return false;
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).some(f => /\.(spec|test)\.[cm]?[jt]s$/.test(f));
}

/** @type {readonly Step[]} */
export const STEPS = Object.freeze([
  { key: 'typecheck', name: 'typecheck', cmd: 'tsc', args: () => ['-p', 'tsconfig.json', '--noEmit'], countsTests: false },
  // The layering rules of .dependency-cruiser.cjs (docs/architecture.md); a violation names its rule.
  { key: 'layers', name: 'layers (dependency-cruiser)', cmd: 'node', args: () => ['scripts/layers.mjs'], countsTests: false },
  { key: 'unit', name: 'unit (web-test-runner)', cmd: 'web-test-runner', args: (files = []) => files, countsTests: true },
  // The WagmiAdapter's tests again, against @wagmi/core 3 (the root's wagmi is 2; vite.config.ts swaps it in).
  {
    key: 'unit-wagmi3',
    name: 'unit, wagmi 3 (web-test-runner)',
    cmd: 'web-test-runner',
    args: (files = ['test/wagmi/**/*.test.ts']) => files,
    env: { W3M_WAGMI: '3' },
    countsTests: true,
  },
  { key: 'build', name: 'library build', cmd: 'npm', args: () => ['run', 'build', '--silent'], countsTests: false },
  {
    key: 'node',
    name: 'node (server rendering, WalletConnect SDKs)',
    cmd: 'node',
    args: (files = ['test/node/', 'test/wc-node/']) => [...NODE_TEST, ...files],
    countsTests: true,
  },
  // The tarball as published: publint, Are the Types Wrong, `npm publish --dry-run`.
  {
    key: 'package',
    name: 'package hygiene',
    cmd: 'node',
    args: (files = ['test/package/package.test.mjs']) => [...NODE_TEST, ...files],
    countsTests: true,
  },
  // The packed library installed into apps carrying the README's examples, built, driven in Chromium.
  {
    key: 'consumers',
    name: 'consumer apps (packed library)',
    cmd: 'node',
    args: (files = ['test/consumers/consumers.test.mjs']) => [...NODE_TEST, ...files],
    countsTests: true,
  },
  // `npm run build:stories` (custom-elements.json, then Storybook) and its docs pages checked against the manifest.
  {
    key: 'storybook',
    name: 'storybook (build + docs pages)',
    cmd: 'node',
    args: (files = ['test/storybook/docs.test.mjs']) => [...NODE_TEST, ...files],
    countsTests: true,
  },
  {
    key: 'e2e',
    name: 'e2e (playwright)',
    cmd: 'playwright',
    args: (files = []) => ['test', ...files],
    countsTests: true,
    missing: root =>
      !existsSync(join(root, 'playwright.config.ts'))
        ? 'no playwright.config.ts'
        : !hasSpecs(join(root, 'test/e2e'))
          ? 'no specs in test/e2e'
          : undefined,
  },
]);

/**
 * @typedef {object} StepResult
 * @property {Step} step
 * @property {boolean} ok
 * @property {import('./test-report/counts.mjs').CountsByKind} byKind what it counts (a check is one library test)
 * @property {string[]} reasons why it failed
 * @property {string} line its line in the report
 * @property {string[]} failedTests the failed tests its runner named
 */

/**
 * Judges one step's run. `run` is undefined when the step could not start (`missing` says why).
 * @param {Step} step
 * @param {{ code: number, output: string, seconds?: number } | undefined} run
 * @param {string} [missing]
 * @returns {StepResult}
 */
export function judgeStep(step, run, missing) {
  const reasons = [];
  let byKind = emptyByKind();
  if (missing || !run) reasons.push(`missing: ${missing ?? 'did not run'}`);
  else if (!step.countsTests) {
    byKind.library[run.code === 0 ? 'passed' : 'failed'] += 1;
    if (run.code !== 0) reasons.push(`exit ${run.code}`);
  } else {
    const counted = parseCounts(run.output);
    if (counted) byKind = counted;
    const total = totalOf(byKind);
    if (!counted) reasons.push('its runner printed no counts (it did not get to the end)');
    else if (testsIn(total) === 0) reasons.push('it ran no tests');
    if (total.failed > 0) reasons.push(`${total.failed} failed`);
    if (leftOut(total) > 0) reasons.push(`${LEFT_OUT.filter(o => total[o] > 0).map(o => `${total[o]} ${o}`).join(', ')}: no test may be left out`);
    if (run.code !== 0) reasons.push(`exit ${run.code}`);
  }
  const ok = reasons.length === 0;
  const time = run?.seconds === undefined ? '' : `, ${run.seconds.toFixed(1)}s`;
  const what = step.countsTests && run && !missing ? `${describeCounts(totalOf(byKind))}${time}` : `${run ? `exit ${run.code}` : 'not run'}${time}`;
  // A step that failed without a failed test (a test left out, no counts, a crash, an exit code, a missing file)
  // counts as one failure, so `Summary: N passed, 0 failed` always means a run that passed.
  if (!ok && totalOf(byKind).failed === 0) byKind.library.failed += 1;
  const line = `${step.name}: ${ok ? 'ok' : 'FAILED'} (${what})${ok ? '' : ` - ${reasons.join('; ')}`}`;
  return { step, ok, byKind, reasons, line, failedTests: run ? parseFailed(run.output) : [] };
}

/**
 * The report's last lines: one per step, then `Summary:` (CI reads `Summary: N passed, N failed`), with the
 * left-out counts and the library's and the fixtures' figures apart.
 * @param {StepResult[]} results
 * @returns {{ lines: string[], summary: string, ok: boolean }}
 */
export function summarize(results) {
  const byKind = emptyByKind();
  for (const { byKind: counts } of results) {
    addCounts(byKind.library, counts.library);
    addCounts(byKind.fixtures, counts.fixtures);
  }
  const total = totalOf(byKind);
  const kind = (/** @type {'library' | 'fixtures'} */ name) => `${name} ${describeCounts(byKind[name])}`;
  const summary = `Summary: ${describeCounts(total, { every: true })} (${kind('library')}; ${kind('fixtures')})`;
  // CI keeps only the end of a run's output: the failed tests are named here, under their step, and not only above.
  const named = (/** @type {StepResult} */ result) => [
    result.line,
    ...result.failedTests.slice(0, MAX_NAMED).map(name => `  ✗ ${name}`),
    ...(result.failedTests.length > MAX_NAMED ? [`  … and ${result.failedTests.length - MAX_NAMED} more (above)`] : []),
  ];
  return { lines: results.flatMap(named), summary, ok: results.every(result => result.ok) };
}
