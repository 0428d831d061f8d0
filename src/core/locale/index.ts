/** The modal's language: the active locale, its lazy tables, detection and `Intl` formatting. */
import { readonlyType } from 'nanostores';
import { $locale as localeStore } from './store.js';

// Its stores go out read-only (they shadow the star exports below): only the slice writes them, through its actions.
export const $locale = readonlyType(localeStore);
export * from './store.js';
export * from './actions.js';
