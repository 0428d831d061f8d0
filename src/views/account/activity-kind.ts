import type { Transaction } from '../../core/data/index.js';

/**
 * What an activity row says a transaction was: bought through the on-ramp, or the direction of its first transfer.
 * Here, in the Account view's chunk, rather than in the data slice: an export more there renames that chunk's exports
 * in the page's first file, which costs the game's page bytes.
 */
export type ActivityKind = 'bought' | 'in' | 'out' | 'self' | 'other';

/**
 * A purchase the on-ramp provider reports comes with `operationType: 'buy'` (AppKit labels it "Bought"); any
 * other transaction is told by its first transfer's direction.
 */
export function activityKind(tx: Transaction): ActivityKind {
  if (tx.metadata.operationType?.toLowerCase() === 'buy') return 'bought';
  const direction = tx.transfers[0]?.direction;
  return direction === 'in' || direction === 'out' || direction === 'self' ? direction : 'other';
}
