// `npm start`'s banner lists every demo page the dev server serves (every HTML file in examples/), each once, at
// the address it is served from.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEMO_PAGES, pageLines } from '../../scripts/start.mjs';

const EXAMPLES = fileURLToPath(new URL('../../examples/', import.meta.url));

test('the banner lists every page in examples/, each once, with its address', () => {
  const served = readdirSync(EXAMPLES).filter(name => name.endsWith('.html')).sort();
  assert.deepEqual(DEMO_PAGES.map(([page]) => page).sort(), served);
  const lines = pageLines('http://127.0.0.1:5173/').split('\n');
  assert.equal(lines.length, served.length);
  for (const page of served) assert.equal(lines.filter(line => line.endsWith(` http://127.0.0.1:5173/${page}`)).length, 1, page);
});
