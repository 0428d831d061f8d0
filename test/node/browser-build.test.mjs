// The no-bundler build (vite.browser.config.ts → dist/browser/) built into a temporary folder: every chunk
// resolves with no import map (relative specifiers only), React is not inside, and the optional features stay
// out of what the entry loads first. test/consumers/ runs the published copy in Chromium.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { readCode, staticGraph } from '../../scripts/bench/build.mjs';
import { FEATURE_MARKERS } from '../../scripts/bench/feature-markers.mjs';
import { scaled } from '../fixtures/time-scale.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));

test('dist/browser/: self-contained, relative chunks, no React, optional features lazy', { timeout: scaled(240_000) }, async () => {
  const outDir = mkdtempSync(join(tmpdir(), 'w3m-browser-build-'));
  try {
    await build({ configFile: join(root, 'vite.browser.config.ts'), logLevel: 'silent', build: { outDir, emptyOutDir: true } });
    const files = readdirSync(outDir).filter((f) => f.endsWith('.js'));
    assert.ok(files.includes('w3m-modal.js'), 'the entry keeps its name');
    const all = readCode(outDir, files);
    // A static import's specifier is a plain string (a template literal is a syntax error there), so a backtick after
    // `from` is text, such as viem's "Could not infer from `authorizationList`"; import() may take any of the three.
    const specifiers = [...all.matchAll(/(?:\bfrom\s*["']|\bimport\s*\(?\s*[`"'])([^`"'\s,:{}[\]]+)[`"']/g)].map((m) => m[1]);
    assert.ok(specifiers.length > 0);
    assert.deepEqual(specifiers.filter((s) => !s.startsWith('./')), [], 'every import is a chunk beside the importer');
    assert.ok(!all.includes('react.element') && !all.includes('react.transitional.element'), 'React is not bundled');

    const initial = readCode(outDir, staticGraph(outDir, ['w3m-modal.js']));
    assert.match(initial, /w3mModal/, 'the entry sets window.w3mModal');
    for (const [feature, marker] of Object.entries(FEATURE_MARKERS)) {
      assert.ok(all.includes(marker), `${feature} is built`);
      assert.ok(!initial.includes(marker), `${feature} is not in the initial files`);
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
});
