// Core's slices form a checked order (.dependency-cruiser.cjs, SLICE_ORDER; docs/architecture.md, "Slices"): every
// folder of src/core has its place in it, and a slice that imports one above it (two slices importing each other
// both ways, so neither is below) fails the layering step by the rule's name. There are no exceptions.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { mkdtempSync, mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ROOT, checkLayers } from '../../scripts/layers-check.mjs';

const config = createRequire(import.meta.url)(join(ROOT, '.dependency-cruiser.cjs'));
const orderRules = config.forbidden.filter(rule => rule.name === 'core-slices-in-order');

/** The slices the order rules name, as `from` (every slice but the top one) or as `to` (every slice but the bottom). */
function orderedSlices() {
  const names = new Set();
  for (const rule of orderRules) {
    for (const path of [rule.from.path, rule.to.path]) {
      const [, list] = /^\^src\/core\/\(?([^)/]+)\)?\/$/.exec(path) ?? [];
      list?.split('|').forEach(name => names.add(name));
    }
  }
  return names;
}

test('every folder of src/core has its place in the slice order', () => {
  const folders = readdirSync(join(ROOT, 'src/core'), { withFileTypes: true }).filter(e => e.isDirectory()).map(e => e.name);
  const ordered = orderedSlices();
  assert.deepEqual(folders.filter(name => !ordered.has(name)), [], 'add the slice to SLICE_ORDER in .dependency-cruiser.cjs');
  assert.ok(folders.length > 10 && orderRules.length === ordered.size - 1);
});

const TREE = {
  // connection is below modal: the modal reading an account is an arrow down; the connection reading the modal is one
  // up, and the two slices would import each other both ways.
  'src/core/connection/account.ts': 'export const $account = 1;\n',
  'src/core/connection/connect.ts': "import { $modal } from '../modal/store.js';\nexport const connect = () => $modal;\n",
  'src/core/modal/store.ts': "import { $account } from '../connection/account.js';\nexport const $modal = { $account };\n",
  // options is below network: the network reading the options is an arrow down; the options normalising a network
  // with the network slice's code is one up (that code is a shared file below every slice, src/core/networks.ts).
  'src/core/network/actions.ts': "import { $options } from '../options/store.js';\nexport const act = () => $options;\n",
  'src/core/network/networks.ts': 'export const normalizeNetwork = 1;\n',
  'src/core/options/store.ts': 'export const $options = 1;\n',
  'src/core/options/options.ts': "import { normalizeNetwork } from '../network/networks.js';\nexport const resolve = () => normalizeNetwork;\n",
};

test('a slice importing one above it fails by name; arrows down pass', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'w3m-slice-order-'));
  try {
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
    for (const [file, text] of Object.entries(TREE)) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), text);
    }
    const { violations, exitCode, report } = await checkLayers(dir);
    const found = [...new Set(violations.map(v => `${v.rule}: ${v.from} → ${v.to}`))].sort();
    assert.deepEqual(
      found,
      [
        'core-slices-in-order: src/core/connection/connect.ts → src/core/modal/store.ts',
        'core-slices-in-order: src/core/options/options.ts → src/core/network/networks.ts',
      ],
      report,
    );
    assert.notEqual(exitCode, 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
