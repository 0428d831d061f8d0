/** The modal's language: the active locale, its lazy tables, detection and `Intl` formatting. */
// Its stores are declared read-only (`ReadOnlyStore`, a type): only the slice's actions write them.
export * from './store.js';
export * from './actions.js';
