// A reporter for `node --test` (beside the TAP one): counts what ran, by kind, and prints the counts line
// (./counts.mjs). Node 20 runs a test marked `only` without `--test-only` like any other and says so in a
// diagnostic; that diagnostic counts as a focused test here, so a stray `.only` fails `npm test` all the same.
//
// A skipped or todo suite (`describe.skip`, `describe.todo`, `{ skip }`, `{ todo }`) is left out, and so is every
// test in it: Node reports it as a passing suite, runs a todo suite's tests as if nothing were wrong and does not
// even collect a skipped suite's. So the suite counts as one skipped (or todo), and each test it reported as well.
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { countsLine, emptyByKind, failedLine } from './counts.mjs';
import { kindOf } from './kinds.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const FOCUS_DIAGNOSTIC = /'only' and 'runOnly' require the --test-only/;

/** @typedef {'passed' | 'failed' | 'skipped' | 'todo' | 'cancelled'} Outcome */

/** @param {{ skip?: unknown, todo?: unknown }} data @returns {'skipped' | 'todo' | undefined} */
function leftOutAs(data) {
  if (data.todo !== undefined && data.todo !== false) return 'todo';
  if (data.skip !== undefined && data.skip !== false) return 'skipped';
  return undefined;
}

/** @param {string} type @param {any} data @returns {Outcome} */
function outcomeOf(type, data) {
  const left = leftOutAs(data);
  if (left) return left;
  if (type === 'test:pass') return 'passed';
  return data.details?.error?.failureType === 'cancelledByParent' ? 'cancelled' : 'failed';
}

/** @param {AsyncIterable<{ type: string, data: any }>} source */
export default async function* countingReporter(source) {
  const byKind = emptyByKind();
  const kind = (/** @type {{ file?: string }} */ data) => byKind[kindOf(data.file ?? '', root)];
  // Node reports a test after the tests inside it, file by file: what a file reported below its top level waits
  // here until the suites around it are reported, since one of them may turn out to be skipped or todo.
  /** @type {Map<string, { nesting: number, outcome: Outcome | undefined, name: string }[]>} */
  const waiting = new Map();
  /** @type {string[]} */
  const failed = [];
  const count = (/** @type {string} */ file, /** @type {{ outcome: Outcome | undefined, name: string }} */ test) => {
    if (!test.outcome) return;
    kind({ file })[test.outcome] += 1;
    if (test.outcome === 'failed') failed.push(`${relative(root, file)} › ${test.name}`);
  };
  for await (const { type, data } of source) {
    if (type === 'test:diagnostic' && FOCUS_DIAGNOSTIC.test(data.message)) kind(data).focused += 1;
    if (type !== 'test:pass' && type !== 'test:fail') continue;
    const file = data.file ?? '';
    const held = waiting.get(file) ?? [];
    waiting.set(file, held);
    const nesting = data.nesting ?? 0;
    const left = leftOutAs(data);
    if (left) for (const inner of held) if (inner.nesting > nesting && inner.outcome && !['skipped', 'todo'].includes(inner.outcome)) inner.outcome = left;
    // A describe() block is not a test, what it holds is; unless it failed itself (a hook, not a failed test in
    // it, already counted) or is left out.
    const isSuite = data.details?.type === 'suite';
    const onlyItsTests = type === 'test:pass' || data.details?.error?.failureType === 'subtestsFailed';
    held.push({ nesting, outcome: isSuite && onlyItsTests && !left ? undefined : outcomeOf(type, data), name: data.name });
    if (nesting > 0) continue;
    for (const test of held) count(file, test);
    waiting.delete(file);
  }
  for (const [file, held] of waiting) for (const test of held) count(file, test);
  for (const name of failed) yield `${failedLine(name)}\n`;
  yield `${countsLine(byKind)}\n`;
}
