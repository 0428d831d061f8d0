// Shared settings of the property-based suite: a fixed seed (reproducible runs) that a run can override with
// VITE_FUZZ_SEED=<n> in the environment (Vite hands VITE_* variables to the test page; there is no `process`).
import fc from 'fast-check';
import type { Parameters } from 'fast-check';

const envSeed = Number((import.meta as { env?: Record<string, string | undefined> }).env?.['VITE_FUZZ_SEED']);

/** The seed every property starts from; fast-check prints it, with the shrunk path, in a failure's message. */
export const FUZZ_SEED = Number.isSafeInteger(envSeed) ? envSeed : 0x5eed_13;

export const NUM_RUNS = 200;

/** Parameters for `fc.assert`: 200 cases, the fixed seed, and the counterexample in the report. */
export function fuzzParams<T>(extra: Parameters<T> = {}): Parameters<T> {
  return { numRuns: NUM_RUNS, seed: FUZZ_SEED, ...extra };
}

/**
 * Runs `fc.assert` and rethrows a failure with the seed in the first line, so the test runner's summary (which
 * may show only that line) is enough to replay it with VITE_FUZZ_SEED.
 */
export async function check<T>(property: fc.IAsyncPropertyWithHooks<T> | fc.IPropertyWithHooks<T>, extra: Parameters<T> = {}): Promise<void> {
  try {
    await fc.assert(property as fc.IAsyncPropertyWithHooks<T>, fuzzParams(extra));
  } catch (error) {
    const report = error instanceof Error ? error.message : String(error);
    const cause = error instanceof Error && error.cause instanceof Error ? `\nCaused by: ${error.cause.message}` : '';
    throw new Error(`fuzz failure (seed ${FUZZ_SEED}, replay with VITE_FUZZ_SEED=${FUZZ_SEED}):\n${report}${cause}`, { cause: error });
  }
}

/** Uncaught errors and unhandled rejections seen by the page while `run` executes. */
export async function catchUncaught<R>(run: () => Promise<R>): Promise<{ result: R; uncaught: unknown[] }> {
  const uncaught: unknown[] = [];
  const onError = (event: ErrorEvent): void => void uncaught.push(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent): void => void uncaught.push(event.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  try {
    const result = await run();
    // Unhandled rejections are reported after a macrotask; one event-loop turn lets them arrive.
    await new Promise<void>(resolve => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(undefined);
    });
    return { result, uncaught };
  } finally {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  }
}

/** Values a hostile page or wallet could hand over: JSON-ish data, odd primitives, huge strings, throwing objects. */
export function hostileValue(): fc.Arbitrary<unknown> {
  // Each carries fast-check's toStringMethod, so a failure report can print it without tripping the trap.
  const named = <T extends object>(value: T, name: string): T => Object.defineProperty(value, fc.toStringMethod, { value: () => name });
  const throwingGetter = fc
    .string({ maxLength: 8 })
    .map(key => named(Object.defineProperty({}, key || 'x', { get: () => { throw new Error('getter'); }, enumerable: true }), `throwingGetter(${JSON.stringify(key || 'x')})`));
  const throwingProxy = fc.constant(null).map(() => {
    const trap = (): never => {
      throw new Error('trap');
    };
    return new Proxy({}, {
      get: (_target, key) => (key === fc.toStringMethod ? () => 'throwingProxy' : typeof key === 'symbol' ? undefined : trap()),
      has: (_target, key) => (typeof key === 'symbol' ? false : trap()),
      ownKeys: trap,
      getOwnPropertyDescriptor: trap
    });
  });
  return fc.oneof(
    { weight: 4, arbitrary: fc.jsonValue() },
    fc.anything({ withBigInt: true, withMap: true, withSet: true, withNullPrototype: true, withTypedArray: true, withSparseArray: true }),
    fc.constantFrom(undefined, null, NaN, -0, Infinity, Symbol('s'), () => 1, 10n ** 30n),
    fc.integer({ min: 100_001, max: 300_000 }).map(n => 'x'.repeat(n)),
    throwingGetter,
    throwingProxy
  );
}
