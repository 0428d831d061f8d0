// `npm test` cannot lose a test quietly (scripts/test.mjs, judged by scripts/test-steps.mjs): each runner, with the
// repository's own configuration, is run on tiny test files that leave a test out, and the step that would run
// them in `npm test` must fail. A stray `it.only` in a unit test, a `test.only` in an e2e spec, a skipped, todo or
// cancelled Node test, a skipped suite (`describe.skip` in Node, in web-test-runner and `test.describe.skip` in
// Playwright) or a todo one, a missing e2e config or spec folder: each fails, and the Summary line says what.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, relative } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { NODE_TEST, STEPS, judgeStep, summarize } from '../../scripts/test-steps.mjs';
import { FIXTURE_TESTS, kindOf } from '../../scripts/test-report/kinds.mjs';
import { scaled } from '../fixtures/time-scale.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const step = (/** @type {string} */ key) => /** @type {import('../../scripts/test-steps.mjs').Step} */ (STEPS.find(s => s.key === key));
const LONG = { timeout: scaled(240_000) };

/** Test files live inside the repository (their runners resolve packages from it), in a folder of their own. */
const scratch = mkdtempSync(join(root, 'test/node/.suite-guards-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

/** @param {string} name @param {string} text @returns {string} the file's path from the repository root */
function scratchFile(name, text) {
  const file = join(scratch, name);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, text);
  return relative(root, file);
}

/**
 * Runs a step's own command and arguments on `files` (or `args`), as scripts/test.mjs does, and judges it.
 * @param {import('../../scripts/test-steps.mjs').Step} which @param {{ files?: string[], args?: string[], env?: Record<string, string> }} how
 */
function runStep(which, { files, args, env = {} }) {
  return new Promise((resolve, reject) => {
    // Without the runner's own mark (NODE_TEST_CONTEXT): a `node --test` started from a test would run no file.
    const { NODE_TEST_CONTEXT: _inside, ...outer } = process.env;
    const child = spawn(which.cmd, args ?? which.args(files), {
      cwd: root,
      env: { ...outer, ...which.env, ...env, PATH: `${join(root, 'node_modules/.bin')}${delimiter}${process.env.PATH}`, NO_COLOR: '1', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', chunk => (output += chunk));
    child.stderr.on('data', chunk => (output += chunk));
    child.on('error', reject);
    child.on('close', code => resolve({ result: judgeStep(which, { code: code ?? 1, output }), output }));
  });
}

describe('node step', () => {
  const cases = {
    skipped: "import { it } from 'node:test';\nit('runs', () => {});\nit.skip('is skipped', () => {});\n",
    todo: "import { it } from 'node:test';\nit('runs', () => {});\nit.todo('is todo');\n",
    // A subtest its parent does not wait for, still open when the parent ends: Node cancels it.
    cancelled: "import { test } from 'node:test';\ntest('outer', t => { t.test('never ends', () => new Promise(() => {})); });\n",
    // Node 20 runs a test marked `only` without --test-only like any other (and says so): the step fails anyway.
    focused: "import { it } from 'node:test';\nit('runs', () => {});\nit.only('is focused', () => {});\n",
  };
  for (const [outcome, text] of Object.entries(cases)) {
    it(`a ${outcome} test fails the step and is counted as ${outcome}`, async () => {
      const { result, output } = await runStep(step('node'), { files: [scratchFile(`${outcome}.test.mjs`, text)] });
      assert.equal(result.ok, false, output);
      assert.equal(result.byKind.library[outcome], 1, output);
      assert.match(result.line, new RegExp(`FAILED .*1 ${outcome}: no test may be left out`));
      assert.match(summarize([result]).summary, new RegExp(`^Summary: \\d+ passed, [1-9]\\d* failed, .*1 ${outcome}`));
    });
  }

  // Node reports a skipped or todo suite as a passing suite: it does not collect a skipped suite's tests at all, and
  // runs a todo suite's as if nothing were wrong. The suite counts as left out, and so does every test it reported.
  const suites = {
    skipped: ["describe.skip('later', () => {\n  it('a', () => {});\n  it('b', () => {});\n});\n", 1],
    todo: ["describe.todo('later', () => {\n  it('a', () => {});\n  describe('inner', () => { it('b', () => {}); });\n});\n", 3],
  };
  for (const [outcome, [suite, count]] of Object.entries(suites)) {
    it(`a describe.${outcome === 'skipped' ? 'skip' : 'todo'} fails the step, the suite and its tests counted as ${outcome}`, async () => {
      const text = `import { describe, it } from 'node:test';\nit('runs', () => {});\n${suite}`;
      const { result, output } = await runStep(step('node'), { files: [scratchFile(`${outcome}-suite.test.mjs`, text)] });
      assert.equal(result.ok, false, output);
      // The step's failure counts as one failed check (scripts/test-steps.mjs): no test of the file failed.
      assert.deepEqual(result.byKind.library, { passed: 1, failed: 1, skipped: 0, todo: 0, cancelled: 0, focused: 0, [outcome]: count }, output);
      assert.match(result.line, new RegExp(`FAILED .*${count} ${outcome}: no test may be left out`));
      assert.match(summarize([result]).summary, new RegExp(`^Summary: 1 passed, [1-9]\\d* failed, `));
    });
  }

  it('every step that runs through node --test (package, consumers, storybook too) fails on a describe.skip', async () => {
    const file = scratchFile('every-node-step.test.mjs', `import { describe, it } from 'node:test';\nit('runs', () => {});\n${suites.skipped[0]}`);
    const nodeSteps = STEPS.filter(which => which.cmd === 'node' && which.args()[0] === NODE_TEST[0]);
    assert.deepEqual(nodeSteps.map(which => which.key), ['node', 'package', 'consumers', 'storybook']);
    for (const which of nodeSteps) {
      const { result, output } = await runStep(which, { files: [file] });
      assert.equal(result.ok, false, `${which.key}: ${output}`);
      assert.equal(result.byKind.library.skipped, 1, `${which.key}: ${output}`);
    }
  });

  it('a failed test is named under the step\'s line at the end of the report, where CI shows it', async () => {
    const text = "import { describe, it } from 'node:test';\nit('holds', () => {});\ndescribe('the kit', () => { it('breaks', () => { throw new Error('no'); }); });\n";
    const file = scratchFile('named.test.mjs', text);
    const { result, output } = await runStep(step('node'), { files: [file] });
    assert.equal(result.ok, false, output);
    assert.deepEqual(result.failedTests, [`${file} › breaks`], output);
    assert.deepEqual(summarize([result]).lines.slice(1), [`  ✗ ${file} › breaks`]);
  });

  it('a file whose tests all pass passes, counted as the library\'s', async () => {
    const { result, output } = await runStep(step('node'), { files: [scratchFile('clean.test.mjs', "import { it } from 'node:test';\nit('a', () => {});\nit('b', () => {});\n")] });
    assert.equal(result.ok, true, output);
    assert.deepEqual(result.byKind.library, { passed: 2, failed: 0, skipped: 0, todo: 0, cancelled: 0, focused: 0 });
  });
});

describe('unit step (web-test-runner.config.mjs)', () => {
  it('a stray it.only fails its file (mocha forbidOnly) and a skipped test fails the run', LONG, async () => {
    const focused = scratchFile('unit/focused.test.js', "it('runs', () => {});\nit.only('is focused', () => {});\n");
    const skipped = scratchFile('unit/skipped.test.js', "it('runs', () => {});\nit.skip('is skipped', () => {});\n");
    const { result, output } = await runStep(step('unit'), { files: [focused, skipped] });
    assert.equal(result.ok, false, output);
    assert.match(output, /`\.only` forbidden/);
    assert.equal(result.byKind.library.focused, 1, output);
    assert.equal(result.byKind.library.skipped, 1, output);
    assert.match(result.line, /1 skipped, 1 focused: no test may be left out/);
  });

  it('a describe.skip fails the run, each test in it counted as skipped', LONG, async () => {
    const skipped = scratchFile('unit/skipped-suite.test.js', "it('runs', () => {});\ndescribe.skip('later', () => {\n  it('a', () => {});\n  it('b', () => {});\n});\n");
    const { result, output } = await runStep(step('unit'), { files: [skipped] });
    assert.equal(result.ok, false, output);
    assert.deepEqual(result.byKind.library, { passed: 1, failed: 1, skipped: 2, todo: 0, cancelled: 0, focused: 0 }, output);
    assert.match(result.line, /FAILED .*2 skipped: no test may be left out/);
  });

  it('a failed test is named, with its suites, under the step\'s line', LONG, async () => {
    const file = scratchFile('unit/named.test.js', "it('holds', () => {});\ndescribe('the kit', () => {\n  it('breaks', () => { throw new Error('no'); });\n});\n");
    const { result, output } = await runStep(step('unit'), { files: [file] });
    assert.equal(result.ok, false, output);
    assert.deepEqual(result.failedTests, [`${file} › the kit › breaks`], output);
    assert.deepEqual(summarize([result]).lines.slice(1), [`  ✗ ${file} › the kit › breaks`]);
  });
});

describe('e2e step (playwright.config.ts)', () => {
  /**
   * The real config with only its test folder moved to `folder` (its relative paths kept), written beside it.
   * @param {string} folder @param {string} [more] properties to add, as TypeScript source
   */
  const e2eConfig = (folder, more = '') =>
    scratchFile(
      `${folder}/playwright.config.ts`,
      `import { resolve } from 'node:path';\nimport config from ${JSON.stringify(join(root, 'playwright.config.ts'))};\n` +
        `const at = (p: string) => (p.startsWith('.') ? resolve(${JSON.stringify(root)}, p) : p);\n` +
        `export default { ...config, testDir: ${JSON.stringify(join(scratch, folder))}, globalSetup: at(String(config.globalSetup)), ` +
        `reporter: (config.reporter as [string, unknown?][]).map(([name, options]) => [at(name), options])${more} };\n`,
    );

  it('a stray test.only is refused by the config before anything runs', LONG, async () => {
    scratchFile('e2e/focused.spec.ts', "import { test } from '@playwright/test';\ntest('runs', () => {});\ntest.only('is focused', () => {});\n");
    // `--list` loads and checks the specs without starting the demo server.
    const { result, output } = await runStep(step('e2e'), { args: ['test', '--list', '--config', e2eConfig('e2e')] });
    assert.equal(result.ok, false, output);
    assert.match(output, /focused with '\.only' is not allowed due to the 'forbidOnly' option/);
    assert.equal(result.byKind.library.focused, 1, output);
  });

  it('a test.describe.skip fails the run, each test in it counted as skipped', LONG, async () => {
    scratchFile(
      'e2e-skip/skipped.spec.ts',
      "import { test } from '@playwright/test';\ntest('runs', () => {});\ntest.describe.skip('later', () => {\n  test('a', () => {});\n  test('b', () => {});\n});\n",
    );
    // These tests need no page: the run goes without the demo server and the offline trap around the pages.
    const config = e2eConfig('e2e-skip', ', webServer: undefined, globalSetup: undefined');
    const { result, output } = await runStep(step('e2e'), { args: ['test', '--config', config] });
    assert.equal(result.ok, false, output);
    assert.deepEqual(result.byKind.library, { passed: 1, failed: 1, skipped: 2, todo: 0, cancelled: 0, focused: 0 }, output);
    assert.match(result.line, /FAILED .*2 skipped: no test may be left out/);
  });

  it('a failed test is named, with its describe, under the step\'s line', LONG, async () => {
    const spec = scratchFile(
      'e2e-named/named.spec.ts',
      "import { expect, test } from '@playwright/test';\ntest('holds', () => {});\ntest.describe('the kit', () => {\n  test('breaks', () => { expect(1).toBe(2); });\n});\n",
    );
    const config = e2eConfig('e2e-named', ', webServer: undefined, globalSetup: undefined');
    const { result, output } = await runStep(step('e2e'), { args: ['test', '--config', config] });
    assert.equal(result.ok, false, output);
    assert.deepEqual(result.failedTests, [`${spec} › the kit › breaks`], output);
  });

  it('a missing playwright.config.ts, or no spec in test/e2e, fails the step instead of skipping it', () => {
    const project = mkdtempSync(join(tmpdir(), 'w3m-suite-guards-'));
    try {
      const e2e = step('e2e');
      assert.equal(e2e.missing?.(root), undefined, 'this repository has its config and specs');
      assert.equal(e2e.missing?.(project), 'no playwright.config.ts');
      writeFileSync(join(project, 'playwright.config.ts'), 'export default {};\n');
      assert.equal(e2e.missing?.(project), 'no specs in test/e2e');
      const result = judgeStep(e2e, undefined, 'no playwright.config.ts');
      assert.equal(result.ok, false);
      assert.match(result.line, /^e2e \(playwright\): FAILED .*missing: no playwright\.config\.ts/);
      assert.match(summarize([result]).summary, /^Summary: 0 passed, 1 failed, /);
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });

  it('a run that printed no counts, or ran no test, fails', () => {
    assert.match(judgeStep(step('e2e'), { code: 0, output: 'Running 0 tests' }).line, /FAILED .*printed no counts/);
    const none = judgeStep(step('e2e'), { code: 0, output: 'w3m-counts {"library":{},"fixtures":{}}' });
    assert.equal(none.ok, false);
    assert.match(none.line, /it ran no tests/);
  });
});

describe('Summary line', () => {
  it('shows every count, then the library and the fixtures apart', () => {
    const line = (/** @type {object} */ byKind) => `w3m-counts ${JSON.stringify(byKind)}`;
    const results = [
      judgeStep(step('typecheck'), { code: 0, output: '' }),
      judgeStep(step('node'), { code: 0, output: line({ library: { passed: 5 }, fixtures: { passed: 3 } }) }),
      judgeStep(step('unit'), { code: 1, output: line({ library: { passed: 7, failed: 1 }, fixtures: { passed: 2 } }) }),
    ];
    const { summary, ok } = summarize(results);
    assert.equal(ok, false);
    assert.equal(summary, 'Summary: 18 passed, 1 failed, 0 skipped, 0 todo, 0 cancelled, 0 focused (library 13 passed, 1 failed; fixtures 5 passed, 0 failed)');
  });

  it('every fixture test listed in scripts/test-report/kinds.mjs exists, and is counted as a fixture test', () => {
    for (const entry of FIXTURE_TESTS) {
      assert.ok(existsSync(join(root, entry)), `${entry} is listed as a fixture test but does not exist`);
      if (!entry.endsWith('/')) assert.equal(kindOf(join(root, entry), root), 'fixtures');
    }
    assert.equal(kindOf(join(root, 'test/auth/name.test.ts'), root), 'library');
    assert.equal(kindOf('test/fixtures/wc/control.test.ts?wtr-session-id=1'), 'fixtures');
  });
});
