import type { Locale, LocaleTable } from '../core/locale/index.js';

/** The locale table: each language but English is a chunk of its own, fetched the first time it is shown. */
export const LOCALE_CHUNKS: Record<Exclude<Locale, 'en'>, () => Promise<{ default: LocaleTable }>> = {
  ar: () => import('./ar.js'),
  de: () => import('./de.js'),
  es: () => import('./es.js'),
  fa: () => import('./fa.js'),
  fr: () => import('./fr.js'),
  he: () => import('./he.js'),
  hi: () => import('./hi.js'),
  id: () => import('./id.js'),
  it: () => import('./it.js'),
  ja: () => import('./ja.js'),
  ko: () => import('./ko.js'),
  ms: () => import('./ms.js'),
  pt: () => import('./pt.js'),
  ru: () => import('./ru.js'),
  th: () => import('./th.js'),
  tr: () => import('./tr.js'),
  uk: () => import('./uk.js'),
  vi: () => import('./vi.js'),
  zh: () => import('./zh.js'),
};
