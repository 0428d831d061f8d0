// Errors a test provokes on purpose are asserted, not printed: a passing run shows no error, so a new one stands
// out. Only the lines a test names are captured; every other console.error still reaches the runner's log.
import { addCleanup } from './reset.js';

export interface CapturedErrors {
  /** The message (first argument) of each captured console.error call, in order. */
  readonly messages: string[];
  /** The error or detail (second argument) of each captured call, in the same order. */
  readonly details: unknown[];
  /** The `message` of each captured detail that is an Error (else its string form). */
  errorMessages(): string[];
}

/**
 * Captures the console.error calls whose message matches `pattern` until the test's cleanup runs
 * (`resetAll()` / `runCleanups()` in its afterEach).
 */
export function captureConsoleErrors(pattern: RegExp): CapturedErrors {
  const original = console.error;
  const messages: string[] = [];
  const details: unknown[] = [];
  console.error = (...args: unknown[]): void => {
    const [message, detail] = args;
    if (typeof message === 'string' && pattern.test(message)) {
      messages.push(message);
      details.push(detail);
      return;
    }
    original.apply(console, args);
  };
  addCleanup(() => {
    console.error = original;
  });
  return {
    messages,
    details,
    errorMessages: () => details.map(detail => (detail instanceof Error ? detail.message : String(detail))),
  };
}
