/**
 * The composition root: the one place that assembles the kit from its parts. Core and the elements hold seams
 * (`loadLazy`, the locale loader, the SDK binding) that nothing fills as it is imported; {@link assembleKit} fills
 * them, and `createAppKit` (src/app-kit.ts) calls it before it configures anything, as does a `<w3m-modal>` as it
 * connects (src/modal/modal-config.ts). The rest of the kit is assembled by the calls that follow:
 *
 * - stores: each core slice makes its own (`sessionAtom`), set back by the kit's end (src/core/session.ts);
 * - loaders: the loading table's modules by name (src/features.ts `LAZY_MODULES`), and the router's lazy views,
 *   which the dialog's loader hands over as its chunk arrives (the loader's return value, not an import's effect);
 * - locales: the languages besides English and their chunks;
 * - connectors and reactions: the loading table's rows, started by `createAppKit` and stopped by `destroyAppKit`;
 * - the connection actions: their door (src/core/connection/lazy-actions.ts) keeps the module its loader returns.
 *
 * Wired by hand, not through `@lit/context` or a factory per slice: the seams are few and module-wide (core is
 * no DOM and has no element tree to provide through), and plain calls cost the page no bytes (docs/architecture.md).
 */
import { provideLoaders } from './core/lazy.js';
import { OTHER_LOCALES, provideLocales } from './core/locale/index.js';
import { endSession } from './core/index.js';
import { LAZY_MODULES, loadLocale, stopRows } from './features.js';

/**
 * Fills core's seams with this build's parts. Calling it again changes nothing: what it installs is code (which
 * module loads by which name), the same for every kit of the page, so it outlives `destroyAppKit` on purpose.
 */
export function assembleKit(): void {
  provideLoaders(LAZY_MODULES);
  provideLocales(OTHER_LOCALES, loadLocale);
}

/**
 * Drops what the kit made: stops the loading table's rows (and every listener and connector they started), then
 * ends the session, which sets back every store and every piece of state registered with `onSessionEnd`
 * (src/core/session.ts). What stays is the list of deliberate caches in docs/architecture.md ("What outlives
 * destroyAppKit"), which test/node/kit-state.test.mjs holds the code to.
 */
export function dropKit(): void {
  stopRows();
  endSession();
}
