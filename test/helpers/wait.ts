// Waits in browser tests follow an event or a condition; their timeouts are only safety nets that decide when
// to give up and say what never happened. A loaded machine makes everything several times slower, so the nets
// are wide (far beyond what a passing wait takes) and widen further with TEST_TIME_SCALE, which vite.config.ts
// passes in from the environment (the runner's mocha timeout scales the same way: web-test-runner.config.mjs).
import { waitUntil as waitUntilOpenWc } from '@open-wc/testing';

/** How much wider than the defaults every safety net is (TEST_TIME_SCALE, at least 1). */
export const TIME_SCALE: number = Math.max(1, Number(import.meta.env.TEST_TIME_SCALE) || 1);

/** A safety-net duration scaled by {@link TIME_SCALE}, e.g. `this.timeout(scaled(60_000))` for a long suite. */
export const scaled = (ms: number): number => Math.round(ms * TIME_SCALE);

/** The default safety net of one wait: well within mocha's per-test timeout (60 s, scaled), so the label shows. */
export const WAIT_MS = scaled(10_000);

/**
 * `waitUntil` of @open-wc/testing with a wide safety net: {@link WAIT_MS}, or `options.timeout` scaled when a
 * wait needs longer. Its own default (1 s) fails on a busy machine while the condition is still on its way.
 */
export function waitUntil(
  predicate: () => unknown | Promise<unknown>,
  message?: string,
  options: { interval?: number; timeout?: number } = {},
): Promise<void> {
  return waitUntilOpenWc(predicate, message, { ...options, timeout: Math.max(WAIT_MS, scaled(options.timeout ?? 0)) });
}

/**
 * Resolves in the page's next idle period: work queued for "when the page is idle" (the dialog's warm-up) ran
 * before it. A positive signal for "nothing more happens by itself", where a fixed wait would only hope so.
 */
export function nextIdle(): Promise<void> {
  return new Promise(resolve => requestIdleCallback(() => resolve(), { timeout: WAIT_MS }));
}

/**
 * The state of `promise` once `signal` has settled (and the tasks it queued have run): for requests that must
 * stay open, `signal` is the event that would have settled them (a timeout that fired for a sibling request,
 * an abort, the last hostile message logged), so "pending" is proven without waiting a fixed time.
 */
export async function stateWhen(promise: Promise<unknown>, signal: Promise<unknown> = Promise.resolve()): Promise<'pending' | 'resolved' | 'rejected'> {
  let state: 'pending' | 'resolved' | 'rejected' = 'pending';
  promise.then(
    () => (state = 'resolved'),
    () => (state = 'rejected'),
  );
  await signal.catch(() => undefined);
  // One task turn: reactions queued by the signal's event (message handlers, timers already due) run first.
  await new Promise<void>(resolve => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(undefined);
  });
  return state;
}
