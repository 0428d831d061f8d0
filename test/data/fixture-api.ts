// Browser-side access to the blockchain-data fixture server (test/fixtures/blockchain-api.mjs). Each test gets a
// tenant of its own: a path prefix whose queued answers, registered names and request log nobody else sees.
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { Address, Hex } from 'viem';
import { setBalance } from '../fixtures/chain.js';

export const BLOCKCHAIN_API_ENDPOINT = '/__fixtures/blockchain-api';
/** Same as the fixture server's HISTORY_PAGE_SIZE. */
export const HISTORY_PAGE_SIZE = 4;

export interface FixtureRoute {
  method?: 'GET' | 'POST';
  /** Exact path, or a prefix ending in `*`. */
  path: string;
  status?: number;
  body?: unknown;
  /** Sent as is instead of `body` (for non-JSON answers). */
  raw?: string;
  delayMs?: number;
  times?: number;
  /** The answer waits for `release()`. */
  hold?: boolean;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

export interface FixtureApi {
  /** Base URL for `blockchainApiUrl` / `createBlockchainApi`. */
  baseUrl: string;
  route(...routes: FixtureRoute[]): Promise<void>;
  requests(): Promise<RecordedRequest[]>;
  setName(address: string, name: string): Promise<void>;
  /** ERC-20 contracts whose balances the balance endpoint reads from the node (as the provider indexes tokens). */
  addTokens(...tokens: { address: string; name: string; symbol: string; decimals: number }[]): Promise<void>;
  /** Sends the answers held so far (routes with `hold`). */
  release(): Promise<void>;
}

let serverUrl: Promise<string> | undefined;

export async function fixtureApi(): Promise<FixtureApi> {
  serverUrl ??= fetch(BLOCKCHAIN_API_ENDPOINT, { cache: 'no-store' }).then(async res => ((await res.json()) as { url: string }).url);
  const baseUrl = `${await serverUrl}/t/${crypto.randomUUID()}`;
  const post = async (path: string, body: unknown) => {
    const res = await fetch(baseUrl + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`fixture control ${path} answered ${res.status}`);
  };
  return {
    baseUrl,
    route: (...routes) => post('/__control/routes', routes),
    requests: async () => (await (await fetch(`${baseUrl}/__control/requests`, { cache: 'no-store' })).json()) as RecordedRequest[],
    setName: (address, name) => post('/__control/names', { address, name }),
    addTokens: (...tokens) => post('/__control/tokens', tokens),
    release: () => post('/__control/release', {})
  };
}

/** A funded account of its own, so parallel test files never share a balance or a history. */
export async function freshAccount(wei = 10n ** 18n): Promise<{ key: Hex; address: Address }> {
  const key = generatePrivateKey();
  const { address } = privateKeyToAccount(key);
  await setBalance(address, wei);
  return { key, address };
}
