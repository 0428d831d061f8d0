/** The modal's language: the active locale, its lazy tables, detection and `Intl` formatting. */
export * from './store.js';
export * from './actions.js';
