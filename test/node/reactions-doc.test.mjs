// Every reaction to a state change is a row of the loading table (src/features.ts) or the onMount of the store it
// serves. docs/architecture.md's "What happens when a wallet connects" prints them, written by
// `npm run docs:reactions`; it must be current, and every row and store must say what it watches and does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { ARCHITECTURE_DOC, TABLE_SOURCE, loadMountedStores, loadRows, renderArchitectureDoc } from '../../scripts/reactions-doc.mjs';

const rows = loadRows();
const stores = loadMountedStores();

test('docs/architecture.md lists the loading table\'s rows and the reacting stores as `npm run docs:reactions` writes them', () => {
  const page = readFileSync(ARCHITECTURE_DOC, 'utf8');
  assert.equal(page, renderArchitectureDoc(page, rows, stores), 'run `npm run docs:reactions`');
  const section = page.slice(page.indexOf('## What happens when a wallet connects'));
  for (const row of rows) assert.ok(section.includes(`| ${row.name} |`), `the section lists the row ${row.name}`);
  for (const store of stores) assert.ok(section.includes(`| \`${store.store}\` |`), `the section lists ${store.store}`);
});

test('the doc follows the table: a row added, renamed or moved is a stale page', () => {
  const page = readFileSync(ARCHITECTURE_DOC, 'utf8');
  const swapped = [rows[1], rows[0], ...rows.slice(2)];
  assert.notEqual(renderArchitectureDoc(page, swapped, stores), page);
  assert.notEqual(renderArchitectureDoc(page, [...rows, { ...rows[0], name: 'a new row' }], stores), page);
});

test('every row of the table is read, with its name, when it runs, what it watches and what it does', () => {
  const calls = readFileSync(TABLE_SOURCE, 'utf8').match(/^\s*(row\(\{|always\()/gm) ?? [];
  assert.equal(rows.length, calls.length, 'each `row({` and `always(` of src/features.ts is one row of ROWS');
  assert.ok(rows.length >= 15, `found ${rows.length} rows`);
  assert.equal(new Set(rows.map(row => row.name)).size, rows.length, 'row names are unique');
  for (const row of rows) {
    assert.ok(row.name && row.when, `${row.name}: name and when`);
    assert.ok(row.watches.length > 3, `${row.name} says what it watches (@watches)`);
    assert.ok(row.does.length > 10, `${row.name} says what it does (@does)`);
  }
  for (const name of ['connection events', 'modal follows the connection', 'recent wallets', 'account identity', 'Solana', 'sign-in (SIWX)']) {
    assert.ok(rows.some(row => row.name === name), `the table has ${name}`);
  }
});

test('every store with an onMount says what it watches and does', () => {
  assert.ok(stores.some(store => store.store === '$shownAccount'), 'the account tabs\' balances and activity');
  for (const store of stores) {
    assert.ok(store.watches.length > 3, `${store.store} (${store.file}) says what it watches (@watches)`);
    assert.ok(store.does.length > 10, `${store.store} (${store.file}) says what it does (@does)`);
  }
});
