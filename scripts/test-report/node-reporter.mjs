// A reporter for `node --test` (beside the TAP one): counts what ran, by kind, and prints the counts line
// (./counts.mjs). Node 20 runs a test marked `only` without `--test-only` like any other and says so in a
// diagnostic; that diagnostic counts as a focused test here, so a stray `.only` fails `npm test` all the same.
import { fileURLToPath } from 'node:url';
import { countsLine, emptyByKind } from './counts.mjs';
import { kindOf } from './kinds.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const FOCUS_DIAGNOSTIC = /'only' and 'runOnly' require the --test-only/;

/** @param {AsyncIterable<{ type: string, data: any }>} source */
export default async function* countingReporter(source) {
  const byKind = emptyByKind();
  const kind = (/** @type {{ file?: string }} */ data) => byKind[kindOf(data.file ?? '', root)];
  for await (const { type, data } of source) {
    if (type === 'test:diagnostic' && FOCUS_DIAGNOSTIC.test(data.message)) kind(data).focused += 1;
    if (type !== 'test:pass' && type !== 'test:fail') continue;
    // A describe() block is not a test; what it holds is counted.
    if (data.details?.type === 'suite' && type === 'test:pass') continue;
    const counts = kind(data);
    if (data.todo !== undefined && data.todo !== false) counts.todo += 1;
    else if (data.skip !== undefined && data.skip !== false) counts.skipped += 1;
    else if (type === 'test:pass') counts.passed += 1;
    else if (data.details?.error?.failureType === 'cancelledByParent') counts.cancelled += 1;
    else counts.failed += 1;
  }
  yield `${countsLine(byKind)}\n`;
}
