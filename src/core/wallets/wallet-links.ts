import type { CustomWallet } from '../options/options.js';

/** A phone wallet the modal can open with a WalletConnect pairing URI. */
export interface MobileWallet {
  id: string;
  name: string;
  /** Native scheme (`metamask://`) or universal link (`https://…`) of the app. */
  link: string;
  /** Only inline `data:image/…` icons are ever shown. */
  imageUrl?: string;
}

/**
 * Phone wallets this build knows without asking a wallet registry over the network (ids are the
 * WalletConnect explorer ids, so `featuredWalletIds` / `excludeWalletIds` apply to them).
 */
export const KNOWN_MOBILE_WALLETS: readonly MobileWallet[] = Object.freeze([
  { id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96', name: 'MetaMask', link: 'metamask://' },
  { id: '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0', name: 'Trust Wallet', link: 'trust://' },
  { id: '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369', name: 'Rainbow', link: 'rainbow://' },
]);

const SCHEME_RE = /^[a-z][a-z0-9+.-]*:/i;
const UNSAFE_SCHEME_RE = /^(javascript|data|vbscript|file|blob):/i;

/** Plain http only for a wallet on this machine (a local demo wallet page). */
const LOOPBACK_HTTP_RE = /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?(\/|$)/i;

/**
 * True for a link a wallet may be opened with: a custom scheme or https (http on loopback only), never
 * script or data URLs.
 */
export function isSafeWalletLink(link: unknown): link is string {
  if (typeof link !== 'string' || link.length > 300 || /\s/.test(link)) return false;
  if (!SCHEME_RE.test(link) || UNSAFE_SCHEME_RE.test(link)) return false;
  return !/^http:/i.test(link) || LOOPBACK_HTTP_RE.test(link);
}

/** `metamask://` or `https://link.example` → the app's base link, ending in one `/`. */
function baseLink(link: string): string {
  const withSlashes = /^[a-z][a-z0-9+.-]*:\/\//i.test(link) ? link : link.replace(/:\/*$/, '://');
  return withSlashes.endsWith('/') ? withSlashes : `${withSlashes}/`;
}

/**
 * The deep link that hands a pairing URI to a phone wallet: `<app>wc?uri=<encoded uri>`, the form both
 * native schemes and universal links of WalletConnect wallets accept.
 */
export function walletDeepLink(link: string, uri: string): string {
  return `${baseLink(link)}wc?uri=${encodeURIComponent(uri)}`;
}

/** When a pairing URI stops being valid (ms since epoch), read from its `expiryTimestamp`. */
export function pairingExpiry(uri: string): number | undefined {
  const match = /[?&]expiryTimestamp=(\d{1,12})(?:&|$)/.exec(uri);
  return match ? Number(match[1]) * 1000 : undefined;
}

/**
 * Phone wallets in display order: custom wallets with a mobile link, then the known ones; featured ids
 * first, `includeWalletIds` (when set) keeps only those, `excludeWalletIds` drops.
 */
export function mobileWalletsFor(options: {
  customWallets: readonly CustomWallet[];
  featuredWalletIds: readonly string[];
  includeWalletIds: readonly string[];
  excludeWalletIds: readonly string[];
}): MobileWallet[] {
  const custom = options.customWallets.flatMap((wallet): MobileWallet[] =>
    isSafeWalletLink(wallet.mobile_link)
      ? [{ id: wallet.id, name: wallet.name, link: wallet.mobile_link, ...(wallet.image_url ? { imageUrl: wallet.image_url } : {}) }]
      : [],
  );
  const seen = new Set<string>();
  const all = [...custom, ...KNOWN_MOBILE_WALLETS].filter(wallet => !seen.has(wallet.id) && Boolean(seen.add(wallet.id)));
  const allowed = all.filter(
    wallet =>
      !options.excludeWalletIds.includes(wallet.id) &&
      (options.includeWalletIds.length === 0 || options.includeWalletIds.includes(wallet.id)),
  );
  const rank = (wallet: MobileWallet): number => {
    const index = options.featuredWalletIds.indexOf(wallet.id);
    return index === -1 ? options.featuredWalletIds.length : index;
  };
  return allowed.map((wallet, index) => ({ wallet, index })).sort((a, b) => rank(a.wallet) - rank(b.wallet) || a.index - b.index).map(entry => entry.wallet);
}

/** Validates a stored phone-wallet choice (storage can hold anything). */
export function isMobileWallet(value: unknown): value is MobileWallet {
  if (!value || typeof value !== 'object') return false;
  const wallet = value as Record<string, unknown>;
  return (
    typeof wallet['id'] === 'string' &&
    wallet['id'].length <= 100 &&
    typeof wallet['name'] === 'string' &&
    wallet['name'].length <= 100 &&
    isSafeWalletLink(wallet['link']) &&
    (wallet['imageUrl'] === undefined || typeof wallet['imageUrl'] === 'string')
  );
}
