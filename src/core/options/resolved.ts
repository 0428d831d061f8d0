// `ResolvedOptions`' fields, derived from the options table's rows (types.ts declares the interface with `given`).
import type { OPTIONS } from './table.js';
import type { AppKitOptions } from './types.js';

type Rows = typeof OPTIONS;
/** The options whose row fills a default or resolves a value; the others are read from `given`. */
type ResolvedName = { [K in keyof Rows]: Rows[K] extends { default: unknown } | { resolve: unknown } ? K : never }[keyof Rows];
/** A field as its row resolves it: what its `resolve` returns, else the given type; never `undefined` with a default. */
type Resolved<K extends keyof Rows> = (Rows[K] extends { resolve: (...args: never[]) => infer R } ? R : AppKitOptions[K]) extends infer V
  ? Rows[K] extends { default: unknown } ? Exclude<V, undefined> : V
  : never;

/** One field per row with a `default` or a `resolve`. */
export type ResolvedFields = { [K in ResolvedName]: Resolved<K> };

declare module './types.js' {
  interface ResolvedOptions extends ResolvedFields {}
}
