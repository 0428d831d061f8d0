// docs/options.md is generated from the options table (src/core/options/table.ts, features-table.ts) by
// `npm run docs:options`; it must be current, and say each column for every option.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { OPTIONS_DOC, loadOptionsTable, renderOptionsDoc } from '../../scripts/options-doc.mjs';

const table = await loadOptionsTable();

test('docs/options.md is what `npm run docs:options` writes from the options table', () => {
  assert.equal(readFileSync(OPTIONS_DOC, 'utf8'), renderOptionsDoc(table), 'run `npm run docs:options`');
});

test('every row names its type, says what it does, and one not built here says what happens instead', () => {
  for (const [name, row] of [...Object.entries(table.options), ...Object.entries(table.features).map(([key, row]) => [`features.${key}`, row])]) {
    assert.ok(row.check.type && row.check.type !== 'unknown', `${name} has a type`);
    assert.ok(row.does.length > 5, `${name} says what it does`);
    if (row.built === false || row.built === 'partly') assert.ok(row.instead, `${name} says what happens instead`);
    if (row.instead) assert.ok(row.built === false || row.built === 'partly', `${name} is marked not (fully) built`);
  }
});
