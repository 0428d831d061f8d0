import { createClient, createTransport, http, withRetry } from 'viem';
import type { Client, HttpTransportConfig, Transport } from 'viem';
import { RPC_TIMEOUT_MS } from '../timeouts.js';
import { onSessionEnd } from '../session.js';
import { rankedFallback, stopRanking } from './ranked-fallback.js';
import type { RankingGroup } from './ranked-fallback.js';

export { RPC_TIMEOUT_MS };
/** Retries after the first attempt (spec section 9). */
export const RPC_RETRY_COUNT = 3;
/** First retry waits this long, each further one twice as long (150, 300, 600 ms). */
export const RPC_RETRY_BASE_MS = 150;
/** Calls made in the same tick go out as one JSON-RPC batch of at most this many. */
export const RPC_BATCH_SIZE = 1000;
/** How the fallback ranks its URLs: a ping to each every 4 s, scored on the last 10 samples. */
export const RPC_RANKING = { interval: 4_000, sampleCount: 10, timeout: 1_000, weights: { stability: 0.7, latency: 0.3 } } as const;
/**
 * The longest Retry-After honoured. A server that asks for more is treated as down for this request, so the
 * fallback moves on (or the read fails) instead of leaving the player waiting behind a long pause.
 */
export const MAX_RETRY_AFTER_MS = RPC_TIMEOUT_MS;

/** Statuses worth another try: the server may answer differently in a moment (spec section 9). */
export function isRetriedStatus(status: number): boolean {
  return status === 403 || status === 408 || status === 413 || status === 429 || (status >= 500 && status <= 599);
}

interface HttpFailure {
  status?: number;
  headers?: Headers;
}

/** The HTTP side of a viem error: the status and headers of a non-2xx answer, or `{}` when none came. */
function httpFailure(error: unknown): HttpFailure | undefined {
  let current = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 8; depth++) {
    const record = current as { status?: unknown; headers?: unknown; name?: unknown; cause?: unknown };
    if (typeof record.status === 'number') {
      return { status: record.status, ...(record.headers instanceof Headers ? { headers: record.headers } : {}) };
    }
    if (record.name === 'HttpRequestError') return {};
    current = record.cause;
  }
  return undefined;
}

/** Retry-After as seconds or an HTTP date, in ms from `now`; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * How long to wait before retry number `attempt + 1`, or undefined to give up: retried are the statuses of
 * {@link isRetriedStatus} and requests that got no answer at all (connection refused or reset). Not retried:
 * other statuses, JSON-RPC errors in a 2xx answer (the node answered; it will answer the same) and timeouts
 * (the 10 s are spent; the fallback's next URL is the better bet).
 */
export function retryWait(error: unknown, attempt: number): number | undefined {
  if (attempt >= RPC_RETRY_COUNT) return undefined;
  const failure = httpFailure(error);
  if (!failure || (failure.status !== undefined && !isRetriedStatus(failure.status))) return undefined;
  const asked = parseRetryAfter(failure.headers?.get('Retry-After'));
  if (asked !== undefined) return asked <= MAX_RETRY_AFTER_MS ? asked : undefined;
  return RPC_RETRY_BASE_MS * 2 ** attempt;
}

/** Knobs for tests; the defaults are the spec's constants. */
export interface RpcTransportOptions {
  timeout?: number;
  rankInterval?: number;
  /** The app's viem HTTP config of each URL (`customRpcUrls[…].config`: headers, fetch hooks), by index. */
  configs?: readonly (Record<string, unknown> | undefined)[];
  /** The group whose start and stop the ranking follows (a WagmiAdapter's); without one it ranks until stopped. */
  rankings?: RankingGroup;
}

/**
 * One URL over viem's HTTP transport (batched, with a timeout), retried by viem's own `withRetry` (its loop, its
 * waits) under the policy above. viem's HTTP transport retries by a policy of its own that differs from the spec's in
 * three ways, which is all this adds: every 5xx is retried (viem: 500 and 502–504), a Retry-After beyond
 * {@link MAX_RETRY_AFTER_MS} gives up instead of waiting, and a timeout is not retried (the fallback's next URL is
 * the better bet). The app's own config for the URL (fetch options, hooks, its batching) applies; retries and the
 * timeout stay the policy's.
 */
function retryingHttp(url: string, timeout: number, config: HttpTransportConfig = {}): Transport {
  const inner = http(url, { batch: { batchSize: RPC_BATCH_SIZE }, ...config, retryCount: 0, timeout });
  // Pings go unbatched: batched with a read, a ping's 1 s timeout would cut the read short.
  const pinger = http(url, { ...config, batch: false, retryCount: 0 });
  return ({ chain, timeout: override }) => {
    const base = inner({ chain, retryCount: 0, timeout: override ?? timeout });
    return createTransport(
      {
        key: 'w3m-http',
        name: 'HTTP JSON-RPC with retries',
        type: 'http',
        retryCount: 0,
        timeout: override ?? timeout,
        request: (args: { method: string; params?: unknown }) =>
          withRetry(() => base.request(args as Parameters<typeof base.request>[0]), {
            retryCount: RPC_RETRY_COUNT,
            shouldRetry: ({ count, error }) => retryWait(error, count) !== undefined,
            delay: ({ count, error }) => retryWait(error, count) ?? 0,
          }),
      },
      // The ranking pings without the retries: a ping that needed three tries is a failed sample.
      { url, ping: () => pinger({ chain, retryCount: 0, timeout: override ?? timeout }).request({ method: 'net_listening' }) },
    );
  };
}

/**
 * A viem transport for reads from `urls`: one URL is used directly; several form a fallback ranked on stability
 * and latency ({@link rankedFallback}), which tries them best first. Each URL keeps its own retries.
 */
export function rpcTransport(urls: readonly string[], options: RpcTransportOptions = {}): Transport {
  if (urls.length === 0) throw new Error('rpcTransport: at least one RPC URL is required');
  const timeout = options.timeout ?? RPC_TIMEOUT_MS;
  const transports = urls.map((url, index) => retryingHttp(url, timeout, options.configs?.[index] as HttpTransportConfig | undefined));
  if (transports.length === 1) return transports[0]!;
  return rankedFallback(transports, { ...RPC_RANKING, interval: options.rankInterval ?? RPC_RANKING.interval }, options.rankings);
}

const clients = new Map<string, { client: Client; configs: readonly unknown[] }>();

/**
 * The client for a list of URLs (each with the app's config, if any), made once per session: a ranked fallback
 * pings for as long as it ranks, so a client per read would pile up ranking loops. A client replaced (the app's
 * config for a URL changed) stops ranking, and so does every client at the session's end (`destroyAppKit`).
 */
export function rpcClient(urls: readonly string[], configOf: (url: string) => Record<string, unknown> | undefined = () => undefined): Client {
  const key = urls.join('\n');
  const configs = urls.map(configOf);
  const cached = clients.get(key);
  if (cached && cached.configs.every((config, index) => config === configs[index])) return cached.client;
  if (cached) stopRanking(cached.client);
  const client = createClient({ transport: rpcTransport(urls, { configs }) });
  clients.set(key, { client, configs });
  return client;
}

/** Stops every client {@link rpcClient} made; the next read makes a new one. */
export function closeRpcClients(): void {
  clients.forEach(({ client }) => stopRanking(client));
  clients.clear();
}

// This module loads with the first read (lazily): the session's end has nothing to stop before.
onSessionEnd(closeRpcClients);
