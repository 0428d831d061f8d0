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

/** One client's ranking: a round of pings, then the next after `interval`, until stopped. */
interface RankingLoop {
  start(): void;
  stop(): void;
}

/**
 * Ranking loops that start and stop together: the clients one owner made (a WagmiAdapter's, whose clients wagmi
 * keeps). {@link stop} stops every loop in it (the clients go on answering, in the order they last had) and
 * {@link start} starts them again; a loop made while the group is stopped waits for its {@link start}.
 */
export class RankingGroup {
  readonly #loops = new Set<RankingLoop>();
  #running = true;

  /** Ranks every loop of the group again (a round at once, then every interval). */
  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#loops.forEach(loop => loop.start());
  }

  /** Stops every loop of the group: no ping goes out until {@link start}. */
  stop(): void {
    this.#running = false;
    this.#loops.forEach(loop => loop.stop());
  }

  /** @internal a loop joins (and starts if the group runs); returns what takes it out. */
  join(loop: RankingLoop): () => void {
    this.#loops.add(loop);
    if (this.#running) loop.start();
    return () => void this.#loops.delete(loop);
  }
}

function rankingLoop(pingers: readonly Pingable[], ranking: RankingOptions, rank: (order: number[]) => void): RankingLoop {
  const rounds: Sample[][] = [];
  // A round that was under way when the loop stopped (or stopped and started again) schedules nothing.
  let generation = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const round = async (mine: number): Promise<void> => {
    const samples = await Promise.all(pingers.map(pingOnce));
    if (mine !== generation) return;
    rounds.push(samples);
    if (rounds.length > ranking.sampleCount) rounds.shift();
    rank(rankOrder(rounds, ranking.weights));
    timer = setTimeout(() => void round(mine), ranking.interval);
  };
  const stop = (): void => {
    generation += 1;
    clearTimeout(timer);
  };
  return {
    start: () => {
      stop();
      void round(generation);
    },
    stop,
  };
}

// A client dropped without a stop (a page's own `createClient`, a wagmi config let go) stops ranking when it is
// collected: the loop holds the pingers, not the client, and the client holds the transport's `request`.
const dropped = new FinalizationRegistry<() => void>(stop => stop());

/** What {@link rankedFallback} adds to its client's `transport`. */
export interface RankedFallbackValue {
  transports: readonly ReturnType<Transport>[];
  /** Stops this client's ranking for good: no ping goes out again; reads go on in the order it last had. */
  stopRanking(): void;
}

/**
 * Stops the ranking of a client made on a {@link rankedFallback} (one URL has none: nothing to stop).
 * @param client a viem client, or anything with its `transport`
 */
export function stopRanking(client: { transport: object }): void {
  (client.transport as Partial<RankedFallbackValue>).stopRanking?.();
}

/**
 * A fallback over `transports` that ranks them by pinging, as viem's `fallback` with `rank` does, with two
 * differences. A request walks the order it started with: viem's walks positions in an order the ranking may
 * re-sort while a request waits, so a read that timed out on a slow URL could be sent to that URL again, and
 * the healthy one never tried. And the ranking stops: by {@link stopRanking}, by its `group`, or when its client
 * is collected (viem's pings for as long as the page lives).
 *
 * A refusal that another URL would answer the same (viem's `shouldThrow`: the player rejected, the node
 * reverted) ends the walk with that error; when every URL fails, the last URL's error is thrown.
 */
export function rankedFallback(transports: readonly Transport[], ranking: RankingOptions, group?: RankingGroup): Transport {
  return ({ chain, timeout }) => {
    const readers = transports.map(make => make({ chain, retryCount: 0, timeout }));
    const pingers = transports.map(make => make({ chain, retryCount: 0, timeout: ranking.timeout }) as Pingable);
    let order: readonly number[] = readers.map((_, index) => index);
    const loop = rankingLoop(pingers, ranking, ranked => (order = ranked));
    const leave = group?.join(loop);
    if (!group) loop.start();
    const stopRankingForGood = (): void => {
      loop.stop();
      leave?.();
    };

    const made = createTransport(
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
      { transports: readers, stopRanking: stopRankingForGood } satisfies RankedFallbackValue,
    );
    dropped.register(made.request, stopRankingForGood);
    return made;
  };
}
