import type { ViewId } from './types.js';

/**
 * The modules that load on demand, by name. `src/features.ts` (the one loading table) fills this interface by
 * declaration merging; the composition root (src/root.ts) hands its loaders over when a kit is assembled, and the
 * dialog's loader hands over the router's views as their table arrives. Core code asks by name, so it holds no
 * `import()` of its own and never imports the layer that decides what loads. The loaders are code, the same for
 * every kit of the page: they outlive `destroyAppKit` on purpose.
 */
// Empty here on purpose: the loading table fills it by declaration merging.
export interface LazyModules {}

export type LazyLoaders = { [K in keyof LazyModules]: () => Promise<LazyModules[K]> };

let loaders: Partial<LazyLoaders> = {};
let viewLoaders: Partial<Record<ViewId, () => Promise<unknown>>> = {};

/** Called by the composition root (src/root.ts) as it assembles a kit. */
export function provideLoaders(table: Partial<LazyLoaders>): void {
  loaders = { ...loaders, ...table };
}

/** The module `name`, fetched the first time (the bundler's chunk cache makes later calls free). */
export function loadLazy<K extends keyof LazyModules>(name: K): Promise<LazyModules[K]> {
  const loader = loaders[name] as (() => Promise<LazyModules[K]>) | undefined;
  // The hint is for whoever wires a kit by hand (a story, a test); the production build names the module only.
  const hint = import.meta.env.DEV ? ' (the kit is not assembled: createAppKit, or assembleKit in src/root.ts, provides them)' : '';
  return loader ? loader() : Promise.reject(new Error(`w3m-modal: no loader for "${String(name)}"${hint}`));
}

/**
 * `loadLazy(name)` behind one shared promise: calls that wait for the chunk together go on in the order they were
 * made (so the newest of them still wins), and a failed fetch is forgotten, so the next call tries again.
 */
export function lazyChunk<K extends keyof LazyModules>(name: K): () => Promise<LazyModules[K]> {
  let pending: Promise<LazyModules[K]> | undefined;
  return () =>
    (pending ??= loadLazy(name).catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

/**
 * Called by the dialog's loader (src/features.ts) as that chunk arrives, with the router's lazy view table and the
 * loaders of the views' parts that an option turns on (so a page with the option off carries not even those).
 */
export function provideViewLoaders(table: Partial<Record<ViewId, () => Promise<unknown>>>, parts: Partial<LazyLoaders>): void {
  viewLoaders = table;
  provideLoaders(parts);
}

/**
 * Fetches a lazy view's chunk ahead of time, so the click that shows it paints at once. Settles when it has
 * arrived; a failure is logged, not thrown (the view loads again when it is shown).
 */
export function prefetchView(view: ViewId): Promise<void> {
  return Promise.resolve(viewLoaders[view]?.()).then(
    () => undefined,
    error => console.error('w3m-modal: view failed to load', error),
  );
}
