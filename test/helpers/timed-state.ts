// Timed UI state (a toast's life, the modal's shake) ends on a timer. A check of such state after an await can
// lose the race on a loaded machine, so tests either hold the clock (and end the state themselves) or record
// the state as it happens and wait on the record.
import { clock } from '../../src/core/clock.js';
import type { Clock } from '../../src/core/clock.js';
import { $toast } from '../../src/core/index.js';
import type { ToastVariant } from '../../src/core/index.js';
import { addCleanup, platformClock, releaseClock } from './reset.js';
import { waitUntil } from './wait.js';

/**
 * A clock whose timers run only when the test advances it. Its handles are objects, so a timer the platform's
 * clock armed before the swap and a held one can never be mistaken for each other when cleared.
 */
export class HeldClock implements Clock {
  private now = 0;
  private readonly timers = new Map<object, { at: number; ms: number; run: () => void }>();

  setTimeout = (run: () => void, ms: number): object => {
    const handle = {};
    this.timers.set(handle, { at: this.now + ms, ms, run });
    return handle;
  };

  /**
   * Whether a timer armed for `ms` is pending: what a test waits for before it moves time, when the page arms
   * its timer after an event the test cannot see (moving time first would leave a later timer short of its due).
   */
  armed(ms: number): boolean {
    return [...this.timers.values()].some(timer => timer.ms === ms);
  }

  /** Whether a timer for `ms` was armed since time last moved: a deadline started again, not one running down. */
  armedAfresh(ms: number): boolean {
    return [...this.timers.values()].some(timer => timer.ms === ms && timer.at - this.now === ms);
  }

  clearTimeout = (handle: unknown): void => {
    if (typeof handle === 'object' && handle) this.timers.delete(handle);
    else platformClock.clearTimeout(handle);
  };

  /** Moves time on by `ms`, running each timer that falls due, in order (a timer it arms counts too). */
  advance(ms: number): void {
    const end = this.now + ms;
    for (;;) {
      const due = [...this.timers].filter(([, timer]) => timer.at <= end).sort(([, a], [, b]) => a.at - b.at)[0];
      if (!due) break;
      this.timers.delete(due[0]);
      this.now = due[1].at;
      due[1].run();
    }
    this.now = end;
  }
}

/** Holds the timed-state clock for the rest of the test (the next reset gives the platform's back). */
export function holdClock(): HeldClock {
  const held = new HeldClock();
  Object.assign(clock, { setTimeout: held.setTimeout, clearTimeout: held.clearTimeout });
  addCleanup(releaseClock);
  return held;
}

export interface ShownToast {
  variant: ToastVariant;
  message: string;
}

export interface ToastRecord {
  /** Every toast shown since recording began, in order. */
  readonly shown: readonly ShownToast[];
  /** Resolves with the first toast showing `message` (already shown, or once it shows). */
  waitFor(message: string): Promise<ShownToast>;
}

/** Records every toast shown from now on, however briefly (stops at the next reset's cleanups). */
export function recordToasts(): ToastRecord {
  const shown: ShownToast[] = [];
  const stop = $toast.listen(({ open, variant, message }) => {
    if (open) shown.push({ variant, message });
  });
  addCleanup(stop);
  const find = (message: string): ShownToast | undefined => shown.find(toast => toast.message === message);
  return {
    shown,
    waitFor: async message => {
      await waitUntil(() => find(message), `no toast "${message}"`);
      return find(message)!;
    },
  };
}
