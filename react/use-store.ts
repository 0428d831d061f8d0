import { useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';

type Subscribe = (onChange: () => void) => () => void;

// One subscribe function per store: a new function each render would make React resubscribe every time.
const subscribers = new WeakMap<ReadableAtom<unknown>, Subscribe>();

function subscriberOf<T>(store: ReadableAtom<T>): Subscribe {
  let subscribe = subscribers.get(store);
  if (!subscribe) {
    subscribe = (onChange: () => void) => store.listen(() => onChange());
    subscribers.set(store, subscribe);
  }
  return subscribe;
}

/**
 * Reads a nanostores store in React. Stores keep one object per change, so the snapshot is stable between
 * renders; the server snapshot is the store's current (initial) value, so server rendering never throws.
 */
export function useStore<T>(store: ReadableAtom<T>): T {
  return useSyncExternalStore(subscriberOf(store), store.get, store.get);
}

/** Memoizes one derived store per key (e.g. per chain namespace) so hooks get the same store each render. */
export function keyedStores<K, T>(create: (key: K) => ReadableAtom<T>): (key: K) => ReadableAtom<T> {
  const cache = new Map<K, ReadableAtom<T>>();
  return key => {
    let store = cache.get(key);
    if (!store) {
      store = create(key);
      cache.set(key, store);
    }
    return store;
  };
}
