import type { AppKitOptions } from './types.js';
import type { Check } from './validate.js';

/**
 * True in the development build only. A row's `dev` columns are written `...(DEV && { dev: { … } })`, so the
 * production build (where this is `false`) carries none of them: no checks, no warnings, no docs text.
 */
export const DEV = import.meta.env.DEV;

/**
 * One option of `createAppKit`, as the options table (table.ts, features-table.ts) holds it. `resolveOptions` walks
 * the rows in order: each is a field of `ResolvedOptions` (its type derived from the row, resolved.ts), its value as
 * given unless the row has a `default` or a `resolve`; the rows of `AS_GIVEN`, which only the development build
 * carries, are none: they are read where they are used, from `given`. docs/options.md is generated from the rows
 * (`npm run docs:options`); the surface test reads their names.
 */
export interface OptionRow<Given = unknown> {
  /** The plain default: filled in when the option is not given, and shown in the docs. */
  default?: unknown;
  /**
   * How it resolves when not as given: from its value, the options as given and the fields resolved by the rows
   * above it; `undefined` from it means the default. Throws, naming the option, on what the production build
   * cannot run with.
   */
  resolve?(value: Given, given: AppKitOptions, resolved: Record<string, unknown>): unknown;
  /**
   * What only the development build carries, written `...(DEV && { dev: { … } })` so that the production build has
   * no `dev` key at all (a `dev: false` in each row would still cost its bytes).
   */
  dev?: DevColumns;
}

/** A row's development-only columns: its check, its not-built warning and its docs. */
export interface DevColumns {
  /** The accepted type: checked in the development build, named in the docs (`check.type`). */
  check: Check;
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

/** A row's development columns, in the development build (where every row has them). */
export const devColumns = (row: OptionRow): DevColumns => row.dev as DevColumns;

/**
 * Walks `rows` over `given`: each row sets its field in `into`, in table order, except those named in `asGiven`
 * (the development build's `AS_GIVEN` rows; the production build has no such rows).
 */
export function resolveRows(rows: Record<string, OptionRow<never>>, given: Record<string, unknown>, options: AppKitOptions, into: Record<string, unknown>, asGiven?: object): Record<string, unknown> {
  for (const [name, row] of Object.entries(rows) as [string, OptionRow][]) {
    if (DEV && asGiven && name in asGiven) continue;
    const value = given[name];
    // A default of this resolve's own (`structuredClone`): an app that changes `modal.options.featuredWalletIds`
    // (say) changes neither the table nor the next resolve.
    into[name] = (row.resolve ? row.resolve(value, options, into) : value) ?? structuredClone(row.default);
  }
  return into;
}
