// The layering rules (.dependency-cruiser.cjs) hold for the repository, and each one fires on a small tree
// that breaks it, so a rule that silently matches nothing cannot pass for a kept one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ROOT, checkLayers } from '../../scripts/layers-check.mjs';

test('the repository keeps every layering rule', async () => {
  const { violations, report } = await checkLayers();
  assert.deepEqual(violations, [], report);
});

/** A tree where each file named in `files` breaks one rule, or (the ones marked allowed) breaks none. */
const BROKEN = {
  'src/core/index.ts': "export * from './a/index.js';\nexport * from './stray.js';\n",
  'src/core/stray.ts': 'export const stray = 1;\n',
  'src/core/a/index.ts': "export * from './store.js';\nexport * from './actions.js';\n",
  'src/core/a/store.ts': "import { act } from './actions.js';\nexport const store = { act };\n",
  'src/core/a/actions.ts': "import { store } from './store.js';\nimport { LitElement } from 'lit';\nexport const act = () => [store, LitElement];\n",
  'src/components/wui-part.ts': "import { atom } from 'nanostores';\nexport const part = atom(0);\n",
  'src/modal/m.ts': "import { store } from '../core/a/store.js';\nimport { act } from '../core/a/index.js';\nexport const m = [store, act];\n",
  'src/views/v.ts': "export const load = () => import('../core/a/index.js');\n",
  'src/features.ts': "export const rows = { a: () => import('./core/a/actions.js') };\n",
  'src/core/connection/writes.ts': 'export const patchAccount = () => undefined;\n',
  'src/core/connection/actions.ts': "import { patchAccount } from './writes.js';\nexport const act = patchAccount;\n",
  'src/core/b/balance.ts': "import { patchAccount } from '../connection/writes.js';\nexport const b = patchAccount;\n",
};

test('each rule fails a tree that breaks it, by name, and lets the allowed imports pass', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'w3m-layers-'));
  try {
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
    for (const [file, text] of Object.entries(BROKEN)) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), text);
    }
    const { violations, exitCode, report } = await checkLayers(dir);
    const found = [...new Set(violations.map(v => `${v.rule}: ${v.from} → ${v.to.replace(/^.*node_modules\//, 'node_modules/')}`))].sort();
    assert.deepEqual(found, [
      'components-read-no-stores: src/components/wui-part.ts → node_modules/nanostores/index.js',
      'connection-writes-stay-in-slice: src/core/b/balance.ts → src/core/connection/writes.ts',
      'core-imports-no-upper-layer: src/core/a/actions.ts → node_modules/lit/index.js',
      'core-loose-files-are-shared-utilities: src/core/index.ts → src/core/stray.ts',
      'import-only-in-loading-tables: src/views/v.ts → src/core/a/index.ts',
      'no-circular: src/core/a/actions.ts → src/core/a/store.ts',
      'slice-only-through-index: src/modal/m.ts → src/core/a/store.ts',
    ], report);
    assert.notEqual(exitCode, 0);
    assert.match(report, /error slice-only-through-index: src\/modal\/m\.ts → src\/core\/a\/store\.ts/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
