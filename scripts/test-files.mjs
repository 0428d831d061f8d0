// Which test files each step of `npm test` runs, in one place. web-test-runner.config.mjs and playwright.config.ts
// take their patterns from here, the `node --test` steps their paths from scripts/test-steps.mjs, and
// test/node/test-files.test.mjs maps every test-like file under test/ to the steps that run it: a test file no
// step runs (a `*.test.js`, a `*.spec.ts` outside test/e2e) fails the run instead of being lost quietly.
import { basename, posix, sep } from 'node:path';
// The matcher fast-glob (under web-test-runner's globby) and Playwright's own globs follow.
import picomatch from 'picomatch';
import { NODE_TEST } from './test-steps.mjs';

/** web-test-runner's `files` (web-test-runner.config.mjs); a `!` pattern takes files out. */
export const UNIT_FILES = Object.freeze(['test/**/*.test.ts', 'test/**/*.test.tsx', '!test/e2e/**']);
/** Playwright's `testDir` and `testMatch` (playwright.config.ts); the match is Playwright's default, spelled out. */
export const E2E_DIR = 'test/e2e';
export const E2E_MATCH = '**/*.@(spec|test).?(c|m)[jt]s?(x)';

const JS = /\.[cm]?js$/;
// Node 20's `node --test <folder>`: in the folder and below, a .js/.cjs/.mjs file named `test`, `test-*`,
// `*.test`, `*-test` or `*_test`, and any .js/.cjs/.mjs file inside a folder named `test` below the one given
// (test/node/test-files.test.mjs checks this against a real run).
const NODE_NAME = /^(?:test|test-.*|.*[.\-_]test)\.[cm]?js$/;

/** @param {string} path @returns {string} with `/` separators */
const slashed = path => path.split(sep).join('/');

/**
 * Does `node --test <arg>` run `file`? Both relative to the repository root.
 * @param {string} arg a file or a folder (ending in `/` or not)
 * @param {string} file
 */
export function nodeTestRuns(arg, file) {
  const given = slashed(arg).replace(/\/$/, '');
  const path = slashed(file);
  if (path === given) return true;
  if (!path.startsWith(`${given}/`)) return false;
  const inside = path.slice(given.length + 1).split('/');
  return JS.test(path) && (NODE_NAME.test(basename(path)) || inside.slice(0, -1).includes('test'));
}

/**
 * Do these globs (web-test-runner's, `!` taking out) take `file`?
 * @param {readonly string[]} globs @param {string} file
 */
export function globsTake(globs, file) {
  const path = slashed(file);
  const matches = (/** @type {string} */ glob) => picomatch(glob)(path);
  return globs.some(glob => !glob.startsWith('!') && matches(glob)) && !globs.some(glob => glob.startsWith('!') && matches(glob.slice(1)));
}

/**
 * Does `step`, run by `npm test` with its own arguments, run the test file `file` (relative to the root)?
 * @param {import('./test-steps.mjs').Step} step @param {string} file
 */
export function stepRuns(step, file) {
  const args = step.args();
  if (step.cmd === 'web-test-runner') return globsTake(args.length ? args : UNIT_FILES, file);
  if (step.cmd === 'node' && args[0] === NODE_TEST[0]) return args.slice(NODE_TEST.length).some(arg => nodeTestRuns(arg, file));
  if (step.cmd === 'playwright') {
    const path = slashed(file);
    return path.startsWith(`${E2E_DIR}/`) && picomatch(E2E_MATCH)(posix.relative(E2E_DIR, path));
  }
  return false;
}

/**
 * Is `file` named like a test: `*.test.*` or `*.spec.*` (any runner's habit), or a name `node --test` takes
 * from a folder? Helpers such as test/fixtures/test-wallet.ts are not.
 * @param {string} file
 */
export const looksLikeTest = file => /\.(?:test|spec)\.[^/]+$/.test(basename(file)) || NODE_NAME.test(basename(file));
