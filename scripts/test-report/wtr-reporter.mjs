// A web-test-runner reporter (beside the default one): counts what ran, by kind, prints the counts line
// (./counts.mjs) and fails the run when a test was skipped. A test file that did not load or run to its end
// counts as one failure of its own (a `.only`, refused by mocha's forbidOnly in web-test-runner.config.mjs,
// counts as focused instead).
import { relative } from 'node:path';
import { countsLine, emptyByKind, failedLine, leftOut, totalOf } from './counts.mjs';
import { kindOf } from './kinds.mjs';

const FOCUS_ERROR = /`\.only` forbidden/;

/**
 * @typedef {{ name: string, passed: boolean, skipped: boolean }} TestResult
 * @typedef {{ name?: string, tests: TestResult[], suites: SuiteResult[] }} SuiteResult
 */

/** @param {SuiteResult | undefined} suite @returns {TestResult[]} */
const testsOf = suite => (suite ? [...suite.tests, ...suite.suites.flatMap(testsOf)] : []);

/**
 * Each failed test's title, with the suites around it.
 * @param {SuiteResult | undefined} suite @param {string[]} [path]
 * @returns {string[]}
 */
const failedTitles = (suite, path = []) => {
  if (!suite) return [];
  const here = suite.name ? [...path, suite.name] : path;
  const own = suite.tests.filter(test => !test.passed && !test.skipped).map(test => [...here, test.name].join(' › '));
  return [...own, ...suite.suites.flatMap(inner => failedTitles(inner, here))];
};

/**
 * @param {{ rootDir: string }} options the runner's rootDir, to name test files by their repository path
 * @returns {import('@web/test-runner').Reporter}
 */
export function countingReporter({ rootDir }) {
  return {
    stop({ sessions }) {
      const byKind = emptyByKind();
      /** @type {string[]} */
      const failed = [];
      for (const session of sessions) {
        const file = relative(rootDir, session.testFile);
        const counts = byKind[kindOf(session.testFile, rootDir)];
        const tests = testsOf(session.testResults);
        for (const test of tests) {
          if (test.skipped) counts.skipped += 1;
          else if (test.passed) counts.passed += 1;
          else counts.failed += 1;
        }
        // mocha refuses the `.only` while the module loads: the file reports an import failure, the log says why.
        const said = [...(session.errors ?? []).map(error => error.message), ...(session.logs ?? []).flat().map(String)];
        if (said.some(line => FOCUS_ERROR.test(line))) counts.focused += 1;
        // The file failed outside its tests (did not load, a hook threw, the page crashed, a test never ended).
        else if (session.passed === false && !tests.some(test => !test.passed && !test.skipped)) {
          counts.failed += 1;
          failed.push(`${file} (did not run to its end)`);
        }
        failed.push(...failedTitles(session.testResults).map(title => `${file} › ${title}`));
      }
      for (const name of failed) console.log(failedLine(name));
      console.log(countsLine(byKind));
      if (leftOut(totalOf(byKind)) === 0) return;
      console.error('\nA test was skipped or focused: the run fails (no test may be left out).');
      // web-test-runner ends with process.exit(0) when no test failed; an exit listener has the last word.
      process.exitCode = 1;
      process.once('exit', () => {
        process.exitCode = 1;
      });
    },
  };
}
