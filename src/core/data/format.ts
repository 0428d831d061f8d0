import type { Transaction } from './activity.js';
import { $locale, isRtl } from '../locale/index.js';
import { formatNumber } from '../messages.js';

/**
 * "1234.567891" → "1,234.5678" (in the active locale's digits): enough precision for a list, exact (no float
 * rounding of big balances).
 */
export function shortQuantity(numeric: string, fractionDigits = 4): string {
  const [whole = '0', fraction = ''] = numeric.split('.');
  const kept = fraction.slice(0, fractionDigits).replace(/0+$/, '');
  return formatNumber(kept ? `${whole}.${kept}` : whole);
}

/**
 * An amount of money in the active locale ("$9,000.00", "9.000,00 €"). In a right-to-left language the currency
 * sign is isolated as left-to-right text: Intl writes "25.00 US$" there, and the bidi algorithm would move the
 * trailing "$" before the letters ("$US 25.00"). Throws a RangeError for a currency code Intl does not know.
 */
export function money(value: number, currency: string): string {
  const locale = $locale.get();
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  if (!isRtl(locale)) return format.format(value);
  return format.formatToParts(value).map(part => (part.type === 'currency' ? `\u2066${part.value}\u2069` : part.value)).join('');
}

/** A USD value in the active locale ("$9,000.00", "9.000,00 $"); absent or non-finite values show nothing rather than "$NaN". */
export function usd(value: number | undefined): string {
  if (value === undefined || !Number.isFinite(value)) return '';
  return money(value, 'USD');
}

/** "March 2026" in the active locale; months are UTC so the grouping and the label agree. */
export function monthLabel(year: number, month: number): string {
  return new Intl.DateTimeFormat($locale.get(), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, month, 1));
}

/** A transaction's day ("Mar 5, 2026", "5 mars 2026"), in UTC like the month it is listed under. */
export function dayLabel(date: Date): string {
  return new Intl.DateTimeFormat($locale.get(), { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

export interface CollectedNft {
  id: string;
  name: string;
  image?: string;
}

/** NFTs received in non-spam transfers, newest first, each once. */
export function collectedNfts(transactions: readonly Transaction[]): CollectedNft[] {
  const seen = new Set<string>();
  const nfts: CollectedNft[] = [];
  for (const tx of transactions) {
    tx.transfers.forEach((transfer, i) => {
      const nft = transfer.nft_info;
      if (!nft || nft.flags?.is_spam || transfer.direction !== 'in') return;
      const name = nft.name?.trim() || '';
      const key = `${name}|${nft.content?.preview?.url ?? ''}`;
      if (seen.has(key)) return;
      seen.add(key);
      nfts.push({ id: `${tx.id}:${i}`, name, image: nft.content?.preview?.url ?? undefined });
    });
  }
  return nfts;
}
