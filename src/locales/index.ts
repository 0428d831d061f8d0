import type { Locale, LocaleTable } from '../core/locale/index.js';

type LocaleChunk = Promise<{ default: LocaleTable }>;

/** A language's two tables, fetched together: the modal's, and the wallet flows' (Send, Swap, Buy, Receive). */
const both = (modal: LocaleChunk, wallet: LocaleChunk): LocaleChunk =>
  Promise.all([modal, wallet]).then(([a, b]) => ({ default: { ...a.default, ...b.default } }));

/**
 * The locale table: each language but English is a chunk of its own, fetched the first time it is shown. Its wallet
 * flows' messages are a file of their own (`./wallet/<code>.ts`) only to keep each file short; they load with it.
 */
export const LOCALE_CHUNKS: Record<Exclude<Locale, 'en'>, () => LocaleChunk> = {
  ar: () => both(import('./ar.js'), import('./wallet/ar.js')),
  de: () => both(import('./de.js'), import('./wallet/de.js')),
  es: () => both(import('./es.js'), import('./wallet/es.js')),
  fa: () => both(import('./fa.js'), import('./wallet/fa.js')),
  fr: () => both(import('./fr.js'), import('./wallet/fr.js')),
  he: () => both(import('./he.js'), import('./wallet/he.js')),
  hi: () => both(import('./hi.js'), import('./wallet/hi.js')),
  id: () => both(import('./id.js'), import('./wallet/id.js')),
  it: () => both(import('./it.js'), import('./wallet/it.js')),
  ja: () => both(import('./ja.js'), import('./wallet/ja.js')),
  ko: () => both(import('./ko.js'), import('./wallet/ko.js')),
  ms: () => both(import('./ms.js'), import('./wallet/ms.js')),
  pt: () => both(import('./pt.js'), import('./wallet/pt.js')),
  ru: () => both(import('./ru.js'), import('./wallet/ru.js')),
  th: () => both(import('./th.js'), import('./wallet/th.js')),
  tr: () => both(import('./tr.js'), import('./wallet/tr.js')),
  uk: () => both(import('./uk.js'), import('./wallet/uk.js')),
  vi: () => both(import('./vi.js'), import('./wallet/vi.js')),
  zh: () => both(import('./zh.js'), import('./wallet/zh.js')),
};
