import { computed } from 'nanostores';
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

/** What the slice's actions write (writes.ts only). */
export const $accountRecord = sessionMap<Accounts>({});

/**
 * The account of a namespace an outside engine owns, as the engine's own state has it (the WagmiAdapter's: wagmi's
 * account, set in wagmi's own update by its first listener, src/connectors/wagmi/account.ts).
 */
const $engineAccounts = sessionAtom<Partial<Record<ChainNamespace, Partial<AccountState>>>>({});

/**
 * Account state per chain namespace (spec section 3), read-only: the slice's record, with the connection of a
 * namespace an outside engine owns read from the engine. So there is no copy of the engine's account to keep in step.
 */
export const $accounts = computed([$accountRecord, $engineAccounts], (record, engines): Accounts => {
  const accounts = { ...record };
  for (const namespace in engines) accounts[namespace as ChainNamespace] = { ...(record[namespace as ChainNamespace] ?? emptyAccount()), ...engines[namespace as ChainNamespace] };
  return accounts;
});

/** Shows `account` as the connection of `namespace`, an outside engine's, or the slice's record again (`undefined`). */
export function showEngineAccount(namespace: ChainNamespace, account: Partial<AccountState> | undefined): void {
  const { [namespace]: _, ...others } = $engineAccounts.get();
  $engineAccounts.set(account ? { ...others, [namespace]: account } : others);
}

/** The account of the active namespace, always defined (disconnected when nothing is there). */
export const $account = computed([$accounts, $chain], (accounts, chain) => accounts[chain.activeNamespace] ?? emptyAccount());

export function getAccount(namespace: ChainNamespace): AccountState {
  return $accounts.get()[namespace] ?? emptyAccount();
}
