import { atom, computed, onMount } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import { sessionAtom, sessionMap } from '../session.js';
import type { AccountState, ChainNamespace } from '../types.js';
import { $chain } from '../network/store.js';

export function emptyAccount(): AccountState {
  return {
    balanceLoading: false,
    status: 'disconnected',
    preferredAccountTypes: {},
    allAccounts: [],
    smartAccountDeployed: false
  };
}

/** Accounts by chain namespace. */
export type Accounts = Partial<Record<ChainNamespace, AccountState>>;

/** What the slice's actions write (writes.ts only): the accounts, unless an outside engine shows one of them. */
export const $accountRecord = sessionMap<Accounts>({});

/** The accounts an outside engine shows over the slice's record (the WagmiAdapter's: wagmi's own account). */
const $engineAccounts = sessionAtom<ReadableAtom<Accounts> | undefined>(undefined);
const shownStore = (): ReadableAtom<Accounts> => $engineAccounts.get() ?? $accountRecord;

/**
 * Account state per chain namespace (spec section 3), read-only: the slice's record, or what an outside engine
 * shows over it. A read is never behind the store it comes from, even inside another store's listener.
 */
export const $accounts: ReadableAtom<Accounts> = atom<Accounts>({});
onMount($accounts, () => {
  let stop = (): void => undefined;
  const stopEngine = $engineAccounts.subscribe(() => {
    stop();
    stop = shownStore().subscribe(accounts => ($accounts as ReturnType<typeof atom<Accounts>>).set(accounts));
  });
  return () => {
    stopEngine();
    stop();
  };
});
$accounts.get = () => shownStore().get();

/**
 * The accounts are what `show` makes of the slice's record until the returned function is called: an outside engine
 * (wagmi) shows its own account, read from its own state, so there is no copy of it to keep in step.
 */
export function readAccountsFrom(show: (record: ReadableAtom<Accounts>) => ReadableAtom<Accounts>): () => void {
  const shown = show($accountRecord);
  $engineAccounts.set(shown);
  return () => {
    if ($engineAccounts.get() === shown) $engineAccounts.set(undefined);
  };
}

/** The account of the active namespace, always defined (disconnected when nothing is there). */
export const $account = computed([$accounts, $chain], (accounts, chain) => accounts[chain.activeNamespace] ?? emptyAccount());

export function getAccount(namespace: ChainNamespace): AccountState {
  return $accounts.get()[namespace] ?? emptyAccount();
}
