// The blockchain-data features cost nothing on the product's configuration: the bench page (all wallet-data
// features off) is built and its initial scripts must hold none of the provider client, its schemas or the
// account tabs, which must still exist as lazy chunks.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

process.env.BENCH_OUT ??= mkdtempSync(join(tmpdir(), 'w3m-data-bundle-'));
const { buildPage, initialScripts, lazyScripts, readCode } = await import('../../scripts/bench/build.mjs');

/** Strings only the data layer contains: an endpoint path, a lazy message key, a tag name, a zod error text. */
const MARKERS = ['/v1/account/', '/v1/supported-chains', 'data.tab.tokens', 'w3m-account-tokens', 'Network not supported for Swaps'];

test('no blockchain-data code is on the initial path; it is all in lazy chunks', async () => {
  try {
    const dir = await buildPage('library');
    const initial = initialScripts(dir, 'library.html');
    assert.ok(initial.length > 0, 'the page has initial scripts');
    const initialCode = readCode(dir, initial);
    const lazyCode = readCode(dir, lazyScripts(dir, initial));
    for (const marker of MARKERS) {
      assert.ok(!initialCode.includes(marker), `${marker} must not be in the initial scripts`);
      assert.ok(lazyCode.includes(marker), `${marker} should be in a lazy chunk`);
    }
    // zod's own code (its schema internals) must not load either.
    assert.ok(!/\$ZodType|_zod\.def/.test(initialCode), 'zod must not be in the initial scripts');
  } finally {
    rmSync(process.env.BENCH_OUT, { recursive: true, force: true });
  }
});
