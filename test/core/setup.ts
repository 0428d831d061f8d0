// Store helpers for core and connector tests (the reset between tests is test/helpers/reset.ts).
import type { ReadableAtom } from 'nanostores';

/** Resolves once `store` holds a value `predicate` accepts (checked now and on every change). */
export function until<T>(store: ReadableAtom<T>, predicate: (value: T) => boolean, label = 'store condition'): Promise<T> {
  return new Promise((resolve, reject) => {
    let unsubscribe: (() => void) | undefined;
    let done = false;
    const timer = setTimeout(() => {
      done = true;
      unsubscribe?.();
      reject(new Error(`Timed out waiting for ${label}: ${JSON.stringify(store.get())}`));
    }, 8_000);
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

export const sleep = (ms: number): Promise<void> => new Promise(resolve => setTimeout(resolve, ms));

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
