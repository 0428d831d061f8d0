// Every locale speaks every message: the keys, English texts and placeholders are read from the source
// (`msg('key', 'English')` beside each use, `registerMessages({ … })` tables of lazy features), and each table in
// src/locales/ must have exactly those keys, each with exactly the English text's placeholders.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { extractMessages, placeholders, readLocales } from '../../scripts/messages.mjs';

const messages = extractMessages();
const locales = readLocales();
const localeTable = readFileSync(fileURLToPath(new URL('../../src/locales/index.ts', import.meta.url)), 'utf8');
const localeType = readFileSync(fileURLToPath(new URL('../../src/core/locale/store.ts', import.meta.url)), 'utf8');

/** The languages RainbowKit ships (by language, not region), which the issue asks to cover at least. */
const RAINBOWKIT_LANGUAGES = ['ar', 'de', 'en', 'es', 'fr', 'hi', 'id', 'ja', 'ko', 'ms', 'pt', 'ru', 'th', 'tr', 'uk', 'vi', 'zh'];

test('the source has its messages, each key with one English text', () => {
  assert.ok(Object.keys(messages).length > 150, `only ${Object.keys(messages).length} messages were found`);
  // Spot checks of both kinds of source: an inline text on the initial path, and a lazy feature's table.
  assert.equal(messages['button.connect']?.english, 'Connect Wallet');
  assert.deepEqual(messages['button.account']?.placeholders, ['address', 'balance']);
  assert.equal(messages['siwx.sign']?.english, 'Sign');
});

test('every key is in a namespace setMessages accepts, so a host can reword any message', () => {
  const source = readFileSync(fileURLToPath(new URL('../../src/core/messages.ts', import.meta.url)), 'utf8');
  const list = /MESSAGE_NAMESPACES = \[([^\]]*)\]/.exec(source)?.[1];
  assert.ok(list, 'src/core/messages.ts declares MESSAGE_NAMESPACES');
  const namespaces = [...list.matchAll(/'(\w+)'/g)].map(match => match[1]);
  const outside = Object.keys(messages).filter(key => !namespaces.includes(key.split('.')[0]));
  assert.deepEqual(outside, [], 'keys setMessages would refuse as unknown');
});

test('at least 20 locales, English included, covering every language RainbowKit ships', () => {
  const codes = ['en', ...Object.keys(locales)];
  assert.ok(codes.length >= 20, `${codes.length} locales`);
  for (const language of RAINBOWKIT_LANGUAGES) assert.ok(codes.includes(language), `missing ${language}`);
});

for (const [code, table] of Object.entries(locales)) {
  test(`${code}: every key, no other key, the same placeholders, no English left untranslated by mistake`, () => {
    const missing = Object.keys(messages).filter(key => !(key in table));
    const extra = Object.keys(table).filter(key => !(key in messages));
    assert.deepEqual(missing, [], `${code} lacks keys`);
    assert.deepEqual(extra, [], `${code} has keys no source uses`);
    for (const [key, text] of Object.entries(table)) {
      assert.ok(text.trim().length > 0, `${code} ${key} is empty`);
      assert.deepEqual(placeholders(text), messages[key].placeholders, `${code} ${key}: "${text}"`);
    }
    // Brand names and a few loan words stay as in English; most sentences must not.
    const same = Object.keys(messages).filter(key => table[key] === messages[key].english && messages[key].english.includes(' '));
    assert.ok(same.length <= 8, `${code} keeps ${same.length} English sentences: ${same.join(', ')}`);
  });
}

test('each locale file has its row in the locale table and its code in the Locale type', () => {
  for (const code of Object.keys(locales)) {
    assert.match(localeTable, new RegExp(`'?${code}'?: \\(\\) => both\\(import\\('./${code}\\.js'\\), import\\('./wallet/${code}\\.js'\\)\\)`), `${code} is not loaded by src/locales/index.ts`);
    assert.match(localeType, new RegExp(`'${code}'`), `${code} is not in the Locale type`);
  }
  const rows = [...localeTable.matchAll(/import\('\.\/([\w-]+)\.js'\)/g)].map(m => m[1]);
  assert.deepEqual(rows.sort(), Object.keys(locales).sort(), 'the locale table lists exactly the locale files');
});

test("each language's wallet file holds the wallet flows' messages, and only those", () => {
  const walletKey = (/** @type {string} */ key) => /^(data\.send|data\.swaps|data\.onramp|swap|onramp|receive|walletActions)\./.test(key);
  for (const [code, { modal, wallet }] of Object.entries(readLocales({ split: true }))) {
    assert.deepEqual(Object.keys(modal).filter(walletKey), [], `src/locales/${code}.ts holds wallet-flow keys`);
    assert.deepEqual(Object.keys(wallet).filter((key) => !walletKey(key)), [], `src/locales/wallet/${code}.ts holds other keys`);
  }
});
