import { $options } from '../options/index.js';
import { emitEvent } from '../events/index.js';
import { isSmartAccount } from '../connection/properties.js';
import { computed } from 'nanostores';
import { sessionAtom, onSessionEnd } from '../session.js';
import type { ApiTransaction } from '../api/schemas.js';
import { msg } from '../messages.js';
import { showToast } from '../modal/toast.js';
import { getApi } from './client.js';
import type { LoadStatus } from './balances.js';
import type { ReadOnlyAtom, Writable } from '../types.js';

export type Transaction = ApiTransaction;

export interface ActivityState {
  status: LoadStatus;
  transactions: Transaction[];
  /** Cursor of the next page; undefined when there is none. */
  next?: string;
  loadingMore: boolean;
  address?: string;
  caipNetworkId?: string;
}

export interface ActivityGroup {
  year: number;
  /** 0-11 */
  month: number;
  transactions: Transaction[];
}

const initial = (): ActivityState => ({ status: 'idle', transactions: [], loadingMore: false });
export const $activity: ReadOnlyAtom<ActivityState> = sessionAtom<ActivityState>(initial());

const minedAt = (tx: Transaction): number => {
  const time = Date.parse(tx.metadata.minedAt);
  return Number.isFinite(time) ? time : 0;
};

/** Spam-only transactions and those of another chain are dropped (spec section 5). */
export function filterTransactions(transactions: readonly Transaction[], caipNetworkId: string | undefined): Transaction[] {
  return transactions.filter(tx => {
    const allSpam = tx.transfers.length > 0 && tx.transfers.every(t => t.nft_info?.flags?.is_spam === true);
    const otherChain = caipNetworkId !== undefined && tx.metadata.chain !== undefined && tx.metadata.chain !== caipNetworkId;
    return !allSpam && !otherChain;
  });
}

/** Groups by year and month of `minedAt`, newest first (UTC, so the grouping does not depend on the viewer). */
export function groupByMonth(transactions: readonly Transaction[]): ActivityGroup[] {
  const groups = new Map<string, ActivityGroup>();
  for (const tx of [...transactions].sort((a, b) => minedAt(b) - minedAt(a))) {
    const date = new Date(minedAt(tx));
    const key = `${date.getUTCFullYear()}-${date.getUTCMonth()}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { year: date.getUTCFullYear(), month: date.getUTCMonth(), transactions: [] }));
    group.transactions.push(tx);
  }
  return [...groups.values()];
}

export const $activityGroups = computed($activity, state => groupByMonth(state.transactions));

let ticket = 0;

async function load(address: string, caipNetworkId: string, cursor: string | undefined): Promise<void> {
  const mine = ++ticket;
  try {
    const page = await getApi().history({ address, cursor, chainId: caipNetworkId });
    if (mine !== ticket) return;
    const known = cursor ? $activity.get().transactions : [];
    const ids = new Set(known.map(tx => tx.id));
    const fresh = filterTransactions(page.data, caipNetworkId).filter(tx => !ids.has(tx.id) && ids.add(tx.id));
    // A cursor that repeats would loop the Load more button forever; treat it as the end.
    const next = page.next && page.next !== cursor ? page.next : undefined;
    ($activity as Writable<typeof $activity>).set({ status: 'ready', transactions: [...known, ...fresh], next, loadingMore: false, address, caipNetworkId });
  } catch {
    if (mine !== ticket) return;
    const state = $activity.get();
    ($activity as Writable<typeof $activity>).set(cursor ? { ...state, loadingMore: false } : { status: 'error', transactions: [], loadingMore: false, address, caipNetworkId });
    emitEvent('ERROR_FETCH_TRANSACTIONS', { address, projectId: $options.get()?.projectId ?? '', cursor, isSmartAccount: isSmartAccount() });
    showToast('error', msg('toast.fetchTransactionsFailed', 'Failed to fetch transactions'));
  }
}

/** Loads the first page of `address`'s transactions on `caipNetworkId`. */
export function fetchActivity(address: string, caipNetworkId: string): Promise<void> {
  const state = $activity.get();
  const same = state.address === address && state.caipNetworkId === caipNetworkId;
  ($activity as Writable<typeof $activity>).set({ status: 'loading', transactions: same ? state.transactions : [], loadingMore: false, address, caipNetworkId });
  return load(address, caipNetworkId, undefined);
}

/** Loads the next page, if there is one and no load is running. */
export function loadMoreActivity(): Promise<void> {
  const state = $activity.get();
  if (!state.next || state.loadingMore || state.status !== 'ready' || !state.address || !state.caipNetworkId) return Promise.resolve();
  ($activity as Writable<typeof $activity>).set({ ...state, loadingMore: true });
  emitEvent('LOAD_MORE_TRANSACTIONS', { address: state.address, projectId: $options.get()?.projectId ?? '', cursor: state.next, isSmartAccount: isSmartAccount() });
  return load(state.address, state.caipNetworkId, state.next);
}

export function resetActivity(): void {
  ticket++;
  ($activity as Writable<typeof $activity>).set(initial());
}

onSessionEnd(resetActivity);
