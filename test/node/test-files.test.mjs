// Every test file under test/ is run by a step of `npm test`: a file named like a test that no step's pattern
// takes (a `*.test.js`, a `*.spec.ts` outside test/e2e, a `*.test.mjs` outside the Node steps' folders) fails
// this test by name instead of being lost quietly. The patterns are the runners' own (scripts/test-files.mjs,
// which web-test-runner.config.mjs and playwright.config.ts read) and the steps' arguments (scripts/test-steps.mjs).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { STEPS } from '../../scripts/test-steps.mjs';
import { looksLikeTest, nodeTestRuns, stepRuns } from '../../scripts/test-files.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The test-like files under `<project>/test`, each with the keys of the steps that run it. Folders whose name
 * starts with a dot are scratch (test/node/suite-guards.test.mjs writes its tiny test files there while it runs)
 * and node_modules holds installed packages: neither is the suite's.
 * @param {string} project @returns {Map<string, string[]>}
 */
function testFilesBySteps(project) {
  const found = new Map();
  const walk = (/** @type {string} */ dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (looksLikeTest(entry.name)) {
        const file = relative(project, path).split(sep).join('/');
        found.set(file, STEPS.filter(step => stepRuns(step, file)).map(step => step.key));
      }
    }
  };
  walk(join(project, 'test'));
  return found;
}

/** @param {Map<string, string[]>} found @returns {string[]} the files no step runs */
const unrun = found => [...found].filter(([, steps]) => steps.length === 0).map(([file]) => file);

describe('every test file has a step', () => {
  it('each test file under test/ is run by a step of npm test', () => {
    const found = testFilesBySteps(root);
    assert.ok(found.size > 100, `found only ${found.size} test files under test/`);
    assert.deepEqual(unrun(found), [], 'these look like tests but no step of npm test runs them (scripts/test-files.mjs)');
  });

  it('the steps run what they are meant to: unit tests in Chromium, .test.mjs in Node, specs in Playwright', () => {
    const found = testFilesBySteps(root);
    assert.deepEqual(found.get('test/node/ssr.test.mjs'), ['node']);
    assert.deepEqual(found.get('test/wc-node/session.test.mjs'), ['node']);
    assert.deepEqual(found.get('test/package/package.test.mjs'), ['package']);
    assert.deepEqual(found.get('test/wagmi/adapter.test.ts'), ['unit', 'unit-wagmi3']);
    assert.deepEqual(found.get('test/e2e/connect.spec.ts'), ['e2e']);
    // Helpers beside the tests are not tests (nor does any runner take them).
    for (const helper of ['test/fixtures/test-wallet.ts', 'test/node/style-sources.mjs', 'test/e2e/offline-trap.setup.ts']) assert.equal(found.has(helper), false, helper);
  });

  it('a stray test file is named: a .test.js, a .spec.ts outside test/e2e, a .test.mjs outside the Node folders', () => {
    const project = mkdtempSync(join(tmpdir(), 'w3m-test-files-'));
    try {
      const files = {
        'test/foo.test.js': 'stray',
        'test/network/ranked.spec.ts': 'stray',
        'test/wallet/signer.test.mjs': 'stray',
        'test/e2e/sub/deep.spec.ts': 'e2e',
        'test/network/ranked.test.ts': 'unit',
        'test/node/test-helper.mjs': 'node',
        'test/fixtures/test-wallet.ts': 'not a test',
        'test/node/style-sources.mjs': 'not a test',
      };
      for (const file of Object.keys(files)) {
        mkdirSync(join(project, file, '..'), { recursive: true });
        writeFileSync(join(project, file), '');
      }
      const found = testFilesBySteps(project);
      assert.deepEqual(unrun(found).sort(), ['test/foo.test.js', 'test/network/ranked.spec.ts', 'test/wallet/signer.test.mjs']);
      assert.deepEqual(found.get('test/e2e/sub/deep.spec.ts'), ['e2e']);
      assert.deepEqual(found.get('test/network/ranked.test.ts'), ['unit']);
      assert.deepEqual(found.get('test/node/test-helper.mjs'), ['node']);
      assert.equal(found.has('test/fixtures/test-wallet.ts'), false);
      assert.equal(found.has('test/node/style-sources.mjs'), false);
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });

  it("the Node steps' rule is the one `node --test <folder>` follows", async () => {
    const project = mkdtempSync(join(tmpdir(), 'w3m-node-picks-'));
    try {
      const names = ['a.test.mjs', 'b.test.js', 'c.test.cjs', 'test-d.mjs', 'e-test.mjs', 'f_test.mjs', 'test.mjs', 'sub/g.test.mjs',
        'test/h.mjs', 'sub/test/i.mjs', 'helper.mjs', 'j.spec.mjs', 'k.test.ts', 'l-tests.mjs'];
      for (const name of names) {
        mkdirSync(join(project, 'dir', name, '..'), { recursive: true });
        const isCjs = !name.endsWith('.mjs');
        const body = `${isCjs ? "const { it } = require('node:test');" : "import { it } from 'node:test';"}\nit(${JSON.stringify(name)}, () => {});\n`;
        // A .ts file would not load: it must not be run, so nothing is lost by making it unloadable.
        writeFileSync(join(project, 'dir', name), name.endsWith('.ts') ? 'this is not JavaScript' : body);
      }
      const { NODE_TEST_CONTEXT: _inside, ...env } = process.env;
      const output = await new Promise((resolve, reject) => {
        const child = spawn(process.execPath, ['--test', '--test-reporter=tap', 'dir/'], { cwd: project, env, stdio: ['ignore', 'pipe', 'pipe'] });
        let text = '';
        child.stdout.on('data', chunk => (text += chunk));
        child.stderr.on('data', chunk => (text += chunk));
        child.on('error', reject);
        child.on('close', () => resolve(text));
      });
      const ran = [...String(output).matchAll(/^\s*ok \d+ - (\S+)$/gm)].map(match => match[1]).filter(name => names.includes(name)).sort();
      const predicted = names.filter(name => nodeTestRuns('dir/', `dir/${name}`)).sort();
      assert.deepEqual(ran, predicted, String(output));
      assert.ok(ran.includes('test/h.mjs') && !ran.includes('helper.mjs'), String(output));
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });
});
