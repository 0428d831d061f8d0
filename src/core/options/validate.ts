/**
 * A small structural validator for the options object, in the development build only (the options table,
 * table.ts, is built from these checks; the production build carries none of them). Each check throws an Error
 * naming the option, and says its type in words for docs/options.md.
 */
export interface Check {
  (value: unknown, path: string): void;
  /** The accepted type, as docs/options.md shows it. */
  readonly type: string;
}

export class OptionError extends Error {
  override name = 'OptionError';
}

const describe = (path: string): string => (path ? `\`${path}\`` : 'options');

function fail(path: string, expected: string): never {
  throw new OptionError(`Invalid option ${describe(path)}: expected ${expected}`);
}

const join = (path: string, key: string | number): string => (path ? `${path}.${key}` : String(key));

/**
 * A check and the type it accepts. This and every check builder below are marked free of side effects: the checks
 * the options table builds at load are dropped, with the table's `dev` columns, from the production build.
 */
export const check = /* @__NO_SIDE_EFFECTS__ */ (type: string, run: (value: unknown, path: string) => void): Check => Object.assign(run, { type });

export const optional = /* @__NO_SIDE_EFFECTS__ */ (inner: Check): Check =>
  check(inner.type, (value, path) => {
    if (value !== undefined) inner(value, path);
  });

const typeCheck = /* @__NO_SIDE_EFFECTS__ */ (type: 'boolean' | 'string' | 'number' | 'function'): Check =>
  check(type, (value, path) => {
    if (typeof value !== type) fail(path, type);
  });

export const bool = typeCheck('boolean');
export const str = typeCheck('string');
export const num = typeCheck('number');
export const fn = typeCheck('function');
export const unknownValue: Check = check('unknown', () => undefined);

export const oneOf = /* @__NO_SIDE_EFFECTS__ */ (...allowed: readonly unknown[]): Check =>
  check(allowed.map(v => JSON.stringify(v)).join(' | '), (value, path) => {
    if (!allowed.includes(value)) fail(path, `one of ${allowed.map(v => JSON.stringify(v)).join(', ')}`);
  });

export const arrayOf = /* @__NO_SIDE_EFFECTS__ */ (item: Check): Check =>
  check(item.type.includes(' ') ? `(${item.type})[]` : `${item.type}[]`, (value, path) => {
    if (!Array.isArray(value)) fail(path, 'an array');
    value.forEach((entry, index) => item(entry, join(path, index)));
  });

export const either = /* @__NO_SIDE_EFFECTS__ */ (first: Check, second: Check, expected: string): Check =>
  check(`${first.type} | ${second.type}`, (value, path) => {
    try {
      first(value, path);
    } catch {
      try {
        second(value, path);
      } catch {
        fail(path, expected);
      }
    }
  });

/** A string matching `pattern` (a URL, an origin), `expected` naming it in the error. */
export const matching = /* @__NO_SIDE_EFFECTS__ */ (pattern: RegExp, expected: string, type = 'string'): Check =>
  check(type, (value, path) => {
    if (typeof value !== 'string' || !pattern.test(value)) fail(path, expected);
  });

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An object with known keys; with `strict`, any other key is an error that names it. */
export const object = /* @__NO_SIDE_EFFECTS__ */ (shape: Record<string, Check>, { strict = true, type = 'object' } = {}): Check =>
  check(type, (value, path) => {
    if (!isPlainObject(value)) fail(path, 'an object');
    if (strict) {
      const unknown = Object.keys(value).filter(key => !(key in shape));
      if (unknown.length > 0) throw new OptionError(`Unknown option ${unknown.map(key => describe(join(path, key))).join(', ')}`);
    }
    for (const [key, inner] of Object.entries(shape)) inner(value[key], join(path, key));
  });

/** A record whose keys pass `key` and whose values pass `item`. */
export const record = /* @__NO_SIDE_EFFECTS__ */ (key: Check, item: Check): Check =>
  check(`Record<${key.type}, ${item.type}>`, (value, path) => {
    if (!isPlainObject(value)) fail(path, 'an object');
    for (const [name, entry] of Object.entries(value)) {
      key(name, join(path, name));
      item(entry, join(path, name));
    }
  });
