import { sessionAtom } from '../session.js';
import { setLocaleTable } from '../messages.js';
import type { LocaleTable } from '../messages.js';
import type { ReadOnlyAtom, Writable } from '../types.js';

export type { LocaleTable };

/**
 * The languages the modal speaks. English ships in the initial code; every other one is a chunk of its own
 * (`src/locales/<code>.ts`), fetched the first time it is used. `pt` is Brazilian Portuguese, `es` Latin
 * American Spanish, `zh` Simplified Chinese.
 */
export const OTHER_LOCALES = ['ar', 'de', 'es', 'fa', 'fr', 'he', 'hi', 'id', 'it', 'ja', 'ko', 'ms', 'pt', 'ru', 'th', 'tr', 'uk', 'vi', 'zh'] as const;

/** A language the modal speaks: English or one of {@link OTHER_LOCALES}. */
export type Locale = 'en' | (typeof OTHER_LOCALES)[number];

/** The active locale: its table has arrived, and every element renders in it. */
export const $locale: ReadOnlyAtom<Locale> = sessionAtom<Locale>('en');

/** Makes `locale` active with its loaded table; elements re-render through `$locale`. */
export function activateLocale(locale: Locale, table: LocaleTable): void {
  setLocaleTable(locale, table);
  ($locale as Writable<typeof $locale>).set(locale);
}

/** Arabic, Persian and Hebrew are written right to left. */
export const isRtl = (locale: string): boolean => /^(ar|fa|he)/.test(locale);
