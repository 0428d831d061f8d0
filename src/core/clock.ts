/**
 * The clock of the modal's timed UI state: how long a toast stays, the gap before the next one, how long the
 * modal shakes. It is the platform's timers; a test that checks such state swaps in a clock it advances itself
 * (test/helpers/timed-state.ts), so a slow machine cannot end the state before the check.
 */
export interface Clock {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const clock: Clock = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: handle => clearTimeout(handle as ReturnType<typeof setTimeout>),
};
