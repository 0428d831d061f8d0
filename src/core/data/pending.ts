import type { Transaction } from './activity.js';
import { loadLazy } from '../lazy.js';

/** Pending-transaction polling (spec sections 4 and 9): off unless asked for. */
export const PENDING_POLL_INTERVAL_MS = 30_000;
/** Polls before giving up on transactions that stay pending (the spec names a limit, not its value). */
export const PENDING_POLL_LIMIT = 10;
/** How long a sent transaction may take to be mined before the UI stops waiting. */
export const TX_CONFIRMATION_TIMEOUT_MS = 25_000;

export interface PendingPollOptions {
  enabled?: boolean;
  intervalMs?: number;
  limit?: number;
  /** One poll: resolves to how many transactions are still pending. */
  poll: () => Promise<number>;
  /** Injected by tests; defaults to setTimeout/clearTimeout. */
  timers?: { set: (fn: () => void, ms: number) => unknown; clear: (handle: unknown) => void };
}

export function countPending(transactions: readonly Transaction[]): number {
  return transactions.filter(tx => tx.metadata.status === 'pending').length;
}

/**
 * Polls every `intervalMs` while transactions are pending, at most `limit` times; returns a stop function.
 * A failed poll counts towards the limit, so a broken provider is not polled forever.
 */
export function startPendingPolling(o: PendingPollOptions): () => void {
  if (!o.enabled) return () => {};
  const timers = o.timers ?? { set: (fn, ms) => setTimeout(fn, ms), clear: handle => clearTimeout(handle as ReturnType<typeof setTimeout>) };
  const limit = o.limit ?? PENDING_POLL_LIMIT;
  let polls = 0;
  let stopped = false;
  let handle: unknown;
  const tick = async (): Promise<void> => {
    polls++;
    const pending = await o.poll().catch(() => 1);
    if (!stopped && pending > 0 && polls < limit) handle = timers.set(tick, o.intervalMs ?? PENDING_POLL_INTERVAL_MS);
  };
  handle = timers.set(tick, o.intervalMs ?? PENDING_POLL_INTERVAL_MS);
  return () => {
    stopped = true;
    timers.clear(handle);
  };
}

/** Waits for a transaction's receipt on the chain itself, up to the confirmation time-out. */
export async function waitForConfirmation(rpcUrl: string, hash: `0x${string}`, timeout = TX_CONFIRMATION_TIMEOUT_MS): Promise<'success' | 'reverted'> {
  return (await loadLazy('receipt')).readReceiptStatus(rpcUrl, hash, timeout);
}

/**
 * Re-reads the first page of the loaded account's activity while some of it is pending (off unless `enabled`).
 * Returns the stop function; the view that shows the activity calls it when it goes away.
 */
export function pollPendingActivity(enabled = false, options: Omit<PendingPollOptions, 'poll' | 'enabled'> = {}): () => void {
  return startPendingPolling({
    ...options,
    enabled,
    poll: async () => {
      const { $activity, fetchActivity } = await loadLazy('activity');
      const { address, caipNetworkId } = $activity.get();
      if (!address || !caipNetworkId) return 0;
      await fetchActivity(address, caipNetworkId);
      return countPending($activity.get().transactions);
    }
  });
}
