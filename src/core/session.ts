/**
 * The kit's session: what `createAppKit` sets up and its teardown (`destroyAppKit()`) undoes. Every store of
 * core is made by {@link sessionAtom} or {@link sessionMap}, which register its initial value as the store is
 * created, so the teardown puts each one back without a hand-kept list: a new store cannot be forgotten. The
 * little state that is not a store (the connector registry, timers, caches) registers its undo with
 * {@link onSessionEnd} beside it. Lazy modules register when they load, so a reset never loads anything.
 */
import { atom, map } from 'nanostores';
import type { MapStore, WritableAtom } from 'nanostores';
import { supersedeAll } from './intent.js';

const undo: (() => void)[] = [];

/** Registers what the session's end undoes (state that is not a store; stores register themselves). */
export function onSessionEnd(reset: () => void): void {
  undo.push(reset);
}

/** An atom that the session's end sets back to `initial`. */
export function sessionAtom<T>(initial: T): WritableAtom<T> {
  const store = atom(initial);
  onSessionEnd(() => store.set(initial));
  return store;
}

/** A map store that the session's end sets back to `initial`. */
export function sessionMap<T extends object>(initial: T): MapStore<T> {
  const store = map(initial);
  onSessionEnd(() => store.set(initial));
  return store;
}

/**
 * Ends the session's state: whatever still waits for a wallet, relay or network becomes stale, and every store
 * and registered piece of state is back at its first value. Called by the kit's teardown only (`destroyAppKit`).
 */
export function endSession(): void {
  supersedeAll();
  undo.forEach(reset => reset());
}
