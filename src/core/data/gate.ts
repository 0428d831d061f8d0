import type { ResolvedOptions } from '../options/options.js';

/**
 * Whether the blockchain-data features may run: a projectId, and at least one feature that shows account data.
 * This is the only part of the data layer on the initial path; everything else is imported behind it, so the
 * product's configuration (all of them off) neither fetches nor loads any of it.
 */
export function walletDataOn(options: ResolvedOptions | undefined): boolean {
  const f = options?.features;
  return !!(options?.projectId && f && (f.history || f.send || f.swaps || f.onramp || f.receive));
}
