import type { ChainNamespace, ConnectMethod } from '../types.js';
import type { AppKitOptions, Features, ResolvedOptions } from './types.js';
import { checkOptions, warnNotBuilt } from './development.js';
import { DEV, resolveRows } from './row.js';
import { AS_GIVEN, OPTIONS } from './table.js';

/** Whether an adapter's own library finds and connects the wallets of `namespace` (wagmi), not the modal's connectors. */
export function adapterConnects(options: ResolvedOptions, namespace: ChainNamespace): boolean {
  return options.adapters.some(adapter => adapter.namespace === namespace && adapter.connectors !== 'modal');
}

/**
 * Whether the app has `namespace`, as AppKit decides it: with adapters, the namespaces they name (a namespace with no
 * adapter contributes no wallet); without, those of its networks. A namespace the app does not have lists no
 * wallet and connects none: an EVM account never lands in a Solana-only app.
 */
export function hasNamespace(options: Pick<ResolvedOptions, 'networks'> & Partial<Pick<ResolvedOptions, 'adapters'>>, namespace: ChainNamespace): boolean {
  return options.adapters?.length
    ? options.adapters.some(adapter => adapter.namespace === namespace)
    : options.networks.some(network => network.chainNamespace === namespace);
}

/** Whether the modal's own connectors (browser wallets, WalletConnect) serve `namespace`'s wallets. */
export function modalConnects(options: ResolvedOptions, namespace: ChainNamespace): boolean {
  return hasNamespace(options, namespace) && !adapterConnects(options, namespace);
}

/** The SIWX hooks, as in AppKit (shapes in src/core/siwx-types.ts; `createDefaultSIWX` is the shipped implementation). */
export type { SIWXConfig } from '../siwx-types.js';
export type { AdapterContext, AppKitOptions, ChainAdapter, CustomWallet, Features, Metadata, ResolvedOptions } from './types.js';
/** Brings resolved.ts, which adds `ResolvedOptions`' fields from the options table, into every build and declaration. */
export type { ResolvedFields } from './resolved.js';

export { DEFAULT_BLOCKCHAIN_API_URL, DEFAULT_RELAY_URL } from './defaults.js';
export { DEFAULT_FEATURES } from './features-table.js';

/**
 * Walks the options table (table.ts): each row fills its default or resolves its field. In the development build it
 * first checks every option against the table, throwing an Error that names the offending one, and warns about
 * options not built here; the production build keeps only what it cannot run without (a network, a default
 * network among them, one sign-in config).
 */
export function resolveOptions(input: unknown): ResolvedOptions {
  if (!input || typeof input !== 'object') throw new Error('createAppKit: options must be an object');
  const given = input as AppKitOptions & Record<string, unknown>;
  if (given.siweConfig !== undefined && given.siwx !== undefined) {
    throw new Error('Cannot set both `siweConfig` and `siwx` options');
  }
  if (import.meta.env.DEV) checkOptions(input);
  const resolved = resolveRows(OPTIONS, given, given, {}, DEV ? AS_GIVEN : undefined) as unknown as ResolvedOptions;
  if (import.meta.env.DEV) warnNotBuilt(given);
  return Object.assign(resolved, { given });
}

/** Whether the "All Wallets" button shows: `allWallets` SHOW, or ONLY_MOBILE on a phone. */
export function allWalletsShown(allWallets: ResolvedOptions['allWallets'] | undefined, mobile: boolean): boolean {
  const mode = allWallets ?? 'SHOW';
  return mode === 'SHOW' || (mode === 'ONLY_MOBILE' && mobile);
}

/** Social sign-in is on with a non-empty provider list (`false` and `[]` both mean off, as in AppKit). */
export function socialsOn(features: Pick<Features, 'socials'>): boolean {
  return Array.isArray(features.socials) && features.socials.length > 0;
}

/** The embedded wallet (email or social sign-in) is wanted. */
export function embeddedWalletOn(features: Pick<Features, 'email' | 'socials'>): boolean {
  return features.email === true || socialsOn(features);
}

/** Connect methods in display order: config wins; else wallet first when a browser wallet is present. */
export function connectMethodsOrder(features: Features, hasBrowserWallet: boolean): ConnectMethod[] {
  const enabled = (method: ConnectMethod): boolean => method === 'wallet' || (method === 'email' ? features.email : socialsOn(features));
  const order: ConnectMethod[] =
    features.connectMethodsOrder ?? (hasBrowserWallet ? ['wallet', 'email', 'social'] : ['email', 'social', 'wallet']);
  return order.filter(enabled);
}
