// Sign-in (SIWX) costs nothing on the product's configuration (no `siwx` option): the bench page is built and
// its initial scripts must hold none of the sign-in flow, its view or its text, which must exist as lazy chunks.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

process.env.BENCH_OUT ??= mkdtempSync(join(tmpdir(), 'w3m-siwx-bundle-'));
const { buildPage, initialScripts, lazyScripts, readCode } = await import('../../scripts/bench/build.mjs');

/** Strings only the sign-in chunks contain: a lazy message key and its text, a thrown message, an event name. */
const MARKERS = ['siwx.heading', 'wants you to sign in', 'SIWX is not enabled', 'CLICK_SIGN_SIWX_MESSAGE'];

test('no SIWX code is on the initial path; the flow and its view are lazy chunks', async () => {
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
  } finally {
    rmSync(process.env.BENCH_OUT, { recursive: true, force: true });
  }
});
