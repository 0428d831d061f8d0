// Kit state belongs to the kit (docs/architecture.md, "The composition root" and "What outlives destroyAppKit"):
// no module fills a slot as it is imported, and module-level state either ends with the kit's session
// (`onSessionEnd`, `sessionAtom`, `sessionMap`) or is one of the deliberate survivors the docs list.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DOC = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');

function sources(dir) {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap(entry => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative(ROOT, join(ROOT, path))] : [];
  });
}

const FILES = [...sources('src'), ...sources('react')].map(file => ({ file, text: readFileSync(join(ROOT, file), 'utf8') }));

/** Module-level mutable state: a top-level `let`, or a top-level collection that is not a named constant table. */
const STATE = /^(?:let \w+|const (?![A-Z][A-Z0-9_]* )\w+(?::[^=]+)? = new (?:Map|Set|WeakMap|WeakSet)\b)/m;
const ENDS_WITH_SESSION = /\bonSessionEnd\(/;

/** The files the docs list as deliberate survivors: the first column of the table under "What outlives destroyAppKit". */
function listedSurvivors() {
  const section = DOC.split('## What outlives destroyAppKit')[1]?.split('\n## ')[0];
  assert.ok(section, 'docs/architecture.md has a section "What outlives destroyAppKit"');
  const rows = section.split('\n').filter(line => line.startsWith('| `'));
  return new Set(rows.flatMap(row => [...row.split('|')[1].matchAll(/`([^`]+)`/g)].map(match => match[1])));
}

test('no module fills a registration slot as it is imported: the composition root calls them', () => {
  const slot = /^(?:provide\w+|setSdkBinding)\(/m;
  const filled = FILES.filter(({ text }) => slot.test(text)).map(({ file }) => file);
  assert.deepEqual(filled, [], 'a top-level call fills a slot; call it from src/root.ts (or a function the root calls)');
});

test('module-level state ends with the kit, or is a deliberate survivor listed in docs/architecture.md', () => {
  const listed = listedSurvivors();
  const unowned = FILES.filter(({ file, text }) => STATE.test(text) && !ENDS_WITH_SESSION.test(text) && !listed.has(file)).map(({ file }) => file);
  assert.deepEqual(unowned, [], 'register its reset with onSessionEnd, or list it (and why) under "What outlives destroyAppKit"');
});

test('every survivor the docs list is a file that still holds module-level state', () => {
  const stale = [...listedSurvivors()].filter(file => !file.startsWith('w3m:')).filter(file => {
    const found = FILES.find(source => source.file === file);
    return !found || !STATE.test(found.text);
  });
  assert.deepEqual(stale, [], 'the list names a file without module-level state: take it out of docs/architecture.md');
});
