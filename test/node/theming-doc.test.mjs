// The public theme tokens have one list, THEME_TOKENS in src/core/theme-tokens.ts. docs/theming.md's token table and
// the `@cssprop` lines of the elements that read the tokens are written from it by `npm run docs:theming`; they must
// be current, and every entry must say what it does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { THEMING_DOC, cssPropFiles, loadThemeTokens, renderCssProps, renderThemingDoc } from '../../scripts/theming-doc.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SCRIPT = join(ROOT, 'scripts/theming-doc.mjs');
const tokens = await loadThemeTokens();
const files = cssPropFiles();

test('docs/theming.md\'s token table is what `npm run docs:theming` writes from the list', () => {
  const page = readFileSync(THEMING_DOC, 'utf8');
  assert.equal(page, renderThemingDoc(page, tokens), 'run `npm run docs:theming`');
  for (const token of tokens) assert.ok(page.includes(`| \`${token.name}\` |`), `docs/theming.md lists ${token.name}`);
});

test('the script finds every element whose styles start from themeHostStyles', () => {
  // Read here another way than the script does: the `static styles` lists that open with the token sheet.
  const readers = readdirSync(join(ROOT, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && /static override styles = \[\s*themeHostStyles\b/.test(readFileSync(join(ROOT, 'src', file), 'utf8')))
    .map((file) => join(ROOT, 'src', file));
  assert.ok(readers.length >= 4, `found ${readers.length} elements reading the tokens`);
  assert.deepEqual(readers.filter((file) => !files.includes(file)), [], 'elements the script would leave stale');
});

test('a stale @cssprop line is rewritten, and --check reads every element file', async () => {
  const source = readFileSync(files[0], 'utf8');
  const stale = source.replace(/(@cssprop --w3m-accent - ).*/, '$1Accent colour.');
  assert.notEqual(stale, source, `${files[0]} has an --w3m-accent line`);
  assert.equal(renderCssProps(stale, tokens), source);
  const { stdout } = await promisify(execFile)(process.execPath, [SCRIPT, '--check'], { cwd: ROOT });
  for (const file of [THEMING_DOC, ...files]) assert.match(stdout, new RegExp(`^${relative(ROOT, file)} is current$`, 'm'));
});

test('the elements whose host reads the tokens document each with @cssprop, as the list says', () => {
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    assert.equal(source, renderCssProps(source, tokens, file), `${file}: run \`npm run docs:theming\``);
    const documented = [...source.matchAll(/@cssprop (--w3m-[a-z0-9-]+)/g)].map((m) => m[1]);
    assert.deepEqual(documented, tokens.map((token) => token.name), file);
  }
});

test('every token of the list is a --w3m-* name with a doc comment, a known number rule and a safe default', () => {
  assert.ok(tokens.length >= 9, `found ${tokens.length} tokens`);
  for (const token of tokens) {
    assert.match(token.name, /^--w3m-[a-z0-9-]+$/);
    assert.ok(token.doc.length > 10, `${token.name} has a doc comment saying what it does`);
    assert.ok(token.number === undefined || token.number === 'percent' || token.number === 'integer', `${token.name}'s number rule`);
    if (token.default !== undefined) assert.doesNotMatch(token.default, /[;{}<>]/, `${token.name}'s default`);
  }
});
