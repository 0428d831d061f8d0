import { onSessionEnd } from '../session.js';
import type { Locale, LocaleTable } from './store.js';
import { activateLocale } from './store.js';

/** A non-English locale's table, from its chunk; the composition root (src/root.ts) provides the loader. */
export type LocaleLoader = (locale: Exclude<Locale, 'en'>) => Promise<{ default: LocaleTable }>;

let codes: readonly Exclude<Locale, 'en'>[] = [];
let load: LocaleLoader | undefined;
let latest = 0;
/** A locale was asked for (option, attribute, `setLocale`): the browser's languages no longer decide. */
let chosen = false;

/** Called by the composition root (src/root.ts): the languages besides English, and what fetches one of them. */
export function provideLocales(languages: readonly Exclude<Locale, 'en'>[], loader: LocaleLoader): void {
  codes = languages;
  load = loader;
}

/** Every locale the modal speaks, English first. */
export const supportedLocales = (): Locale[] => ['en', ...codes];

/**
 * The supported locale for a BCP 47 tag, by its language (`pt-BR` → `pt`, `zh-Hans-CN` → `zh`, `JA` → `ja`);
 * `undefined` for any other value.
 */
export function matchLocale(tag: unknown): Locale | undefined {
  const code = /^([a-z]{2})(?![^-_])/i.exec(tag as string)?.[1]!.toLowerCase() as Locale;
  return supportedLocales().includes(code) ? code : undefined;
}

/** The first of the browser's languages (`navigator.languages`, most wanted first) the modal speaks, else English. */
export const detectLocale = (languages: readonly string[]): Locale => languages.map(matchLocale).find(Boolean) ?? 'en';

/** The locale for `tag`; throws for an unsupported one, naming the supported locales. */
export function checkLocale(tag: unknown): Locale {
  const found = matchLocale(tag);
  if (!found) throw new Error(`Invalid locale "${String(tag).slice(0, 20)}": expected one of ${supportedLocales().join(', ')}`);
  return found;
}

/**
 * Switches the modal's language at run time. `locale` is a supported code or a tag of its language (`pt-BR`);
 * anything else throws, naming the supported codes, and changes nothing. The locale's chunk is fetched the
 * first time; the returned promise settles when every element shows the new language. Of two quick calls the
 * later one wins, whichever chunk arrives first.
 */
export function setLocale(locale: Locale | (string & {})): Promise<void> {
  const found = checkLocale(locale);
  chosen = true;
  return apply(found);
}

/**
 * The default locale: the first of the browser's languages the modal speaks, unless one was chosen already
 * (so reconfiguring without a `locale` keeps a player's pick).
 */
export const followBrowserLocale = (languages: readonly string[]): Promise<void> => (chosen ? Promise.resolve() : apply(detectLocale(languages)));

function apply(locale: Locale): Promise<void> {
  const request = ++latest;
  return Promise.resolve(locale === 'en' ? undefined : load?.(locale)).then(module => {
    if (request === latest) activateLocale(locale, module?.default ?? {});
  });
}

/** Back to English, dropping a locale still on its way (the reset of all stores calls it). */
export function resetLocale(): void {
  latest++;
  chosen = false;
  activateLocale('en', {});
}

onSessionEnd(resetLocale);
