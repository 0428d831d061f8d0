/**
 * The clock of the modal's timed state: how long a toast stays, the gap before the next one, how long the modal
 * shakes, and the long bounds after which it gives up on something that does not answer (the embedded wallet's
 * frame, a transaction's confirmation, a WalletConnect attestation). It is the platform's timers; a test that
 * checks such state or bound swaps in a clock it advances itself (test/helpers/timed-state.ts), so a slow machine
 * cannot end the state before the check, and a 20 s bound is tested at 20 s without waiting 20 s.
 */
export interface Clock {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const clock: Clock = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: handle => clearTimeout(handle as ReturnType<typeof setTimeout>),
};
