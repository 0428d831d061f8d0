// `ResolvedOptions`' fields, derived from the options table's rows (types.ts declares the interface with `given`).
import type { AS_GIVEN, OPTIONS } from './table.js';
import type { AppKitOptions } from './types.js';

type Rows = typeof OPTIONS;
/** Every option with a row, but those of `AS_GIVEN`, which are read from `given`. */
type ResolvedName = Exclude<keyof Rows, keyof typeof AS_GIVEN>;
/** A field as its row resolves it: what its `resolve` returns, else the given type; never `undefined` with a default. */
type Resolved<K extends keyof Rows> = (Rows[K] extends { resolve: (...args: never[]) => infer R } ? R : AppKitOptions[K]) extends infer V
  ? Rows[K] extends { default: unknown } ? Exclude<V, undefined> : V
  : never;

/** One field per row, but those of `AS_GIVEN`. */
export type ResolvedFields = { [K in ResolvedName]: Resolved<K> };

declare module './types.js' {
  interface ResolvedOptions extends ResolvedFields {}
}
