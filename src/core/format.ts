/** `0x1234…abcd`: enough to recognise an address, short enough for a 360px modal. */
export function shortenAddress(address: string, head = 6, tail = 4): string {
  if (address.length <= head + tail + 1) return address;
  return `${address.slice(0, head)}…${address.slice(-tail)}`;
}

/** Formats a base-unit amount for display with at most `fractionDigits` decimals, without float rounding errors. */
export function formatAmount(value: bigint, decimals: number, fractionDigits = 4): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const base = 10n ** BigInt(decimals);
  const whole = abs / base;
  const fraction = (abs % base).toString().padStart(decimals, '0').slice(0, fractionDigits).replace(/0+$/, '');
  const text = fraction ? `${whole}.${fraction}` : `${whole}`;
  return negative ? `-${text}` : text;
}

/** Default balance text before a read completes (spec section 9). */
export const DEFAULT_BALANCE = { balance: '0.00', symbol: 'ETH' } as const;
