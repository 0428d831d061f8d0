import { createTransport, shouldThrow } from 'viem';
import type { EIP1193RequestOptions, Transport } from 'viem';

/** How the URLs are ranked: a ping to each every `interval`, scored on the last `sampleCount` rounds. */
export interface RankingOptions {
  interval: number;
  sampleCount: number;
  /** A ping not answered in this long is a failed sample. */
  timeout: number;
  weights: { stability: number; latency: number };
}

interface Sample {
  ok: boolean;
  ms: number;
}

type Pingable = ReturnType<Transport> & { value?: { ping?: () => Promise<unknown> } };

/**
 * The order to try the URLs in, best first: each URL scores `stability` × its share of answered pings plus
 * `latency` × how much faster than the slowest ping of the window its mean was. A URL that answered no ping
 * scores 0. Equal scores keep the app's order.
 */
export function rankOrder(rounds: readonly (readonly Sample[])[], weights: RankingOptions['weights']): number[] {
  const count = rounds[0]?.length ?? 0;
  const slowest = Math.max(1, ...rounds.flatMap(round => round.map(sample => sample.ms)));
  const scores = Array.from({ length: count }, (_, index) => {
    const samples = rounds.map(round => round[index]!);
    const answered = samples.filter(sample => sample.ok).length / samples.length;
    if (answered === 0) return 0;
    const meanMs = samples.reduce((sum, sample) => sum + sample.ms, 0) / samples.length;
    return weights.stability * answered + weights.latency * (1 - meanMs / slowest);
  });
  return scores.map((score, index) => ({ score, index })).sort((a, b) => b.score - a.score).map(({ index }) => index);
}

async function pingOnce(transport: Pingable): Promise<Sample> {
  const started = performance.now();
  try {
    await (transport.value?.ping ? transport.value.ping() : transport.request({ method: 'net_listening' }));
    return { ok: true, ms: performance.now() - started };
  } catch {
    return { ok: false, ms: performance.now() - started };
  }
}

/**
 * A fallback over `transports` that ranks them by pinging, as viem's `fallback` with `rank` does, with one
 * difference: a request walks the order it started with. viem's walks positions in an order the ranking may
 * re-sort while a request waits, so a read that timed out on a slow URL could be sent to that URL again, and
 * the healthy one never tried.
 */
export function rankedFallback(transports: readonly Transport[], ranking: RankingOptions): Transport {
  return ({ chain, timeout }) => {
    const readers = transports.map(make => make({ chain, retryCount: 0, timeout }));
    const pingers = transports.map(make => make({ chain, retryCount: 0, timeout: ranking.timeout }) as Pingable);
    let order: readonly number[] = readers.map((_, index) => index);
    const rounds: Sample[][] = [];
    const rankRound = async (): Promise<void> => {
      rounds.push(await Promise.all(pingers.map(pingOnce)));
      if (rounds.length > ranking.sampleCount) rounds.shift();
      order = rankOrder(rounds, ranking.weights);
      setTimeout(() => void rankRound(), ranking.interval);
    };
    void rankRound();

    return createTransport(
      {
        key: 'w3m-fallback',
        name: 'Ranked fallback',
        type: 'fallback',
        retryCount: 0,
        timeout,
        async request(args: { method: string; params?: unknown }, options?: EIP1193RequestOptions) {
          const tried = order;
          let lastError: unknown;
          for (const index of tried) {
            try {
              const reader = readers[index]!;
              return await reader.request(args as Parameters<typeof reader.request>[0], options);
            } catch (error) {
              // The wallet or the node refused for good (a rejection, a revert): another URL answers the same.
              if (shouldThrow(error as Error)) throw error;
              lastError = error;
            }
          }
          throw lastError;
        },
      },
      { transports: readers },
    );
  };
}
