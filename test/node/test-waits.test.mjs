// The tests' own rule (issue 13): waits follow events and conditions, never the clock. A fixed wait passes or
// fails with the machine's load; a safety net that is too short does too. Checked on the test sources themselves.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const testDir = join(root, 'test');

/** Every test source, fixtures (which may wait on a process they started) and this file aside. */
const sources = readdirSync(testDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.(m?js|tsx?)$/.test(file) && !file.startsWith('fixtures/') && !file.includes('node_modules'))
  .map((file) => ({ file: `test/${file}`, text: readFileSync(join(testDir, file), 'utf8') }))
  .filter(({ file }) => file !== relative(root, fileURLToPath(import.meta.url)));

/** @param {RegExp} pattern */
const offenders = (pattern) =>
  sources.flatMap(({ file, text }) =>
    text.split('\n').flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
  );

test('no fixed wait: no sleep, waitForTimeout, aTimeout or timer promise used to let time pass', () => {
  assert.deepEqual(offenders(/\bsleep\(|waitForTimeout\(|\baTimeout\(|new Promise\(\s*\(?(r|resolve)\)?\s*=>\s*setTimeout\(\s*\1\s*,/), []);
});

test("browser tests wait with test/helpers/wait.ts (a wide, scaled safety net), not @open-wc/testing's 1 s one", () => {
  const direct = offenders(/import \{[^}]*\bwaitUntil\b[^}]*\} from '@open-wc\/testing'/);
  assert.deepEqual(direct.filter((line) => !line.startsWith('test/helpers/wait.ts:')), []);
});
