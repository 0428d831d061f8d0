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
 * What an outside engine makes of the record: the WagmiAdapter's gives the record with wagmi's own EVM account, made
 * anew from wagmi's state in wagmi's own update (src/connectors/wagmi/account.ts).
 */
const $engineView = sessionAtom<((record: Accounts) => Accounts) | undefined>(undefined);

/**
 * Account state per chain namespace (spec section 3), read-only: the slice's record, or an outside engine's view of
 * it, whose account is read from the engine's own state. So there is no copy of the engine's account to keep in step.
 */
export const $accounts = computed([$accountRecord, $engineView], (record, view) => view?.(record) ?? record);

/** Shows the accounts as `view` makes them of the slice's record, or the record again (`undefined`). */
export function showEngineView(view: ((record: Accounts) => Accounts) | undefined): void {
  $engineView.set(view);
}

/** The account of the active namespace, always defined (disconnected when nothing is there). */
export const $account = computed([$accounts, $chain], (accounts, chain) => accounts[chain.activeNamespace] ?? emptyAccount());

export function getAccount(namespace: ChainNamespace): AccountState {
  return $accounts.get()[namespace] ?? emptyAccount();
}
