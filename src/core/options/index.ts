/** createAppKit's options: parsing and validation into `ResolvedOptions`, and the `$options` store. */
export * from './options.js';
export * from './store.js';
export type { AppKitExtraFeatures, AppKitExtraOptions, DefaultAccountTypes, PreferredAccountType } from './appkit.js';
