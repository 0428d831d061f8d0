// How long the modal waits for what answers from elsewhere, in one place (spec sections 4 and 9).

/** A wallet's silent restore on start: a wallet that has not answered by then is treated as not connected. */
export const RESTORE_TIMEOUT_MS = 10_000;

/** One JSON-RPC read over HTTP (the balance, a signature check, the transport's fallback). */
export const RPC_TIMEOUT_MS = 10_000;

/** Rejects with `error()` when `promise` has not settled within `ms`; the timer goes either way. */
export function withTimeout<T>(promise: Promise<T>, ms: number, error: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(error()), ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
