import type { Check } from './validate.js';

/**
 * One option of `createAppKit`, as the options table (table.ts, features-table.ts) holds it. The development build
 * checks and warns from these rows; docs/options.md is generated from them (`npm run docs:options`); the surface
 * test reads their names.
 */
export interface OptionRow {
  /** The accepted type: checked in the development build, named in the docs (`check.type`). */
  check: Check;
  /** The default value, when it is a plain one. */
  default?: unknown;
  /** The default in words, when the code works it out (from `projectId`, the browser, …). */
  defaultText?: string;
  /** Built here, the default; `false`: accepted, nothing built for it; `'partly'`: some values are not. */
  built?: false | 'partly';
  /** For an option (or value) not built here: what happens instead. The development build warns with it, once. */
  instead?: string;
  /** Whether a given value asks for what is not built (default: any value that is not `undefined`). */
  asks?: (value: unknown) => boolean;
  /** What it does, in one or two sentences. */
  does: string;
}
