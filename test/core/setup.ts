// Store helpers for core and connector tests (the reset between tests is test/helpers/reset.ts).
import type { ReadableAtom } from 'nanostores';
import { WAIT_MS } from '../helpers/wait.js';

/** Resolves once `store` holds a value `predicate` accepts (checked now and on every change). */
export function until<T>(store: ReadableAtom<T>, predicate: (value: T) => boolean, label = 'store condition'): Promise<T> {
  return new Promise((resolve, reject) => {
    let unsubscribe: (() => void) | undefined;
    let done = false;
    const timer = setTimeout(() => {
      done = true;
      unsubscribe?.();
      reject(new Error(`Timed out waiting for ${label}: ${JSON.stringify(store.get())}`));
    }, WAIT_MS);
    unsubscribe = store.subscribe(value => {
      if (done || !predicate(value)) return;
      done = true;
      clearTimeout(timer);
      queueMicrotask(() => unsubscribe?.());
      resolve(value);
    });
    if (done) unsubscribe();
  });
}

/** Captures the message of a synchronous throw (fails the test when nothing is thrown). */
export function thrownMessage(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    if (!(error instanceof Error)) throw new Error(`Expected an Error, got ${String(error)}`);
    return error.message;
  }
  throw new Error('Expected a throw');
}

/**
 * The delays of the timers `fn` arms synchronously (window.setTimeout is watched only while it runs): proves a
 * timeout is, or is not, scheduled without waiting for it to fire.
 */
export function timersArmedBy(fn: () => void): number[] {
  const original = window.setTimeout;
  const delays: number[] = [];
  window.setTimeout = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) => {
    delays.push(timeout ?? 0);
    return original(handler, timeout, ...args);
  }) as typeof window.setTimeout;
  try {
    fn();
  } finally {
    window.setTimeout = original;
  }
  return delays;
}
