// The one reset between tests: the running AppKit's teardown (every store with it), storage and whatever a test registered to undo
// (wallet announcements, window.ethereum injections).
import { destroyAppKit } from '../../src/app-kit.js';
import { assembleKit } from '../../src/root.js';
import { clock } from '../../src/core/clock.js';
import type { Clock } from '../../src/core/clock.js';

const cleanups: (() => void)[] = [];

/** The platform's timers, as the timed-state clock has them before any test holds it (test/helpers/timed-state.ts). */
export const platformClock: Clock = { ...clock };

/** Gives the timed state (toasts, the shake) the platform's timers again. */
export function releaseClock(): void {
  Object.assign(clock, platformClock);
}

/** Registers something to undo at the next {@link resetAll} or {@link runCleanups} (last in, first out). */
export function addCleanup(cleanup: () => void): void {
  cleanups.push(cleanup);
}

/** Undoes what the current test registered (announcements, injections), leaving stores as they are. */
export function runCleanups(): void {
  while (cleanups.length > 0) cleanups.pop()!();
}

/** Removes every `w3m:` key so no test sees another's persisted values. */
export function clearW3mStorage(): void {
  for (const key of Object.keys(localStorage)) if (key.startsWith('w3m:')) localStorage.removeItem(key);
}

/** Every store, storage entry and wallet announcement back to a fresh page. */
export function resetAll(): void {
  runCleanups();
  // A clock a test held (test/helpers/timed-state.ts) goes back to the platform's timers.
  releaseClock();
  // The kit's own teardown: rows stopped, every store back at its initial value (src/core/session.ts).
  destroyAppKit();
  localStorage.clear();
  partsWithoutKit();
}

/** Stores and the modal's own storage back to a fresh page; other storage (WalletConnect's) is kept. */
export function freshState(): void {
  releaseClock();
  // The kit's own teardown: rows stopped, every store back at its initial value (src/core/session.ts).
  destroyAppKit();
  clearW3mStorage();
  partsWithoutKit();
}

/**
 * A page whose elements run without a kit still has the kit's parts (its lazy modules and locales), as a page gets
 * them from a connecting `<w3m-modal>` or `createAppKit` (the composition root, src/root.ts): tests of one element or
 * one core module load their chunks by name. No row runs.
 */
function partsWithoutKit(): void {
  assembleKit();
}
