#!/usr/bin/env node
// `npm run docs:reactions`: writes, from the loading table (the `ROWS` of src/features.ts) and the stores that react
// while they are read (`onMount` in src/), the answer to "what happens when a wallet connects" in docs/architecture.md
// (between its `reactions` markers). A row's name, `when`, `reads` and `load` come from its code (`always(...)` is a
// row whatever the options), what it watches and does from its `@watches` / `@does` comment (comments stay out of the
// build). test/node/reactions-doc.test.mjs fails while the page is stale or a row says nothing.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const ARCHITECTURE_DOC = join(ROOT, 'docs/architecture.md');
export const TABLE_SOURCE = join(ROOT, 'src/features.ts');
export const START = '<!-- reactions:start: written by `npm run docs:reactions` from src/features.ts and the stores\' onMount -->';
export const END = '<!-- reactions:end -->';

/** The end of the string or template literal opening at `at` (the table's templates hold no `${}` with a backtick). */
function stringEnd(text, at) {
  for (let i = at + 1; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === text[at]) return i;
  }
  throw new Error('an unterminated string');
}

/**
 * The comma-separated items of the bracketed list opening at `open` (an array or an object literal), each with the
 * comments written before it at the list's own level. Strings, comments and nested brackets are skipped whole.
 */
function listItems(text, open) {
  const items = [];
  let depth = 0;
  let comments = [];
  // Where the current item's code begins, after the comments before it.
  let code;
  const push = end => {
    if (code !== undefined) items.push({ text: text.slice(code, end).trim(), comments });
    comments = [];
    code = undefined;
  };
  for (let i = open + 1; i < text.length; i++) {
    const c = text[i];
    if (depth === 0 && code === undefined && !/\s|,|\/|[)\]}]/.test(c)) code = i;
    if (c === '/' && (text[i + 1] === '/' || text[i + 1] === '*')) {
      const end = text[i + 1] === '/' ? text.indexOf('\n', i) : text.indexOf('*/', i) + 2;
      if (depth === 0) comments.push(text.slice(i, end));
      i = end - 1;
    } else if (c === "'" || c === '"' || c === '`') i = stringEnd(text, i);
    else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c) && depth-- === 0) {
      push(i);
      return items;
    } else if (c === ',' && depth === 0) push(i);
  }
  throw new Error('an unclosed list');
}

/** The `@watches` and `@does` of the last doc comment (`/** … *\/`) among `comments`. */
function tags(comments) {
  const doc = comments.filter(comment => comment.startsWith('/**')).at(-1) ?? '';
  const body = doc.replace(/^\/\*\*|\*\/$/g, '').replace(/^\s*\* ?/gm, '');
  const tag = name => body.match(new RegExp(`@${name}\\s+([\\s\\S]*?)(?=\\s@(?:watches|does)\\b|$)`))?.[1].replace(/\s+/g, ' ').trim() ?? '';
  return { watches: tag('watches'), does: tag('does') };
}

/** Each row of `ROWS`, in table order: its name, when it runs, what restarts it, whether it is lazy, and its comment. */
export function loadRows(file = TABLE_SOURCE) {
  const text = readFileSync(file, 'utf8');
  const table = text.match(/\bconst ROWS\b[^=]*=\s*\[/);
  if (!table) throw new Error(`${relative(ROOT, file)}: no \`const ROWS = [...]\``);
  return listItems(text, table.index + table[0].length - 1).map(({ text: row, comments }) => {
    // `always(name, setup, load?)`: a row whatever the options.
    if (row.startsWith('always(')) {
      const [name, , load] = listItems(row, 'always'.length).map(item => item.text);
      return { name: name.replace(/^'|'$/g, ''), when: 'always', reads: '', lazy: load !== undefined, ...tags(comments) };
    }
    const open = row.match(/^row\(\{/);
    if (!open) throw new Error(`${relative(ROOT, file)}: a row that is neither \`row({ ... })\` nor \`always(...)\`: ${row.slice(0, 60)}`);
    const properties = Object.fromEntries(
      listItems(row, open[0].length - 1).map(({ text: entry }) => {
        const colon = entry.indexOf(':');
        return [entry.slice(0, colon).trim(), entry.slice(colon + 1).trim().replace(/\s+/g, ' ')];
      }),
    );
    const when = (properties.when ?? '').replace(/^(\(\)|\w+) => /, '');
    return {
      name: (properties.name ?? '').replace(/^'|'$/g, ''),
      when: when === 'true' ? 'always' : when,
      reads: properties.reads === '[]' ? '' : (properties.reads ?? ''),
      lazy: 'load' in properties,
      ...tags(comments),
    };
  });
}

const sourceFiles = dir =>
  readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(path) : entry.name.endsWith('.ts') ? [path] : [];
  });

/** Every store of src/ with an `onMount`: its name, file, and the `@watches` / `@does` of its declaration. */
export function loadMountedStores(dir = join(ROOT, 'src')) {
  const stores = [];
  for (const file of sourceFiles(dir).sort()) {
    const text = readFileSync(file, 'utf8');
    for (const [, store] of text.matchAll(/\bonMount\(\s*(\$\w+)/g)) {
      const declaration = [...text.matchAll(/(\/\*\*(?:(?!\*\/)[\s\S])*\*\/)\s*export const (\$\w+)\b/g)].find(match => match[2] === store);
      stores.push({ store, file: relative(ROOT, file), ...tags(declaration ? [declaration[1]] : []) });
    }
  }
  return stores;
}

const cell = text => String(text).replaceAll('|', '\\|');
const code = text => (text ? `\`${text}\`` : '');

/** The two tables, as `npm run docs:reactions` writes them between the markers. */
export function renderReactions(rows, stores) {
  const lines = ['| # | row | runs when (its options) | watches | does |', '|---|---|---|---|---|'];
  rows.forEach((row, index) => {
    const when = [row.when === 'always' ? 'always' : code(row.when), row.lazy ? 'its code fetched then' : '', row.reads ? `started again when ${code(row.reads)} change` : '']
      .filter(Boolean)
      .join('; ');
    lines.push(`| ${index + 1} | ${cell(row.name)} | ${cell(when)} | ${cell(row.watches)} | ${cell(row.does)} |`);
  });
  lines.push('', 'Stores that react while an element reads them (their `onMount`, stopped a second after the last reader leaves):', '');
  lines.push('| store | file | watches | does |', '|---|---|---|---|');
  for (const store of stores) lines.push(`| \`${store.store}\` | \`${store.file}\` | ${cell(store.watches)} | ${cell(store.does)} |`);
  return lines.join('\n');
}

/** The page with its tables replaced; throws when the markers are missing. */
export function renderArchitectureDoc(page, rows, stores) {
  const start = page.indexOf(START);
  const end = page.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/architecture.md: the markers ${START} … ${END} are missing`);
  return `${page.slice(0, start + START.length)}\n${renderReactions(rows, stores)}\n${page.slice(end)}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const before = readFileSync(ARCHITECTURE_DOC, 'utf8');
  const after = renderArchitectureDoc(before, loadRows(), loadMountedStores());
  writeFileSync(ARCHITECTURE_DOC, after);
  console.log(`docs/architecture.md ${before === after ? 'is current' : 'written'}`);
}
