// The account store's raw writers. They stay inside the connection slice (the `connection-writes-stay-in-slice`
// rule of .dependency-cruiser.cjs): everything else changes an account through the slice's named actions, so every
// connection is written by an action that reports its step, and the listeners follow.
import type { AccountState, ChainNamespace } from '../types.js';
import { $storedAccounts, detailsFor, emptyAccount, getAccount, readsFromEngine, withoutConnection } from './account.js';

export function patchAccount(namespace: ChainNamespace, patch: Partial<AccountState>): void {
  if (readsFromEngine(namespace)) {
    // The engine owns the connection: only the details are written, for the address the engine shows now.
    const kept = detailsFor($storedAccounts.get()[namespace], getAccount(namespace).address);
    const details: Partial<AccountState> = withoutConnection(patch);
    // A patch of the connection alone (the connect flow's steps) changes nothing the modal keeps.
    if ((Object.keys(details) as (keyof AccountState)[]).every(key => Object.is(kept[key], details[key]))) return;
    $storedAccounts.setKey(namespace, { ...kept, ...details });
    return;
  }
  $storedAccounts.setKey(namespace, { ...getAccount(namespace), ...patch });
}

export function resetAccount(namespace: ChainNamespace): void {
  $storedAccounts.setKey(namespace, emptyAccount());
}
