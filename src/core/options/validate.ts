/**
 * A tiny structural validator for the options object. Options are checked on the initial path, where a
 * schema library would cost about a fifth of the size budget. Each check throws an Error naming the option.
 */
export type Check = (value: unknown, path: string) => void;

export class OptionError extends Error {
  override name = 'OptionError';
}

const describe = (path: string): string => (path ? `\`${path}\`` : 'options');

function fail(path: string, expected: string): never {
  throw new OptionError(`Invalid option ${describe(path)}: expected ${expected}`);
}

const join = (path: string, key: string | number): string => (path ? `${path}.${key}` : String(key));

export const optional =
  (check: Check): Check =>
  (value, path) => {
    if (value !== undefined) check(value, path);
  };

const typeCheck =
  (type: 'boolean' | 'string' | 'function'): Check =>
  (value, path) => {
    if (typeof value !== type) fail(path, type);
  };

export const bool = typeCheck('boolean');
export const str = typeCheck('string');
export const fn = typeCheck('function');
export const unknownValue: Check = () => {};

export const oneOf =
  (...allowed: readonly unknown[]): Check =>
  (value, path) => {
    if (!allowed.includes(value)) fail(path, `one of ${allowed.map(v => JSON.stringify(v)).join(', ')}`);
  };

export const arrayOf =
  (item: Check): Check =>
  (value, path) => {
    if (!Array.isArray(value)) fail(path, 'an array');
    value.forEach((entry, index) => item(entry, join(path, index)));
  };

export const either =
  (first: Check, second: Check, expected: string): Check =>
  (value, path) => {
    try {
      first(value, path);
    } catch {
      try {
        second(value, path);
      } catch {
        fail(path, expected);
      }
    }
  };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An object with known keys; with `strict`, any other key is an error that names it. */
export const object =
  (shape: Record<string, Check>, { strict = true } = {}): Check =>
  (value, path) => {
    if (!isPlainObject(value)) fail(path, 'an object');
    if (strict) {
      const unknown = Object.keys(value).filter(key => !(key in shape));
      if (unknown.length > 0) throw new OptionError(`Unknown option ${unknown.map(key => describe(join(path, key))).join(', ')}`);
    }
    for (const [key, check] of Object.entries(shape)) check(value[key], join(path, key));
  };

/** A record whose keys pass `key` and whose values pass `item`. */
export const record =
  (key: Check, item: Check): Check =>
  (value, path) => {
    if (!isPlainObject(value)) fail(path, 'an object');
    for (const [name, entry] of Object.entries(value)) {
      key(name, join(path, name));
      item(entry, join(path, name));
    }
  };
