// One line each runner's reporter prints at the end of its run, and scripts/test.mjs reads: what ran, by kind
// (scripts/test-report/kinds.mjs), with every way a test can be left out counted (skipped, todo, cancelled,
// focused), so a run cannot lose a test without the count saying so.

/** The prefix of the line; the rest is JSON. */
export const COUNTS_PREFIX = 'w3m-counts ';

/** @typedef {{ passed: number, failed: number, skipped: number, todo: number, cancelled: number, focused: number }} Counts */
/** @typedef {{ library: Counts, fixtures: Counts }} CountsByKind */

/** Every outcome a counted test can have. */
export const OUTCOMES = /** @type {const} */ (['passed', 'failed', 'skipped', 'todo', 'cancelled', 'focused']);

/** @returns {Counts} */
export const emptyCounts = () => ({ passed: 0, failed: 0, skipped: 0, todo: 0, cancelled: 0, focused: 0 });

/** @returns {CountsByKind} */
export const emptyByKind = () => ({ library: emptyCounts(), fixtures: emptyCounts() });

/**
 * @param {Counts} into @param {Partial<Counts>} more
 * @returns {Counts} `into`, with `more` added
 */
export function addCounts(into, more) {
  for (const outcome of OUTCOMES) into[outcome] += more[outcome] ?? 0;
  return into;
}

/** @param {CountsByKind} byKind @returns {Counts} both kinds together */
export const totalOf = byKind => addCounts(addCounts(emptyCounts(), byKind.library), byKind.fixtures);

/** The tests that ran or were left out (a focused run's left-out tests are not visible to every runner). */
export const testsIn = (/** @type {Counts} */ counts) => OUTCOMES.reduce((sum, outcome) => sum + counts[outcome], 0);

/** Tests left out of a run, or a run narrowed to some: each fails the run. */
export const leftOut = (/** @type {Counts} */ counts) => counts.skipped + counts.todo + counts.cancelled + counts.focused;

/** The prefix of a line that names one failed test (JSON string after it), so the report's end can list them. */
export const FAILED_PREFIX = 'w3m-failed ';

/** @param {string} name a failed test's file and title @returns {string} the line a reporter prints for it */
export const failedLine = name => `${FAILED_PREFIX}${JSON.stringify(name)}`;

/**
 * The failed tests a run's reporter named, in order, each once.
 * @param {string} output
 * @returns {string[]}
 */
export function parseFailed(output) {
  const names = output.split('\n').filter(l => l.startsWith(FAILED_PREFIX)).map(l => String(JSON.parse(l.slice(FAILED_PREFIX.length))));
  return [...new Set(names)];
}

/** @param {CountsByKind} byKind @returns {string} the line a reporter prints */
export const countsLine = byKind => `${COUNTS_PREFIX}${JSON.stringify(byKind)}`;

/**
 * The last counts line in a run's output, or undefined when the runner printed none (it did not get to the end).
 * @param {string} output
 * @returns {CountsByKind | undefined}
 */
export function parseCounts(output) {
  const line = output.split('\n').reverse().find(l => l.startsWith(COUNTS_PREFIX));
  if (!line) return undefined;
  const parsed = JSON.parse(line.slice(COUNTS_PREFIX.length));
  return { library: addCounts(emptyCounts(), parsed.library ?? {}), fixtures: addCounts(emptyCounts(), parsed.fixtures ?? {}) };
}

/**
 * `12 passed, 0 failed` and then each left-out count that is not zero (or all of them with `every`).
 * @param {Counts} counts @param {{ every?: boolean }} [options]
 */
export function describeCounts(counts, { every = false } = {}) {
  return OUTCOMES.filter(o => every || o === 'passed' || o === 'failed' || counts[o] > 0).map(o => `${counts[o]} ${o}`).join(', ');
}
