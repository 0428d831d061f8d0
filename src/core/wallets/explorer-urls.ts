/*
 * The explorer's addresses and limits, without the answer schemas: the Connect view's entry and the icons
 * need these, and they stay small (the schema library loads with the client, when the list opens).
 */
import { sdkVersion } from '../sdk-version.js';

/** The public WalletConnect explorer; fetched only when a projectId is set and the wallet list is shown. */
export const DEFAULT_EXPLORER_API_URL = 'https://explorer-api.walletconnect.com';
/** SDK type sent with every request (spec section 7: st, sv, projectId); `sv` comes from sdkVersion(). */
export const EXPLORER_SDK_TYPE = 'appkit';
export const EXPLORER_TIMEOUT_MS = 5000;
/** Most wallets one answer may carry, and most kept in total: a hostile answer cannot freeze the page. */
export const MAX_PAGE_ENTRIES = 100;
export const MAX_EXPLORER_WALLETS = 5000;

const ID_RE = /^[\w-]{1,100}$/;

export interface ExplorerQuery {
  page?: number;
  entries?: number;
  /** CAIP-2 chain ids, e.g. `eip155:1`. */
  chains?: readonly string[];
  include?: readonly string[];
  exclude?: readonly string[];
  search?: string;
}

const trimBase = (base: string): string => base.replace(/\/+$/, '');

function withClientParams(url: URL, projectId: string): string {
  url.searchParams.set('projectId', projectId);
  url.searchParams.set('st', EXPLORER_SDK_TYPE);
  url.searchParams.set('sv', sdkVersion());
  return url.toString();
}

/** `/getWalletImage/{id}` with the client query fields; `undefined` for an id that is not id-shaped. */
export function walletImageUrl(baseUrl: string, projectId: string, imageId: string): string | undefined {
  if (!ID_RE.test(imageId)) return undefined;
  return withClientParams(new URL(`${trimBase(baseUrl)}/getWalletImage/${imageId}`), projectId);
}

export function walletsUrl(baseUrl: string, projectId: string, query: ExplorerQuery): string {
  const url = new URL(`${trimBase(baseUrl)}/getWallets`);
  url.searchParams.set('page', String(query.page ?? 1));
  url.searchParams.set('entries', String(Math.min(query.entries ?? 40, MAX_PAGE_ENTRIES)));
  if (query.chains?.length) url.searchParams.set('chains', query.chains.join(','));
  if (query.include?.length) url.searchParams.set('include', query.include.join(','));
  if (query.exclude?.length) url.searchParams.set('exclude', query.exclude.join(','));
  if (query.search) url.searchParams.set('search', query.search);
  return withClientParams(url, projectId);
}

