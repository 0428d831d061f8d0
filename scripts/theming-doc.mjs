#!/usr/bin/env node
// `npm run docs:theming`: writes, from the list of public theme tokens (THEME_TOKENS in src/core/theme-tokens.ts),
// the token table of docs/theming.md (between its `theme-tokens` markers) and the `@cssprop` lines of the elements
// whose host reads the tokens (cssPropFiles(); the custom elements manifest and Storybook's docs read those). Each
// row's default and number rule come from the entry, its text from the entry's doc comment (the same comment the
// `ThemeVariables` type shows in an editor). `--check` writes nothing and exits 1 naming each stale file;
// test/node/theming-doc.test.mjs fails while any is stale.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const THEMING_DOC = join(ROOT, 'docs/theming.md');
export const TOKENS_SOURCE = join(ROOT, 'src/core/theme-tokens.ts');

/**
 * The element files (a `@tagname` in their JSDoc) whose source names `themeHostStyles`, the sheet that reads every
 * public token on the host: their JSDoc lists each token. The same rule as test/storybook/docs.test.mjs's `@cssprop`
 * test; a subclass of one (`<appkit-button>`) inherits the lines in the manifest and carries none of its own.
 */
export function cssPropFiles() {
  return readdirSync(join(ROOT, 'src'), { recursive: true, encoding: 'utf8' })
    .filter(file => file.endsWith('.ts'))
    .sort()
    .map(file => join(ROOT, 'src', file))
    .filter(file => {
      const source = readFileSync(file, 'utf8');
      return source.includes('themeHostStyles') && /^ \* @tagname /m.test(source);
    });
}
export const START = '<!-- theme-tokens:start: written by `npm run docs:theming` from src/core/theme-tokens.ts -->';
export const END = '<!-- theme-tokens:end -->';

/** Each entry of THEME_TOKENS, in order, with its doc comment (one line). */
export async function loadThemeTokens() {
  const { module } = await runnerImport(TOKENS_SOURCE, { configFile: false, logLevel: 'silent' });
  // The comment right above each `'--w3m-…':` key of the list (the list file keeps its entries that plain).
  const docs = new Map();
  for (const [, comment, name] of readFileSync(TOKENS_SOURCE, 'utf8').matchAll(/\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*'(--w3m-[a-z0-9-]+)':/g)) {
    docs.set(name, comment.replace(/^\s*\* ?/gm, '').replace(/\s+/g, ' ').trim());
  }
  return Object.entries(module.THEME_TOKENS).map(([name, spec]) => ({ name, ...spec, doc: docs.get(name) ?? '' }));
}

const cell = text => String(text).replaceAll('|', '\\|');
const NUMBER = { percent: 'yes: `20` is `20%` (0..100)', integer: 'yes: an integer' };

/** The table, as `npm run docs:theming` writes it between the markers. */
export function renderTokenTable(tokens) {
  const lines = ['| token | default | a number? | what it does |', '|---|---|---|---|'];
  for (const token of tokens) {
    const fallback = token.default === undefined ? 'unset' : `\`${token.default}\``;
    lines.push(`| \`${token.name}\` | ${cell(fallback)} | ${token.number ? NUMBER[token.number] : 'no'} | ${cell(token.doc)} |`);
  }
  return lines.join('\n');
}

/** The page with its table replaced; throws when the markers are missing. */
export function renderThemingDoc(page, tokens) {
  const start = page.indexOf(START);
  const end = page.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/theming.md: the markers ${START} … ${END} are missing`);
  return `${page.slice(0, start + START.length)}\n${renderTokenTable(tokens)}\n${page.slice(end)}`;
}

/** A token's `@cssprop` line: its doc's first sentence and a short default (the font stack's is the table's). */
function cssPropLine(token) {
  const sentence = token.doc.match(/^.*?\.(?=\s|$)/)?.[0] ?? token.doc;
  const fallback = token.default !== undefined && token.default.length <= 24 ? ` Default \`${token.default}\`.` : '';
  return ` * @cssprop ${token.name} - ${sentence}${fallback}`;
}

/** An element's source with its run of `@cssprop --w3m-*` lines replaced; throws when it has none. */
export function renderCssProps(source, tokens, file = 'the element') {
  const run = /(?:^ \* @cssprop --w3m-.*\n)+/m;
  if (!run.test(source)) throw new Error(`${file} has no \`@cssprop --w3m-*\` lines to replace: give its JSDoc one, then run \`npm run docs:theming\``);
  return source.replace(run, `${tokens.map(cssPropLine).join('\n')}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  const tokens = await loadThemeTokens();
  const stale = [];
  const write = (file, render) => {
    const before = readFileSync(file, 'utf8');
    const text = render(before);
    const current = before === text;
    if (!current) stale.push(relative(ROOT, file));
    if (!check && !current) writeFileSync(file, text);
    console.log(`${relative(ROOT, file)} ${current ? 'is current' : check ? 'is stale' : 'written'}`);
  };
  write(THEMING_DOC, page => renderThemingDoc(page, tokens));
  for (const file of cssPropFiles()) write(file, source => renderCssProps(source, tokens, relative(ROOT, file)));
  if (check && stale.length > 0) {
    console.error(`stale: ${stale.join(', ')}; run \`npm run docs:theming\``);
    process.exitCode = 1;
  }
}
