import { computed, onMount } from 'nanostores';
import { sessionAtom, onSessionEnd } from '../session.js';
import type { ChainNamespace } from '../types.js';
import { $connectors, removeConnector } from '../connection/connectors.js';
import { $options } from '../options/store.js';
import { hasNamespace } from '../options/options.js';
import type { ResolvedOptions } from '../options/options.js';
import { loadLazy } from '../lazy.js';
import { STORAGE_KEYS, readStored, writeStored } from '../storage.js';
import { BUNDLED_WALLETS } from './data.js';
import { DEFAULT_EXPLORER_API_URL, MAX_EXPLORER_WALLETS, walletImageUrl } from './explorer-urls.js';
import { $recentWallets } from './recent.js';
import { excludedRdns, listWallets } from './registry.js';
import { ofNamespace, oneRowPerWallet } from './connect-rows.js';
import { $connectNamespace } from '../modal/store.js';
import { $chain } from '../network/store.js';
import type { ListedWallet, WalletEntry } from './types.js';

/**
 * off: no projectId, so the explorer is never asked · loading: asking (cached wallets, if any, are shown
 * meanwhile) · ready: the answer is in · error: it failed (timeout, offline, bad answer); what was cached stays.
 */
export type ExplorerStatus = 'off' | 'loading' | 'ready' | 'error';

export interface ExplorerState {
  status: ExplorerStatus;
  wallets: WalletEntry[];
  /** Whether the wallets came from the storage cache rather than this session's answer. */
  cached: boolean;
  /** Set after a successful answer: icons are only requested from an explorer known to answer. */
  reachable: boolean;
  error?: string;
}

const initial: ExplorerState = { status: 'off', wallets: [], cached: false, reachable: false };

export const $explorer = sessionAtom<ExplorerState>(initial);

interface WalletCache {
  key: string;
  at: number;
  wallets: WalletEntry[];
}

const CACHED_TEXT_FIELDS = ['rdns', 'homepage', 'mobile', 'universal', 'desktop', 'webapp', 'appStore', 'playStore'] as const;
const CACHE_ID_RE = /^[\w-]{1,100}$/;
const isText = (value: unknown, max: number): boolean => typeof value === 'string' && value.length <= max;

/**
 * Storage may hold anything (another version, a user's edit): a cached wallet is used only when every field
 * has the shape the explorer client produces. Checked by hand, so the schema library stays in the client.
 */
function isCachedWallet(value: unknown): value is WalletEntry {
  if (!value || typeof value !== 'object') return false;
  const w = value as Record<string, unknown>;
  const chains = w['chains'];
  return (
    typeof w['id'] === 'string' && CACHE_ID_RE.test(w['id']) &&
    isText(w['name'], 100) && (w['name'] as string).length > 0 &&
    CACHED_TEXT_FIELDS.every(key => w[key] === undefined || isText(w[key], 300)) &&
    (w['imageId'] === undefined || (typeof w['imageId'] === 'string' && CACHE_ID_RE.test(w['imageId']))) &&
    (chains === undefined || (Array.isArray(chains) && chains.length <= 2 && chains.every(ns => ns === 'eip155' || ns === 'solana'))) &&
    w['imageUrl'] === undefined
  );
}

const isCache = (value: unknown): value is WalletCache => {
  if (!value || typeof value !== 'object') return false;
  const cache = value as Record<string, unknown>;
  return (
    isText(cache['key'], 2000) && typeof cache['at'] === 'number' &&
    Array.isArray(cache['wallets']) && cache['wallets'].length <= MAX_EXPLORER_WALLETS && cache['wallets'].every(isCachedWallet)
  );
};

/** Which answers a cache entry can stand for: another explorer, networks or wallet filter ask a different question. */
function cacheKey(baseUrl: string, chains: readonly string[], include: readonly string[], exclude: readonly string[]): string {
  return [baseUrl, chains.join(','), include.join(','), exclude.join(',')].join('|');
}

interface ExplorerConfig {
  baseUrl: string;
  projectId: string;
  chains: string[];
  include: string[];
  exclude: string[];
  key: string;
}

/** Per options object: icons ask for it once per tile and render. */
const configs = new WeakMap<object, ExplorerConfig>();

function explorerConfig(): ExplorerConfig | undefined {
  const options = $options.get();
  if (!options?.projectId) return undefined;
  let config = configs.get(options);
  if (!config) {
    const chains = options.networks.map(n => n.caipNetworkId);
    const baseUrl = options.explorerApiUrl ?? DEFAULT_EXPLORER_API_URL;
    const { includeWalletIds: include, excludeWalletIds: exclude } = options;
    config = { baseUrl, projectId: options.projectId, chains, include, exclude, key: cacheKey(baseUrl, chains, include, exclude) };
    configs.set(options, config);
  }
  return config;
}

/** The cached explorer wallets for the current options, without asking the network. */
export function readWalletCache(): WalletEntry[] {
  const config = explorerConfig();
  const cache = config ? readStored(STORAGE_KEYS.walletCache, isCache) : undefined;
  return cache && config && cache.key === config.key ? (cache.wallets as WalletEntry[]) : [];
}

let loading: Promise<void> | undefined;
/** The question the current `$explorer` answer is for; other options ask again. */
let answeredKey: string | undefined;

/**
 * Fills `$explorer` from the storage cache at once, then asks the explorer (with a timeout) and caches the
 * answer. Without a projectId nothing is fetched. A failure keeps what the cache held and sets `error`.
 */
export function loadExplorerWallets(options: { timeoutMs?: number; force?: boolean } = {}): Promise<void> {
  const config = explorerConfig();
  if (!config) {
    $explorer.set(initial);
    return Promise.resolve();
  }
  if (loading && !options.force) return loading;
  const { status, reachable } = $explorer.get();
  if (status === 'ready' && answeredKey === config.key && !options.force) return Promise.resolve();
  const cached = readWalletCache();
  $explorer.set({ status: 'loading', wallets: cached, cached: cached.length > 0, reachable });
  const client = { baseUrl: config.baseUrl, projectId: config.projectId, ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}) };
  // The client (with its answer schemas) loads when the list first asks, not with the Connect view's entry.
  const run = loadLazy('explorer')
    .then(({ fetchAllWallets }) => fetchAllWallets(client, { chains: config.chains, include: config.include, exclude: config.exclude }))
    .then(
      ({ wallets }) => {
        if (explorerConfig()?.key !== config.key) return;
        answeredKey = config.key;
        $explorer.set({ status: 'ready', wallets, cached: false, reachable: true });
        writeStored(STORAGE_KEYS.walletCache, { key: config.key, at: Date.now(), wallets } satisfies WalletCache);
      },
      (error: unknown) => {
        if (explorerConfig()?.key !== config.key) return;
        $explorer.set({ ...$explorer.get(), status: 'error', error: error instanceof Error ? error.message : String(error) });
      },
    )
    .finally(() => {
      if (loading === run) loading = undefined;
    });
  loading = run;
  return run;
}

const iconUrls = new Map<string, string>();

/** The icon URL of a registry wallet: its inline icon, else the explorer image once the explorer has answered. */
export function walletIcon(wallet: WalletEntry): string {
  if (wallet.imageUrl) return wallet.imageUrl;
  const config = explorerConfig();
  if (!config || !wallet.imageId || !$explorer.get().reachable) return '';
  const key = `${config.key}|${config.projectId}|${wallet.imageId}`;
  let url = iconUrls.get(key);
  if (url === undefined) {
    url = walletImageUrl(config.baseUrl, config.projectId, wallet.imageId) ?? '';
    if (iconUrls.size > MAX_EXPLORER_WALLETS) iconUrls.clear();
    iconUrls.set(key, url);
  }
  return url;
}

/** The namespaces the app has (its adapters', or its networks'): wallets of no other namespace are listed. */
function namespacesOf(options: ResolvedOptions): ChainNamespace[] {
  return (['eip155', 'solana'] as const).filter(namespace => hasNamespace(options, namespace));
}

/** Explorer wallets in the explorer's order, then bundled ones it did not return. */
export const $registry = computed($explorer, (explorer): WalletEntry[] => [...explorer.wallets, ...BUNDLED_WALLETS]);

/**
 * The AllWallets list for the current options, browser wallets (one row per wallet), explorer answer and recent wallets, in the Connect view's order.
 *
 * @watches `$connectors`, `$options`, `$registry`, from the first time a list reads it (the Connect view's entries, All Wallets)
 * @does hides the browser wallets whose registry id `excludeWalletIds` names, now and as they announce (until the kit ends); shows the cached directory meanwhile
 */
export const $walletList = computed([$registry, $connectors, $options, $recentWallets, $chain, $connectNamespace], (registry, found, options, recent, chain, asked): ListedWallet[] =>
  options
    ? listWallets({
        registry,
        ...oneRowPerWallet(ofNamespace(found, asked), asked ?? chain.activeNamespace, recent),
        options,
        namespaces: asked ? [asked] : namespacesOf(options),
        order: options.features.connectorTypeOrder,
      })
    : [],
);

let stopHiding: (() => void) | undefined;
/**
 * Whether the list is still waiting for the directory's first answer (no cached answer to show meanwhile): the
 * Connect view's count waits with it, so it never shows one number and then another.
 */
export const $walletListSettling = computed($explorer, explorer => explorer.status === 'loading' && !explorer.cached);

/**
 * `excludeWalletIds` names registry wallets; their EIP-6963 announcements (matched by rdns) are dropped
 * too, now and whenever one arrives later.
 */
function hideExcludedBrowserWallets(): void {
  stopHiding ??= computed([$connectors, $options, $registry], (connectors, options, registry) => {
    const hidden = options ? excludedRdns(registry, options.excludeWalletIds) : new Set<string>();
    return connectors.filter(c => c.rdns && hidden.has(c.rdns)).map(c => c.id);
  }).subscribe(ids => ids.forEach(removeConnector));
}

/**
 * Hides excluded browser wallets and shows the cached explorer wallets: the onMount of `$walletList`, so the
 * lists that read it start it (once; the hiding runs on until the kit ends, as a wallet may announce itself later).
 */
function initWalletRegistry(): void {
  hideExcludedBrowserWallets();
  const { status } = $explorer.get();
  if (status === 'off' || status === 'error') {
    const cached = readWalletCache();
    if (cached.length > 0) $explorer.set({ ...$explorer.get(), wallets: cached, cached: true });
  }
}

export function resetWalletRegistry(): void {
  stopHiding?.();
  stopHiding = undefined;
  loading = undefined;
  answeredKey = undefined;
}

onSessionEnd(resetWalletRegistry);

onMount($walletList, initWalletRegistry);
