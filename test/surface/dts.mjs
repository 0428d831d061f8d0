// A small reader for the parts of AppKit 1.7.4's published declarations the surface test needs: member names of
// classes, interfaces and object types. The `typescript` devDependency is the native TS 7 compiler (no JS API), so
// the text is read here: comments and strings are blanked, then bodies are found by matching brackets.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The root of `appkit-1.7.4` (the alias of @reown/appkit@1.7.4). */
export const appKitRoot = fileURLToPath(new URL('../../node_modules/appkit-1.7.4', import.meta.url));

/** A sibling package (`@reown/appkit-controllers`, …) as 1.7.4 resolves it: nested first, then hoisted. */
export function packageRoot(name) {
  for (const base of [join(appKitRoot, 'node_modules'), join(appKitRoot, '..')]) {
    const dir = join(base, name);
    if (existsSync(join(dir, 'package.json'))) return dir;
  }
  throw new Error(`${name} not found beside appkit-1.7.4`);
}

/** Comments and string contents replaced by spaces, so brackets inside them never count. */
export function stripped(text) {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end < 0 ? text.length : end + 2;
      out += text.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop - 1;
    } else if (c === '/' && text[i + 1] === '/') {
      const end = text.indexOf('\n', i);
      const stop = end < 0 ? text.length : end;
      out += ' '.repeat(stop - i);
      i = stop - 1;
    } else if (c === '"' || c === "'" || c === '`') {
      let j = i + 1;
      while (j < text.length && text[j] !== c) j += text[j] === '\\' ? 2 : 1;
      // Keep the quotes and the text: string literal types (event names, views) are read from them.
      out += text.slice(i, j + 1).replace(/[{}()[\];]/g, ' ');
      i = j;
    } else out += c;
  }
  return out;
}

export function readDts(file) {
  return stripped(readFileSync(file, 'utf8'));
}

const OPEN = { '{': '}', '(': ')', '[': ']' };

/** The text between the bracket at `start` and its partner. */
export function matched(text, start) {
  const stack = [];
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (OPEN[c]) stack.push(OPEN[c]);
    else if (c === '}' || c === ')' || c === ']') {
      if (stack.pop() !== c) throw new Error(`unbalanced ${c} at ${i}`);
      if (stack.length === 0) return text.slice(start + 1, i);
    }
  }
  throw new Error('unterminated bracket');
}

/** The body (`{…}`) of the first declaration matching `header` (a RegExp). */
export function bodyOf(text, header) {
  const match = header.exec(text);
  if (!match) throw new Error(`declaration ${header} not found`);
  const open = text.indexOf('{', match.index + match[0].length - 1);
  return matched(text, open);
}

/** Splits a body into its top-level members (at `;` or `,` outside any bracket). */
export function members(body) {
  const parts = [];
  let depth = 0;
  let current = '';
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (OPEN[c]) depth++;
    else if (c === '}' || c === ')' || c === ']') depth--;
    if (depth === 0 && (c === ';' || c === ',')) {
      parts.push(current.trim());
      current = '';
    } else current += c;
  }
  if (current.trim()) parts.push(current.trim());
  return parts.filter(Boolean);
}

const MEMBER = /^(?:(private|protected|public)\s+)?(?:(static)\s+)?(?:(abstract)\s+)?(?:(readonly)\s+)?(?:(?:get|set|async)\s+)?(['"]?)([A-Za-z_$][\w$-]*)\5\s*(\?)?\s*[:(<]/;

/** Members of a body: `{ name, visibility, isStatic }`; index signatures and constructors are left out. */
export function memberList(body) {
  return members(body)
    .map(text => {
      // `{ name, … }`: a shorthand property.
      if (/^[A-Za-z_$][\w$]*$/.test(text)) return { name: text, visibility: 'public', isStatic: false, optional: false, text };
      const m = MEMBER.exec(text);
      if (!m) return undefined;
      return { name: m[6], visibility: m[1] ?? 'public', isStatic: m[2] === 'static', optional: m[7] === '?', text };
    })
    .filter(m => m && m.name !== 'constructor');
}

/** Names of the public members of a body. */
export function publicNames(body) {
  return memberList(body).filter(m => m.visibility === 'public').map(m => m.name);
}

/** The string literals of a union type's text (`'a' | 'b'`). */
export function literals(text) {
  return [...text.matchAll(/'([^']*)'|"([^"]*)"/g)].map(m => m[1] ?? m[2]);
}

const EXPORT_NAMES = /export\s+(?:declare\s+)?(?:async\s+)?(?:function\*?|const|let|var|class|abstract\s+class|enum)\s+([A-Za-z_$][\w$]*)/g;

/**
 * The value names a module exports (not its type-only exports), following `export *` into relative modules
 * (`resolve(from, specifier)` gives the file to read, or `undefined` for a package, whose names `external` gives).
 */
export function exportedValues(file, { resolve, external = () => [] }, seen = new Set()) {
  if (seen.has(file)) return new Set();
  seen.add(file);
  const text = stripped(readFileSync(file, 'utf8')).replace(/\s+/g, ' ');
  const names = new Set([...text.matchAll(EXPORT_NAMES)].map(m => m[1]));
  for (const m of text.matchAll(/export \{([^}]*)\}/g)) {
    for (const part of m[1].split(',')) {
      const item = part.trim();
      if (!item || item.startsWith('type ')) continue;
      names.add(item.split(/ as /).pop().trim());
    }
  }
  for (const m of text.matchAll(/export \* from '([^']+)'/g)) {
    const target = resolve(file, m[1]);
    const more = target ? exportedValues(target, { resolve, external }, seen) : external(m[1]);
    for (const name of more) names.add(name);
  }
  return names;
}

/** The whole text of a type declaration (`export type X = …;`), up to its `;` outside any bracket. */
export function declarationText(text, header) {
  const match = header.exec(text);
  if (!match) throw new Error(`declaration ${header} not found`);
  let depth = 0;
  for (let i = match.index + match[0].length; i < text.length; i++) {
    const c = text[i];
    if (OPEN[c]) depth++;
    else if (c === '}' || c === ')' || c === ']') depth--;
    else if (c === ';' && depth === 0) return text.slice(match.index + match[0].length, i);
  }
  throw new Error('unterminated declaration');
}
