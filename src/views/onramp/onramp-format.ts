import { formatNumber } from '../../core/index.js';
import { money } from '../../core/data/index.js';

/**
 * An amount of money in the active locale ("$7,500.00", "7.500,00 €"). The currency code is the provider's: one
 * `Intl` does not know is written after the number instead of failing.
 */
export function fiat(amount: string, currency: string): string {
  const value = Number(amount);
  if (!Number.isFinite(value)) return `${amount} ${currency}`;
  try {
    return money(value, currency);
  } catch {
    return `${formatNumber(amount)} ${currency}`;
  }
}
