// A Playwright reporter (beside `list`): counts what ran, by kind, and prints the counts line (./counts.mjs).
// A focused test is refused by the config's forbidOnly before anything runs; that refusal counts as focused.
// An error outside the tests (a global setup, a spec that does not load) counts as one failure.
import { relative } from 'node:path';
import { countsLine, emptyByKind, failedLine } from './counts.mjs';
import { kindOf } from './kinds.mjs';

const FOCUS_ERROR = /focused with '\.only'/;

/** @implements {import('@playwright/test/reporter').Reporter} */
export default class CountingReporter {
  /** @type {string} */ root = process.cwd();
  byKind = emptyByKind();
  /** Errors outside the tests, by kind of the spec they name (library when they name none). */
  failedOutside = 0;
  focused = 0;
  /** @type {string[]} the failed tests' titles, for the report's end */
  failed = [];

  /** @param {import('@playwright/test/reporter').FullConfig} config */
  onBegin(config) {
    this.root = config.rootDir;
  }

  /** @param {import('@playwright/test/reporter').TestCase} test @param {import('@playwright/test/reporter').TestResult} result */
  onTestEnd(test, result) {
    // Only the last attempt counts (retries are off in playwright.config.ts; a retried test is one test).
    if (result.retry < test.retries && result.status !== 'passed' && result.status !== 'skipped') return;
    const counts = this.byKind[kindOf(test.location.file, process.cwd())];
    if (result.status === 'skipped') counts.skipped += 1;
    else if (result.status === 'passed' && test.outcome() !== 'unexpected') counts.passed += 1;
    else {
      counts.failed += 1;
      this.failed.push([relative(process.cwd(), test.location.file), ...test.titlePath().slice(3)].join(' › '));
    }
  }

  /** @param {import('@playwright/test/reporter').TestError} error */
  onError(error) {
    if (FOCUS_ERROR.test(error.message ?? '')) this.focused += 1;
    else this.failedOutside += 1;
  }

  onEnd() {
    this.byKind.library.focused += this.focused;
    this.byKind.library.failed += this.failedOutside;
    for (const name of this.failed) console.log(failedLine(name));
    console.log(countsLine(this.byKind));
  }

  printsToStdio() {
    return false;
  }
}
