import { atom, computed, onMount } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import { sessionAtom, sessionMap } from '../session.js';
import type { AccountState, ChainNamespace, ConnectedWalletInfo } from '../types.js';
import { $chain } from '../network/store.js';
import type { ConnectorInfo } from './connectors.js';

export function emptyAccount(): AccountState {
  return {
    balanceLoading: false,
    status: 'disconnected',
    preferredAccountTypes: {},
    allAccounts: [],
    smartAccountDeployed: false
  };
}

type Accounts = Partial<Record<ChainNamespace, AccountState>>;

/** The fields of an account its connection decides: the ones an outside engine owns when the modal reads them from it. */
export type AccountConnection = Pick<AccountState, 'status' | 'address' | 'caipAddress' | 'allAccounts' | 'connectedWalletInfo' | 'restoring'>;

/**
 * The modal's own record of each namespace's account: the whole account for the library's connectors, and the
 * details beside the connection (balance, profile, account type) for a namespace an outside engine owns. For the
 * latter, `address` names the account the details were written for. Written by writes.ts only.
 */
export const $storedAccounts = sessionMap<Accounts>({});

/** The outside engines' connections, by namespace (wagmi's, through the WagmiAdapter): read, never copied. */
const $sources = sessionAtom<Partial<Record<ChainNamespace, ReadableAtom<AccountConnection>>>>({});

/**
 * The account of `namespace` reads its connection from `source` (an outside engine's own state, e.g. wagmi's)
 * until the returned function is called: the modal shows whatever the engine says, in the engine's own update,
 * with no copy to keep in step. The slice's writes of those fields for that namespace are dropped meanwhile.
 */
export function readAccountFrom(namespace: ChainNamespace, source: ReadableAtom<AccountConnection>): () => void {
  $sources.set({ ...$sources.get(), [namespace]: source });
  return () => {
    if ($sources.get()[namespace] !== source) return;
    const { [namespace]: _gone, ...rest } = $sources.get();
    $sources.set(rest);
  };
}

/** Whether an outside engine owns the connection of `namespace` (its account is read from the engine). */
export function readsFromEngine(namespace: ChainNamespace): boolean {
  return $sources.get()[namespace] !== undefined;
}

const CONNECTION_FIELDS = ['status', 'address', 'caipAddress', 'allAccounts', 'connectedWalletInfo', 'restoring'] as const satisfies readonly (keyof AccountConnection)[];

/** `account` without the fields its connection decides. */
export function withoutConnection<T extends Partial<AccountState>>(account: T): Omit<T, keyof AccountConnection> {
  const details: Partial<AccountState> = { ...account };
  for (const field of CONNECTION_FIELDS) delete details[field];
  return details as Omit<T, keyof AccountConnection>;
}

/**
 * What the modal keeps of `stored` beside an engine's connection showing `address`: everything but the connection,
 * and the balance and profile only when they were written for that address. `address` names it.
 */
export function detailsFor(stored: AccountState | undefined, address: string | undefined): AccountState {
  const details = withoutConnection(stored ?? emptyAccount());
  const same = stored?.address === address ? details : { ...details, balance: undefined, balanceSymbol: undefined, profileName: undefined, profileImage: undefined };
  return { ...emptyAccount(), ...same, address };
}

/**
 * Every namespace's account: the modal's record, with the connection of a namespace an outside engine owns read
 * from that engine. Like nanostores' `computed`, a read is never stale, even inside another store's listener.
 */
function accountsStore(): ReadableAtom<Accounts> {
  const $derived = atom<Accounts>({});
  let inputs: unknown[] = [];
  const refresh = (): void => {
    const sources = $sources.get();
    const namespaces = Object.keys(sources) as ChainNamespace[];
    const now = [$storedAccounts.get(), sources, ...namespaces.map(namespace => sources[namespace]!.get())];
    if (now.length === inputs.length && now.every((input, index) => input === inputs[index])) return;
    inputs = now;
    const accounts = { ...$storedAccounts.get() };
    for (const namespace of namespaces) {
      const connection = sources[namespace]!.get();
      accounts[namespace] = { ...detailsFor(accounts[namespace], connection.address), ...connection };
    }
    $derived.set(accounts);
  };
  const read = $derived.get;
  $derived.get = () => {
    refresh();
    return read();
  };
  onMount($derived, () => {
    let stopSources: (() => void)[] = [];
    const follow = (): void => {
      stopSources.forEach(stop => stop());
      stopSources = Object.values($sources.get()).map(source => source.listen(refresh));
      refresh();
    };
    const stops = [$storedAccounts.listen(refresh), $sources.listen(follow)];
    follow();
    return () => [...stops, ...stopSources].forEach(stop => stop());
  });
  return $derived;
}

/** Account state per chain namespace (spec section 3). Read-only: the slice's actions write it. */
export const $accounts = accountsStore();

/** The account of the active namespace, always defined (disconnected when nothing is there). */
export const $account = computed([$accounts, $chain], (accounts, chain) => accounts[chain.activeNamespace] ?? emptyAccount());

export function getAccount(namespace: ChainNamespace): AccountState {
  return $accounts.get()[namespace] ?? emptyAccount();
}

/** The `connectedWalletInfo` of an account connected through a connector described by `info`. */
export function walletInfoOf({ name, imageUrl, rdns, type }: ConnectorInfo): ConnectedWalletInfo {
  return { name, ...(imageUrl ? { icon: imageUrl } : {}), ...(rdns ? { rdns } : {}), type };
}
