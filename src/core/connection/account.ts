import { computed } from 'nanostores';
import { sessionMap } from '../session.js';
import type { AccountState, ChainNamespace, ReadOnlyMap } from '../types.js';
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

/** Account state per chain namespace (spec section 3). */
export const $accounts: ReadOnlyMap<Partial<Record<ChainNamespace, AccountState>>> = sessionMap<Partial<Record<ChainNamespace, AccountState>>>({});

/** The account of the active namespace, always defined (disconnected when nothing is there). */
export const $account = computed([$accounts, $chain], (accounts, chain) => accounts[chain.activeNamespace] ?? emptyAccount());

export function getAccount(namespace: ChainNamespace): AccountState {
  return $accounts.get()[namespace] ?? emptyAccount();
}
