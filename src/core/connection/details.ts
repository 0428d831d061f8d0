// What an account shows beside its connection: the balance, the profile, the embedded wallet's user. Each is a
// named action over the fields it owns; none of them connects or disconnects a wallet.
import type { AccountState, AccountType, ChainNamespace, Writable } from '../types.js';
import { getAccount } from './account.js';
import { patchAccount, resetAccount } from './writes.js';
import { $connectStep } from './store.js';

/** A namespace's balance as the balance readers found it (or `balanceLoading` while they read). */
export function setAccountBalance(namespace: ChainNamespace, balance: Partial<Pick<AccountState, 'balance' | 'balanceSymbol' | 'balanceLoading'>>): void {
  patchAccount(namespace, balance);
}

/** Who the account is: a name and avatar (ENS, the embedded wallet's registered name), the email a sign-in names. */
export function setAccountProfile(namespace: ChainNamespace, profile: Partial<Pick<AccountState, 'profileName' | 'profileImage' | 'user'>>): void {
  patchAccount(namespace, profile);
}

/** What the embedded wallet knows of its user: the fields it may change on the EVM account. */
export type EmbeddedUser = Partial<Pick<AccountState, 'address' | 'allAccounts' | 'preferredAccountTypes' | 'user' | 'smartAccountDeployed' | 'embeddedWalletInfo' | 'socialProvider'>>;

/**
 * The embedded wallet's user, as its frame reports it (at sign-in, then on a change of account type or email). A
 * change of the connected address (its smart account and its EOA differ) reports the step `account` with the source
 * `embedded`; the CAIP address follows on the same network.
 */
export function updateEmbeddedUser(user: EmbeddedUser): void {
  const before = getAccount('eip155');
  const moved = user.address !== undefined && before.status === 'connected' && before.address !== user.address;
  const network = before.caipAddress?.slice(0, before.caipAddress.lastIndexOf(':'));
  patchAccount('eip155', { ...user, ...(moved && network ? { caipAddress: `${network}:${user.address}` as AccountState['caipAddress'] } : {}) });
  if (moved) ($connectStep as Writable<typeof $connectStep>).set({ step: 'account', source: 'embedded', namespace: 'eip155' });
}

/** AppKit's `setPreferredAccountType(type, namespace)`: the account type the app prefers for `namespace`. */
export function preferAccountType(namespace: ChainNamespace, type: AccountType): void {
  patchAccount(namespace, { preferredAccountTypes: { ...getAccount(namespace).preferredAccountTypes, [namespace]: type } });
}

/** AppKit's `resetAccount(namespace)`: the modal forgets the account of `namespace` (the wallet stays connected). */
export function forgetAccount(namespace: ChainNamespace): void {
  resetAccount(namespace);
}
