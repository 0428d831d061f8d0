// Reads every message of the modal from the source: the English text beside each key (`msg('key', 'English')`)
// and the tables of lazy features (`registerMessages({ … })`), and the locale tables in src/locales/.
// test/node/locales.test.mjs checks the locales against it; `node scripts/messages.mjs` prints the English
// table (key → text) for a translator, `node scripts/messages.mjs ja` the keys the Japanese table lacks.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const SRC = join(root, 'src');
const LOCALES = join(SRC, 'locales');
/** The one file allowed to call `msg` with a key that is not written out: the definition of `registerMessages`. */
const MESSAGES_MODULE = join(SRC, 'core/messages.ts');

/** The `{placeholders}` of a text, sorted. */
export const placeholders = text => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map(m => m[1]))].sort();

function sourceFiles(dir) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter(file => file.endsWith('.ts') && !file.endsWith('.d.ts'))
    .map(file => join(dir, file))
    .filter(file => !file.startsWith(LOCALES));
}

/** The end (exclusive) of the bracketed expression that opens at `start`, skipping strings and comments. */
function closingBracket(text, start) {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (c === '/' && text[i + 1] === '/') i = text.indexOf('\n', i);
    else if (c === '/' && text[i + 1] === '*') i = text.indexOf('*/', i) + 1;
    else if (c === "'" || c === '"' || c === '`') {
      for (i++; i < text.length && text[i] !== c; i++) if (text[i] === '\\') i++;
    } else if (c === '{' || c === '(' || c === '[') depth++;
    else if (c === '}' || c === ')' || c === ']') {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  throw new Error(`unbalanced brackets from offset ${start}`);
}

/** The source with its comments blanked out (strings kept, so `'https://…'` survives). */
function withoutComments(text) {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '/' && (text[i + 1] === '/' || text[i + 1] === '*')) {
      const end = text[i + 1] === '/' ? text.indexOf('\n', i) : text.indexOf('*/', i) + 2;
      out += ' ';
      i = (end < i + 2 ? text.length : end) - 1;
    } else if (c === "'" || c === '"' || c === '`') {
      // A quote in a regular expression literal opens no string: ' and " strings end on their line.
      let j = i + 1;
      for (; j < text.length && text[j] !== c && (c === '`' || text[j] !== '\n'); j++) if (text[j] === '\\') j++;
      if (text[j] !== c) {
        out += c;
        continue;
      }
      out += text.slice(i, j + 1);
      i = j;
    } else out += c;
  }
  return out;
}

/** Evaluates a literal: a string, or an object literal of string values (comments allowed). */
function literal(source) {
  const value = new Function(`return (${source});`)();
  if (typeof value === 'string') return value;
  for (const [key, text] of Object.entries(value)) {
    if (typeof text !== 'string') throw new Error(`${key}: not a string`);
  }
  return value;
}

const STRING = String.raw`'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|\x60(?:[^\x60\\$]|\\.)*\x60`;
const MSG_CALL = new RegExp(String.raw`\bmsg\(\s*(${STRING})\s*,\s*(${STRING})`, 'g');

/**
 * Every message: `{ key: { english, placeholders, files } }`. Throws when a key has two different English
 * texts, or when a `msg(…)` call names its key or its English with anything but a literal (it could not be
 * read, so no locale could be checked against it).
 */
export function extractMessages() {
  const messages = {};
  const add = (key, english, file) => {
    const known = messages[key];
    if (known && known.english !== english) {
      throw new Error(`${key} has two English texts: "${known.english}" (${known.files[0]}) and "${english}" (${file})`);
    }
    if (known) known.files.push(file);
    else messages[key] = { english, placeholders: placeholders(english), files: [file] };
  };
  for (const path of sourceFiles(SRC)) {
    const text = withoutComments(readFileSync(path, 'utf8'));
    const file = relative(root, path);
    for (const match of text.matchAll(/\bregisterMessages(?:<[^>]*>)?\(\s*\{/g)) {
      const open = match.index + match[0].length - 1;
      const table = literal(text.slice(open, closingBracket(text, open)));
      for (const [key, english] of Object.entries(table)) add(key, english, file);
    }
    const calls = [...text.matchAll(/\bmsg\(/g)].length;
    const read = [...text.matchAll(MSG_CALL)];
    for (const [, key, english] of read) add(literal(key), literal(english), file);
    // Declarations (`function msg(`) and the call inside registerMessages are not messages.
    const declarations = path === MESSAGES_MODULE ? [...text.matchAll(/\bfunction msg\(|\bmsg\(key, defaults/g)].length : 0;
    if (read.length !== calls - declarations) throw new Error(`${file}: a msg() call whose key or English is not a literal`);
  }
  return messages;
}

/** One locale file's table (its `export default { … }`). */
function readTable(path) {
  const text = readFileSync(path, 'utf8');
  const start = text.indexOf('{', text.indexOf('export default'));
  return literal(text.slice(start, closingBracket(text, start)));
}

/**
 * The locale tables in src/locales/: `{ code: { key: text } }`, each language's two files merged (`<code>.ts`, the
 * modal's, and `wallet/<code>.ts`, the wallet flows'), as the locale table merges them.
 * @param {{ split?: boolean }} [options] `split`: `{ code: { modal, wallet } }` instead, each file's table apart.
 */
export function readLocales({ split = false } = {}) {
  const locales = {};
  for (const name of readdirSync(LOCALES).filter(file => file.endsWith('.ts') && file !== 'index.ts')) {
    const modal = readTable(join(LOCALES, name));
    const wallet = readTable(join(LOCALES, 'wallet', name));
    locales[name.replace(/\.ts$/, '')] = split ? { modal, wallet } : { ...modal, ...wallet };
  }
  return locales;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const messages = extractMessages();
  const code = process.argv[2];
  const table = code ? (readLocales()[code] ?? {}) : {};
  const wanted = Object.fromEntries(Object.entries(messages).filter(([key]) => !(key in table)).map(([key, m]) => [key, m.english]));
  console.log(JSON.stringify(wanted, null, 2));
}
