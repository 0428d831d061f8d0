/**
 * The clock of the modal's timed UI state: how long a toast stays, the gap before the next one, how long the
 * modal shakes. Production uses the platform's timers; a test that checks such state hands in a clock it
 * advances itself (test/helpers/timed-state.ts), so a slow machine cannot end the state before the check.
 */
export interface Clock {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const platformClock: Clock = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: handle => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

let current: Clock = platformClock;

/** Replaces the clock (no argument: back to the platform's timers). Timers already armed keep their clock. */
export function setClock(next: Clock = platformClock): void {
  current = next;
}

interface Armed {
  owner: Clock;
  handle: unknown;
}

/** What timed state arms its timers with: the clock current when a timer is armed also clears it. */
export const clock: Clock = {
  setTimeout: (run, ms): Armed => ({ owner: current, handle: current.setTimeout(run, ms) }),
  clearTimeout: armed => {
    if (armed) (armed as Armed).owner.clearTimeout((armed as Armed).handle);
  },
};
