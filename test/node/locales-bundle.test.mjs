// English is part of the initial code and every other language costs nothing until it is used: the bench
// page is built in the product's configuration, its initial scripts must hold no locale's text, and each
// locale must be a lazy chunk of its own (one language per chunk).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readLocales } from '../../scripts/messages.mjs';

process.env.BENCH_OUT ??= mkdtempSync(join(tmpdir(), 'w3m-locales-bundle-'));
const { buildPage, initialScripts, lazyScripts, readCode } = await import('../../scripts/bench/build.mjs');

test('English is in the initial scripts; each other locale is a lazy chunk of its own', async () => {
  try {
    const dir = await buildPage('library');
    const initial = initialScripts(dir, 'library.html');
    const initialCode = readCode(dir, initial);
    assert.ok(initialCode.includes('Connect Wallet'), 'the English text ships in the initial scripts');
    const lazy = lazyScripts(dir, initial).map(file => ({ file, code: readCode(dir, [file]) }));
    // A locale's own wording of a long sentence (the same in no two locales), up to the first character a
    // minifier may write as an escape (a no-break space, a quote).
    const markers = Object.entries(readLocales()).map(([code, table]) => [code, table['siwx.explain'].split(/[\u00a0'"`\\]/)[0]]);
    assert.equal(new Set(markers.map(([, text]) => text)).size, markers.length, 'the markers tell the locales apart');
    for (const [code, marker] of markers) {
      assert.ok(!initialCode.includes(marker), `${code} must not be in the initial scripts`);
      const chunks = lazy.filter(chunk => chunk.code.includes(marker));
      assert.equal(chunks.length, 1, `${code} is in ${chunks.length} lazy chunks`);
      const others = markers.filter(([other, text]) => other !== code && chunks[0].code.includes(text)).map(([other]) => other);
      assert.deepEqual(others, [], `${chunks[0].file} holds ${code} and also ${others.join(', ')}`);
    }
  } finally {
    rmSync(process.env.BENCH_OUT, { recursive: true, force: true });
  }
});
