import type { ChainNamespace, ConnectorOrderKey } from '../types.js';
import type { ConnectorInfo } from '../connection/connectors.js';
import { groupOrder } from './connect-rows.js';
import type { CustomWallet, ResolvedOptions } from '../options/options.js';
import { isSafeWalletLink } from './wallet-links.js';
import type { DownloadLink, ListedWallet, WalletChoice, WalletEntry } from './types.js';

export type RegistryOptions = Pick<
  ResolvedOptions,
  'featuredWalletIds' | 'includeWalletIds' | 'excludeWalletIds' | 'customWallets' | 'enableWalletConnect'
>;

/** Turns `customWallets` (AppKit's snake_case shape) into registry entries. */
export function customEntries(wallets: readonly CustomWallet[]): WalletEntry[] {
  return wallets.map(w => {
    const entry: WalletEntry = { id: w.id, name: w.name };
    if (w.homepage) entry.homepage = w.homepage;
    if (w.image_url) entry.imageUrl = w.image_url;
    if (w.mobile_link) entry.mobile = w.mobile_link;
    if (w.desktop_link) entry.desktop = w.desktop_link;
    if (w.webapp_link) entry.webapp = w.webapp_link;
    if (w.app_store) entry.appStore = w.app_store;
    if (w.play_store) entry.playStore = w.play_store;
    return entry;
  });
}

/** rdns of the registry wallets `excludeWalletIds` names: their EIP-6963 announcements are hidden too. */
export function excludedRdns(registry: readonly WalletEntry[], excludeIds: readonly string[]): Set<string> {
  const ids = new Set(excludeIds);
  return new Set(registry.flatMap(w => (w.rdns && ids.has(w.id) ? [w.rdns] : [])));
}

const isBrowserConnector = (c: ConnectorInfo): boolean => c.type === 'ANNOUNCED' || c.type === 'INJECTED' || c.type === 'EXTERNAL';

/**
 * The AllWallets list, in the Connect view's group order (`order`, from `connectorTypeOrder`; the seed's by
 * default), so the Connect view's wallet rows are the head of this list: recent wallets (browser wallets, then
 * phone wallets picked before, with WalletConnect on), browser wallets found here, `featuredWalletIds` in the
 * given order, custom wallets, external connectors, then the registry in its own order. Registry entries are
 * de-duplicated by id (the first source wins: custom, explorer, bundled); `includeWalletIds` keeps only those
 * ids, `excludeWalletIds` drops ids and the browser wallets with a matching rdns; wallets for other chain
 * namespaces are left out.
 */
export function listWallets(input: {
  registry: readonly WalletEntry[];
  connectors: readonly ConnectorInfo[];
  options: RegistryOptions;
  namespaces?: readonly ChainNamespace[];
  recentIds?: readonly string[];
  order?: readonly ConnectorOrderKey[] | undefined;
}): ListedWallet[] {
  const { options, namespaces = [], recentIds = [] } = input;
  const custom = customEntries(options.customWallets);
  const customIds = new Set(custom.map(w => w.id));
  const exclude = new Set(options.excludeWalletIds);
  const include = new Set(options.includeWalletIds);
  const hiddenRdns = excludedRdns(input.registry, options.excludeWalletIds);
  const seen = new Set<string>();
  const entries = [...custom, ...input.registry].filter(w => {
    if (seen.has(w.id)) return false;
    seen.add(w.id);
    if (exclude.has(w.id)) return false;
    if (include.size > 0 && !include.has(w.id) && !customIds.has(w.id)) return false;
    // A wallet whose namespaces the registry does not name is an EVM wallet (as WalletConnect's registry began).
    return namespaces.length === 0 || (w.chains ?? ['eip155']).some(ns => namespaces.includes(ns));
  });
  const byRdns = new Map(entries.flatMap(w => (w.rdns ? [[w.rdns, w] as const] : [])));
  const recent = new Set(recentIds);
  const claimed = new Set<string>();
  const installed: ListedWallet[] = input.connectors
    .filter(c => isBrowserConnector(c) && !(c.rdns && (hiddenRdns.has(c.rdns) || exclude.has(c.rdns))))
    .map(connector => {
      const known = connector.rdns ? byRdns.get(connector.rdns) : undefined;
      if (known) claimed.add(known.id);
      // The announced name and icon are what the user sees in their browser, and what Connect, the connecting
      // view and the Account view show: the registry's picture is dropped, so the wallet looks the same here.
      const { imageId: _imageId, imageUrl: _imageUrl, ...links } = known ?? { id: connector.id };
      const wallet: WalletEntry = { ...links, name: connector.name, ...(connector.imageUrl ? { imageUrl: connector.imageUrl } : {}) };
      // Recent by its connector, as the Connect view decides: the same badge in both (a phone wallet of the same
      // name picked over WalletConnect before is another way to connect).
      return { key: known ? known.id : `connector:${connector.id}`, wallet, rank: 'installed', connector, recent: recent.has(connector.id) };
    });
  const rest = entries.filter(w => !claimed.has(w.id));
  const featuredRank = (w: WalletEntry): number => {
    const index = options.featuredWalletIds.indexOf(w.id);
    return index === -1 ? Infinity : index;
  };
  const featured = rest.filter(w => featuredRank(w) !== Infinity).sort((a, b) => featuredRank(a) - featuredRank(b));
  const others = rest.filter(w => featuredRank(w) === Infinity);
  const row = (wallet: WalletEntry, rank: ListedWallet['rank']): ListedWallet => ({ key: wallet.id, wallet, rank, recent: recent.has(wallet.id) });
  return inConnectOrder(
    [
      ...installed,
      ...featured.map(w => row(w, 'featured')),
      ...others.filter(w => customIds.has(w.id)).map(w => row(w, 'custom')),
      ...others.filter(w => !customIds.has(w.id)).map(w => row(w, 'registry')),
    ],
    { order: groupOrder(input.order), recentIds, walletConnect: options.enableWalletConnect },
  );
}

/**
 * The Connect view's group of a listed wallet, as `groupKeyOf` and the registry groups decide it there: a phone
 * wallet is recent only with WalletConnect on (without it the Connect view does not offer it).
 */
function connectGroupOf(item: ListedWallet, recentIds: readonly string[], walletConnect: boolean): ConnectorOrderKey {
  if (item.connector) {
    if (recentIds.includes(item.connector.id)) return 'recent';
    return item.connector.type === 'EXTERNAL' ? 'external' : 'injected';
  }
  if (walletConnect && recentIds.includes(item.wallet.id)) return 'recent';
  return item.rank === 'registry' ? 'recommended' : (item.rank as 'featured' | 'custom');
}

/** Stable regrouping in `order`; recent phone wallets follow the recent browser wallets, most recent first. */
function inConnectOrder(list: ListedWallet[], context: { order: readonly ConnectorOrderKey[]; recentIds: readonly string[]; walletConnect: boolean }): ListedWallet[] {
  const groups = new Map<ConnectorOrderKey, ListedWallet[]>(context.order.map(key => [key, []]));
  for (const item of list) groups.get(connectGroupOf(item, context.recentIds, context.walletConnect))?.push(item);
  const recentRank = (item: ListedWallet): number => (item.connector ? -1 : context.recentIds.indexOf(item.wallet.id));
  groups.get('recent')?.sort((a, b) => recentRank(a) - recentRank(b));
  return [...groups.values()].flat();
}

/** Case- and accent-insensitive name match; the query is plain text (no pattern syntax). */
export function normalizeName(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Normalized names, computed once per entry: a keystroke then costs one `includes` per wallet. */
const normalizedNames = new WeakMap<WalletEntry, string>();

function searchName(wallet: WalletEntry): string {
  let name = normalizedNames.get(wallet);
  if (name === undefined) {
    name = normalizeName(wallet.name);
    normalizedNames.set(wallet, name);
  }
  return name;
}

/** Wallets whose name contains `query` (every word of it), in list order. */
export function searchWallets(list: readonly ListedWallet[], query: string): ListedWallet[] {
  const words = normalizeName(query).split(' ').filter(Boolean);
  if (words.length === 0) return [...list];
  return list.filter(item => {
    const name = searchName(item.wallet);
    return words.every(word => name.includes(word));
  });
}

/** Links to get a wallet, in the order a player needs them; unsafe or plain-http links are dropped. */
export function downloadLinks(wallet: WalletEntry, mobile: boolean): DownloadLink[] {
  const candidates: DownloadLink[] = [
    ...(mobile ? [] : [{ kind: 'desktop' as const, url: wallet.desktop ?? '' }]),
    { kind: 'appStore', url: wallet.appStore ?? '' },
    { kind: 'playStore', url: wallet.playStore ?? '' },
    { kind: 'webapp', url: wallet.webapp ?? '' },
    { kind: 'homepage', url: wallet.homepage ?? '' },
  ];
  const seen = new Set<string>();
  // Download pages are web pages: https only (a desktop app is opened by its own scheme).
  return candidates.filter(link => {
    const ok = link.kind === 'desktop' ? isSafeWalletLink(link.url) && !/^https?:/i.test(link.url) : /^https:\/\//i.test(link.url) && isSafeWalletLink(link.url);
    if (!ok || seen.has(link.url)) return false;
    seen.add(link.url);
    return true;
  });
}

/** The phone link a pairing URI is handed to: the native scheme, else the universal link. */
export function phoneLink(wallet: WalletEntry): string | undefined {
  return [wallet.mobile, wallet.universal].find(isSafeWalletLink);
}

/**
 * What choosing a wallet does: a browser wallet connects in place; a phone wallet goes through
 * WalletConnect (the QR code on a desktop, its deep link on a phone); anything else offers its downloads.
 */
export function chooseWallet(item: ListedWallet, context: { mobile: boolean; walletConnect: boolean }): WalletChoice {
  if (item.connector) return { kind: 'browser', connectorId: item.connector.id };
  const link = phoneLink(item.wallet);
  if (context.walletConnect && link) return context.mobile ? { kind: 'deeplink', link } : { kind: 'walletconnect' };
  return { kind: 'download', links: downloadLinks(item.wallet, context.mobile) };
}
