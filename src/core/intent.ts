/**
 * The one rule for async work: every action that awaits a wallet, a relay or the network records the intent
 * it serves, and drops its result when a newer intent of the same concern began meanwhile (another connect,
 * closing the modal while connecting, a disconnect, a newer switch or read). "The latest intent wins."
 */
export type IntentConcern = 'connection' | 'chain' | 'signIn' | 'balance';

export interface Intent {
  readonly concern: IntentConcern;
  readonly generation: number;
  /** What the intent is about (a connector id for connections), so a retry of the same thing can keep an answer. */
  readonly key: string | undefined;
}

const latest: Record<IntentConcern, Intent> = {
  connection: { concern: 'connection', generation: 0, key: undefined },
  chain: { concern: 'chain', generation: 0, key: undefined },
  signIn: { concern: 'signIn', generation: 0, key: undefined },
  balance: { concern: 'balance', generation: 0, key: undefined },
};

/** Starts a new intent of `concern`; every older one of that concern becomes stale. */
export function begin(concern: IntentConcern, key?: string): Intent {
  const intent: Intent = { concern, generation: latest[concern].generation + 1, key };
  latest[concern] = intent;
  return intent;
}

/** Makes every pending intent of `concern` stale without starting work of its own (close, disconnect). */
export function supersede(concern: IntentConcern): void {
  begin(concern);
}

/** True while no newer intent of the same concern began. */
export function isCurrent(intent: Intent): boolean {
  return latest[intent.concern].generation === intent.generation;
}

/** True when `intent` is current, or a newer intent is about the same thing (a second click on the same wallet). */
export function servesCurrent(intent: Intent): boolean {
  return isCurrent(intent) || (intent.key !== undefined && latest[intent.concern].key === intent.key);
}

/**
 * Makes everything in flight stale (the reset of all stores calls it). Kept free of imports so the reset table
 * (src/core/session.ts) stays small.
 */
export function supersedeAll(): void {
  (Object.keys(latest) as IntentConcern[]).forEach(supersede);
}
