// The account store's raw writers. They stay inside the connection slice (the `connection-writes-stay-in-slice`
// rule of .dependency-cruiser.cjs): everything else changes an account through the slice's named actions, so every
// connection is written by an action that reports its step, and the listeners follow.
import type { AccountState, ChainNamespace } from '../types.js';
import { $accountRecord, emptyAccount } from './account.js';

export function patchAccount(namespace: ChainNamespace, patch: Partial<AccountState>): void {
  $accountRecord.setKey(namespace, { ...($accountRecord.get()[namespace] ?? emptyAccount()), ...patch });
}

export function resetAccount(namespace: ChainNamespace): void {
  $accountRecord.setKey(namespace, emptyAccount());
}
