// Browser side of test/fixtures/failing-rpc.mjs: failing RPC servers in front of anvil, and extra nodes.
import { waitUntil } from '../helpers/wait.js';
import type { CaipNetwork } from '../../src/core/index.js';
import { createClient } from 'viem';
import { rpcTransport, stopRanking } from '../../src/core/rpc/index.js';
import { getAnvil } from '../fixtures/chain.js';

const ENDPOINT = '/__fixtures/failing-rpc';

export type Step = 'pass' | { status: number; retryAfter?: string; retryAfterDateInMs?: number } | { hangMs: number };

export interface LogEntry {
  at: number;
  methods: string[];
  step: string;
  /** The request's `x-w3m-tag` header: which of a test's clients sent it (`''` without one). */
  tag: string;
}

export interface FailingRpc {
  url: string;
  log(): Promise<LogEntry[]>;
  /** The requests that carried `method` (batches count once). */
  calls(method: string): Promise<LogEntry[]>;
  stop(): Promise<void>;
}

async function call<T>(action: string, params: Record<string, string>): Promise<T> {
  const res = await fetch(`${ENDPOINT}/${action}?${new URLSearchParams(params)}`, { cache: 'no-store' });
  if (!res.ok) throw new Error(`${ENDPOINT}/${action} answered ${res.status}: is failingRpcPlugin in test/fixtures/wtr-plugins.mjs?`);
  const body = (await res.json()) as T & { error?: string };
  if (body.error) throw new Error(`${ENDPOINT}/${action}: ${body.error}`);
  return body;
}

const running: FailingRpc[] = [];

/** A server that answers by `plan`, then by `then` (default: pass to the node). Upstream: the run's anvil node. */
export async function failingRpc(plan: Step[], then: Step = 'pass', upstream?: string): Promise<FailingRpc> {
  const target = upstream ?? (await getAnvil()).url;
  const { id, url } = await call<{ id: string; url: string }>('start', { upstream: target, plan: JSON.stringify(plan), then: JSON.stringify(then) });
  const server: FailingRpc = {
    url,
    log: () => call<LogEntry[]>('log', { id }),
    calls: async method => (await server.log()).filter(entry => entry.methods.includes(method)),
    stop: async () => {
      await call('stop', { id });
    },
  };
  running.push(server);
  return server;
}

const clients: ReturnType<typeof createClient>[] = [];

/** A viem client on the library's transport, whose ranking stops with the test ({@link stopFailingRpcs}). */
export function transportClient(urls: string[], options: Parameters<typeof rpcTransport>[1] = {}): ReturnType<typeof createClient> {
  const client = createClient({ transport: rpcTransport(urls, options) });
  clients.push(client);
  return client;
}

/** The error `promise` fails with (a test that expected a failure fails when it resolves). */
export async function rejectionOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the read to fail');
}

/** Stops every server the current test started, and the ranking of its clients: none pings into the next test. */
export async function stopFailingRpcs(): Promise<void> {
  clients.splice(0).forEach(stopRanking);
  await Promise.all(running.splice(0).map(server => server.stop().catch(() => undefined)));
}

/** The ranking pings `server` got (from the clients whose `x-w3m-tag` is `tag`, or from every client). */
export async function pingCount(server: FailingRpc, tag?: string): Promise<number> {
  return (await server.calls('net_listening')).filter(entry => tag === undefined || entry.tag === tag).length;
}

/** Resolves once `server` got `count` ranking pings (from the clients tagged `tag`, or from any). */
export async function pingsReach(server: FailingRpc, count: number, tag?: string): Promise<void> {
  await waitUntil(async () => (await pingCount(server, tag)) >= count, `${count} pings at ${server.url}`, { timeout: 15_000, interval: 25 });
}

/**
 * A witness for "no more pings": a ranked client of its own on two more servers, pinging every `interval` (the
 * library's 4 s without one). The function it resolves with waits until the witness has pinged `rounds` more
 * times; a client that ranks on the same interval would have pinged meanwhile, had it not stopped.
 */
export async function pingWitness(interval?: number): Promise<(rounds: number) => Promise<void>> {
  const [one, two] = [await failingRpc([]), await failingRpc([])];
  transportClient([one.url, two.url], interval === undefined ? {} : { rankInterval: interval });
  return async rounds => pingsReach(one, (await pingCount(one)) + rounds);
}

/** An anvil node on another chain id (one per id for the whole run). */
export async function extraNode(chainId: number): Promise<{ url: string; chainId: number }> {
  return call('anvil', { chainId: String(chainId) });
}

/** Resolves when `check` passes (polled), or fails with `label`. */
export async function eventually(check: () => Promise<boolean> | boolean, label: string, timeout = 8000): Promise<void> {
  await waitUntil(check, `Timed out: ${label}`, { timeout, interval: 25 });
}

/** "Local Devnet", chain 31337, served by an extra node of its own: a second network for switching tests. */
export async function localDevnet(): Promise<CaipNetwork> {
  const node = await extraNode(31337);
  return {
    id: 31337,
    caipNetworkId: 'eip155:31337',
    chainNamespace: 'eip155',
    name: 'Local Devnet',
    nativeCurrency: { name: 'Test Ether', symbol: 'TETH', decimals: 18 },
    rpcUrls: { default: { http: [node.url] } },
    testnet: true,
  };
}
