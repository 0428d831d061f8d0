import { onSessionEnd } from './session.js';

/**
 * The modal's text. Each English string sits where it is used, beside its key: `msg('button.connect', 'Connect
 * Wallet')`, `msg('button.account', 'Account {address}, {balance}', { address, balance })`. A lazy feature keeps
 * its strings in its own chunk, as a table given to {@link registerMessages}. The active locale's table comes
 * first (src/core/locale/, one lazy chunk per language in src/locales/), then English; a host's own wording,
 * given to {@link setMessages}, before both. test/node/locales.test.mjs reads every key, its English and its
 * placeholders from the source and checks each locale against them.
 */

/** Values for `{name}` placeholders: numbers are written in the locale's digits. */
export type MessageVars = Record<string, string | number>;

/** A locale's message table: message key → text, with the same `{placeholders}` as the English text. */
export type LocaleTable = Readonly<Record<string, string>>;

/**
 * The first part of every message key. A key of another namespace given to {@link setMessages} is a typo.
 */
export const MESSAGE_NAMESPACES = [
  'modal', 'view', 'connect', 'tag', 'button', 'toast', 'alert', 'error', 'account', 'connecting', 'wc', 'allWallets',
  'networks', 'network', 'siwx', 'frame', 'auth', 'name', 'data', 'solana', 'guide', 'walletActions', 'receive', 'swap',
  'onramp',
] as const;

let overrides: Record<string, string> = {};
// The active locale and its table (src/core/locale/ sets them): plain values, so that this module, which every
// lazy chunk's text imports, pulls no store along (a shared store would split the initial code differently).
let locale = 'en';
let localeTable: LocaleTable = {};

/** Called by the locale store when a locale becomes active. */
export function setLocaleTable(code: string, table: LocaleTable): void {
  locale = code;
  localeTable = table;
}

/**
 * A number or a decimal string (a balance such as "1234.5678") in the active locale's digits and separators,
 * with exactly the fraction digits it has: a string is formatted as the exact decimal it spells.
 */
export function formatNumber(value: number | string): string {
  const digits = String(value).split('.')[1]?.length ?? 0;
  return new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value as number);
}

/**
 * The text of `key` in the active locale: the host's wording, else the locale's, else `english`, with `{name}`
 * placeholders filled from `vars` (numbers in the locale's digits; pass an identifier such as a chain id as a
 * string). A placeholder without a value stays as it is.
 */
export function msg(key: string, english: string, vars?: MessageVars): string {
  const text = overrides[key] ?? localeTable[key] ?? english;
  return vars
    ? text.replace(/\{(\w+)\}/g, (whole, name: string) => {
        const value = vars[name];
        return value === undefined ? whole : typeof value === 'number' ? formatNumber(value) : value;
      })
    : text;
}

/**
 * A lazy feature's English table: returns its `msg`, typed by the table's keys (for text whose key is chosen at
 * run time, such as a tab's name). The active locale and {@link setMessages} take precedence, as for `msg`.
 */
export function registerMessages<T extends Record<string, string>>(defaults: T): (key: keyof T & string, vars?: MessageVars) => string {
  return (key, vars) => msg(key, defaults[key]!, vars);
}

/**
 * Replaces some messages with the host's own text, in every locale (for a language the modal does not speak,
 * pick the nearest locale and override from there). A key outside the {@link MESSAGE_NAMESPACES} throws and
 * changes nothing; text for a lazy feature may be given before its chunk arrives.
 */
export function setMessages(next: Record<string, string>): void {
  for (const key of Object.keys(next)) {
    if (!(MESSAGE_NAMESPACES as readonly string[]).includes(key.split('.')[0]!)) throw new Error(`Unknown message key: ${key}`);
  }
  overrides = { ...overrides, ...next };
}

/** Drops the host's text given to {@link setMessages} (used by tests and by a host undoing its wording). */
export function resetMessages(): void {
  overrides = {};
}

onSessionEnd(resetMessages);
