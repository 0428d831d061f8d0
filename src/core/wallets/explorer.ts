import * as z from 'zod/mini';
import type { ChainNamespace } from '../types.js';
import type { WalletEntry } from './types.js';
import type { ExplorerQuery } from './explorer-urls.js';
import { EXPLORER_TIMEOUT_MS, MAX_EXPLORER_WALLETS, MAX_PAGE_ENTRIES, walletsUrl } from './explorer-urls.js';

export * from './explorer-urls.js';

const ID_RE = /^[\w-]{1,100}$/;
const RDNS_RE = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i;
const link = z.nullish(z.string().check(z.maxLength(300)));

/** One wallet as the explorer sends it. Each is checked alone so one bad entry does not sink the page. */
const walletSchema = z.object({
  id: z.string().check(z.regex(ID_RE)),
  name: z.string().check(z.minLength(1), z.maxLength(100)),
  homepage: link,
  image_id: z.nullish(z.string().check(z.regex(ID_RE))),
  mobile_link: link,
  link_mode: link,
  desktop_link: link,
  webapp_link: link,
  app_store: link,
  play_store: link,
  rdns: z.nullish(z.string().check(z.maxLength(100), z.regex(RDNS_RE))),
  chains: z.nullish(z.array(z.string().check(z.maxLength(100))).check(z.maxLength(500))),
});

const pageSchema = z.object({
  count: z.number().check(z.int(), z.minimum(0)),
  data: z.array(z.unknown()).check(z.maxLength(MAX_PAGE_ENTRIES)),
});


export interface ExplorerPage {
  /** Total wallets the explorer has for this query. */
  count: number;
  wallets: WalletEntry[];
  /** Entries dropped because they failed validation. */
  rejected: number;
}

export interface ExplorerClientOptions {
  baseUrl: string;
  projectId: string;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** Thrown for a timeout, a network failure, a non-2xx status or an answer of the wrong shape. */
export class ExplorerError extends Error {
  override name = 'ExplorerError';
}

function toEntry(raw: z.infer<typeof walletSchema>): WalletEntry {
  const entry: WalletEntry = { id: raw.id, name: raw.name.replace(/\s+/g, ' ').trim() || raw.id };
  const put = (key: 'homepage' | 'mobile' | 'universal' | 'desktop' | 'webapp' | 'appStore' | 'playStore', value: string | null | undefined): void => {
    if (value) entry[key] = value;
  };
  put('homepage', raw.homepage);
  put('mobile', raw.mobile_link);
  put('universal', raw.link_mode);
  put('desktop', raw.desktop_link);
  put('webapp', raw.webapp_link);
  put('appStore', raw.app_store);
  put('playStore', raw.play_store);
  if (raw.rdns) entry.rdns = raw.rdns;
  if (raw.image_id) entry.imageId = raw.image_id;
  const namespaces = [...new Set((raw.chains ?? []).map(chain => chain.split(':')[0]))].filter(
    (ns): ns is ChainNamespace => ns === 'eip155' || ns === 'solana',
  );
  if (raw.chains && raw.chains.length > 0) entry.chains = namespaces;
  return entry;
}

/** Validates one answer of `/getWallets`; throws {@link ExplorerError} when its shape is wrong. */
export function parseWalletsPage(body: unknown): ExplorerPage {
  const page = pageSchema.safeParse(body);
  if (!page.success) throw new ExplorerError('The wallet explorer sent an answer of an unexpected shape');
  const wallets: WalletEntry[] = [];
  let rejected = 0;
  for (const item of page.data.data) {
    const parsed = walletSchema.safeParse(item);
    if (parsed.success) wallets.push(toEntry(parsed.data));
    else rejected += 1;
  }
  return { count: page.data.count, wallets, rejected };
}

/** `GET /getWallets` with a timeout; a caller's `signal` aborts it too. */
export async function fetchWalletsPage(client: ExplorerClientOptions, query: ExplorerQuery): Promise<ExplorerPage> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), client.timeoutMs ?? EXPLORER_TIMEOUT_MS);
  const onAbort = (): void => controller.abort();
  client.signal?.addEventListener('abort', onAbort);
  try {
    let response: Response;
    try {
      response = await fetch(walletsUrl(client.baseUrl, client.projectId, query), { signal: controller.signal, headers: { accept: 'application/json' } });
    } catch {
      throw new ExplorerError(controller.signal.aborted && !client.signal?.aborted ? 'The wallet explorer did not answer in time' : 'The wallet explorer cannot be reached');
    }
    if (!response.ok) throw new ExplorerError(`The wallet explorer answered ${response.status}`);
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new ExplorerError('The wallet explorer sent an answer that is not JSON');
    }
    return parseWalletsPage(body);
  } finally {
    clearTimeout(timer);
    client.signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * Every wallet for a query, page by page (`entries` per page) until `count` or `limit` is reached. Wallets
 * already seen (by id) are skipped, so a page that repeats entries cannot loop or duplicate.
 */
export async function fetchAllWallets(
  client: ExplorerClientOptions,
  query: Omit<ExplorerQuery, 'page'>,
  limit = MAX_EXPLORER_WALLETS,
): Promise<{ count: number; wallets: WalletEntry[] }> {
  const entries = Math.min(query.entries ?? MAX_PAGE_ENTRIES, MAX_PAGE_ENTRIES);
  const seen = new Set<string>();
  const wallets: WalletEntry[] = [];
  let count = 0;
  for (let page = 1; page <= Math.ceil(limit / entries); page++) {
    const answer = await fetchWalletsPage(client, { ...query, entries, page });
    count = Math.min(answer.count, limit);
    for (const wallet of answer.wallets) {
      if (!seen.has(wallet.id) && wallets.length < limit) {
        seen.add(wallet.id);
        wallets.push(wallet);
      }
    }
    if (answer.wallets.length + answer.rejected < entries || wallets.length >= count) break;
  }
  return { count, wallets };
}
