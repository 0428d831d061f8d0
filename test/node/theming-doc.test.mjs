// The public theme tokens have one list, THEME_TOKENS in src/core/modal/theme-tokens.ts. docs/theming.md's token table and
// the `@cssprop` lines of the elements that read the tokens are written from it by `npm run docs:theming`; they must
// be current, and every entry must say what it does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { CSS_PROP_FILES, THEMING_DOC, loadThemeTokens, renderCssProps, renderThemingDoc } from '../../scripts/theming-doc.mjs';

const tokens = await loadThemeTokens();

test('docs/theming.md\'s token table is what `npm run docs:theming` writes from the list', () => {
  const page = readFileSync(THEMING_DOC, 'utf8');
  assert.equal(page, renderThemingDoc(page, tokens), 'run `npm run docs:theming`');
  for (const token of tokens) assert.ok(page.includes(`| \`${token.name}\` |`), `docs/theming.md lists ${token.name}`);
});

test('the elements whose host reads the tokens document each with @cssprop, as the list says', () => {
  for (const file of CSS_PROP_FILES) {
    const source = readFileSync(file, 'utf8');
    assert.equal(source, renderCssProps(source, tokens), `${file}: run \`npm run docs:theming\``);
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
