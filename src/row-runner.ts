/**
 * Runs the loading table's rows (src/features.ts) for the current configuration. A new configuration (a second
 * `createAppKit`, the instance's `updateOptions` / `updateFeatures`) changes only what it touches: a row it turns
 * on starts, one it turns off stops, one whose options (`reads`) changed starts again, and the others keep running.
 */
import type { ResolvedOptions } from './core/options/index.js';

/**
 * One row of the table: `when` the options ask for it, `load` its code (omitted for rows that are part of the
 * initial chunk), then `setup` starts it and returns what stops it. `reads` names the options (as the app writes
 * them: `projectId`, `features.email`) its code is built from.
 */
export interface Row<M> {
  name: string;
  when(options: ResolvedOptions): boolean;
  reads: readonly string[];
  load?: (options: ResolvedOptions) => Promise<M>;
  setup(module: M, options: ResolvedOptions): () => void;
}

export interface RunningRows {
  /** Settles once every row the options turned on has loaded and started (or failed to load). */
  ready: Promise<void>;
  stop(): void;
}

interface Run {
  stopped: boolean;
  stop?: () => void;
  ready: Promise<void>;
}

const valueAt = (given: Record<string, unknown>, path: string): unknown => {
  const [top, inner] = path.split('.');
  const value = given[top!];
  return inner === undefined ? value : (value as Record<string, unknown> | undefined)?.[inner];
};

/** Starts `entry`; a row whose code arrives after it was stopped is not started. */
function start(entry: Row<unknown>, options: ResolvedOptions): Run {
  const run: Run = { stopped: false, ready: Promise.resolve() };
  const setup = (module: unknown): void => {
    if (!run.stopped) run.stop = entry.setup(module, options);
  };
  if (!entry.load) setup(undefined);
  else run.ready = entry.load(options).then(setup, error => console.error(`w3m-modal: ${entry.name} could not be loaded`, error));
  return run;
}

function end(run: Run): void {
  run.stopped = true;
  run.stop?.();
  run.stop = undefined;
}

/** The runner of one table. */
export function rowRunner(rows: readonly Row<unknown>[]) {
  let runs = new Map<Row<unknown>, Run>();
  let given: Record<string, unknown> | undefined;
  let ready: Promise<void> = Promise.resolve();

  const stopAll = (): void => {
    runs.forEach(end);
    runs = new Map();
    given = undefined;
    ready = Promise.resolve();
  };

  /** Applies `options`: starts, stops or keeps each row (in table order), and says when all are ready. */
  const configure = (options: ResolvedOptions): RunningRows => {
    const before = given;
    const keeps = (entry: Row<unknown>): boolean =>
      before !== undefined && entry.when(options) && entry.reads.every(path => Object.is(valueAt(before, path), valueAt(options.given, path)));
    const next = new Map<Row<unknown>, Run>();
    for (const entry of rows) {
      const run = runs.get(entry);
      if (run && keeps(entry)) next.set(entry, run);
      else if (run) end(run);
    }
    for (const entry of rows) if (!next.has(entry) && entry.when(options)) next.set(entry, start(entry, options));
    runs = new Map(rows.filter(entry => next.has(entry)).map(entry => [entry, next.get(entry)!]));
    given = options.given;
    ready = Promise.all([...runs.values()].map(run => run.ready)).then(() => undefined);
    return { ready, stop: stopAll };
  };

  return { configure, stop: stopAll, ready: (): Promise<void> => ready };
}
