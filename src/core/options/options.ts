import type { ChainNamespace, ConnectMethod, SocialProvider } from '../types.js';
import { normalizeNetwork, findNetwork } from '../network/networks.js';
import type { AppKitOptions, Features, ResolvedOptions } from './types.js';
import type { SIWXConfig } from '../siwx/types.js';
import { siwxFromSiweConfig, withChainImages } from './appkit.js';
import { DEFAULTS, DEFAULT_FEATURES } from './defaults.js';
import { checkOptions, checkSiwxFromSiweConfig, warnNotBuilt } from './development.js';

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

/** The SIWX hooks, as in AppKit (shapes in siwx/types.ts; `createDefaultSIWX` is the shipped implementation). */
export type { SIWXConfig } from '../siwx/types.js';
export type { AdapterContext, AppKitOptions, ChainAdapter, CustomWallet, Features, Metadata, ResolvedOptions } from './types.js';

export { DEFAULT_BLOCKCHAIN_API_URL, DEFAULT_FEATURES, DEFAULT_RELAY_URL } from './defaults.js';

function resolveFeatures(input: AppKitOptions['features'], showWallets: boolean | undefined): Features {
  const socials = input?.socials;
  const emailShowWallets = input?.emailShowWallets ?? showWallets ?? DEFAULT_FEATURES.emailShowWallets;
  return { ...DEFAULT_FEATURES, ...input, emailShowWallets, socials: socials ? socials.filter((p): p is SocialProvider => p !== 'farcaster') : (socials ?? false) };
}

/**
 * Fills the defaults (defaults.ts). In the development build it first checks every option against the options
 * table, throwing an Error that names the offending one, and warns about options not built here; the production
 * build keeps only what it cannot run without (a network, a default network among them, one sign-in config).
 */
export function resolveOptions(input: unknown): ResolvedOptions {
  if (!input || typeof input !== 'object') throw new Error('createAppKit: options must be an object');
  const raw = input as Record<string, unknown>;
  if (raw['siweConfig'] !== undefined && raw['siwx'] !== undefined) {
    throw new Error('Cannot set both `siweConfig` and `siwx` options');
  }
  if (import.meta.env.DEV) checkOptions(input);
  const options = input as AppKitOptions;
  if (!Array.isArray(options.networks) || options.networks.length === 0) throw new Error('Invalid option `networks`: at least one network is required');
  const chainImages = raw['chainImages'] as Record<string, string> | undefined;
  const networks = withChainImages(options.networks.map((n, i) => normalizeNetwork(n, `networks.${i}`)), chainImages);
  let defaultNetwork = networks[0]!;
  if (options.defaultNetwork !== undefined) {
    const wanted = normalizeNetwork(options.defaultNetwork, 'defaultNetwork');
    const match = findNetwork(networks, wanted.caipNetworkId);
    if (!match) throw new Error('Invalid option `defaultNetwork`: it must be one of `networks`');
    defaultNetwork = match;
  }
  // AppKit signs in through what `siweConfig.mapToSIWX()` returns; it must be a SIWX config like `siwx`.
  const siwx = options.siweConfig ? (siwxFromSiweConfig(options.siweConfig) as SIWXConfig) : options.siwx;
  if (import.meta.env.DEV && options.siweConfig) checkSiwxFromSiweConfig(siwx);
  if (import.meta.env.DEV) warnNotBuilt(raw);
  return {
    projectId: options.projectId || undefined,
    networks,
    defaultNetwork,
    metadata: options.metadata,
    features: resolveFeatures(options.features, options.showWallets),
    themeMode: options.themeMode,
    themeVariables: options.themeVariables ?? {},
    locale: options.locale,
    featuredWalletIds: options.featuredWalletIds ?? [],
    includeWalletIds: options.includeWalletIds ?? [],
    // `enableCoinbase: false` leaves Coinbase Wallet out: its extension (rdns) and wagmi's Coinbase connector.
    excludeWalletIds: [...(options.excludeWalletIds ?? []), ...(options.enableCoinbase === false ? ['com.coinbase.wallet', 'coinbaseWalletSDK'] : [])],
    customWallets: options.customWallets ?? [],
    allWallets: options.features?.allWallets === false ? 'HIDE' : (options.allWallets ?? DEFAULTS.allWallets),
    enableWalletConnect: options.enableWalletConnect ?? Boolean(options.projectId),
    enableWalletConnectVerify: options.enableWalletConnectVerify ?? DEFAULTS.enableWalletConnectVerify,
    verifyUrl: options.verifyUrl,
    enableInjected: options.enableInjected ?? DEFAULTS.enableInjected,
    enableEIP6963: options.enableEIP6963 ?? DEFAULTS.enableEIP6963,
    enableWalletGuide: options.enableWalletGuide ?? DEFAULTS.enableWalletGuide,
    allowUnsupportedChain: options.allowUnsupportedChain ?? DEFAULTS.allowUnsupportedChain,
    enableNetworkSwitch: options.enableNetworkSwitch ?? DEFAULTS.enableNetworkSwitch,
    siwx,
    adapters: options.adapters ?? [],
    customRpcUrls: options.customRpcUrls ?? {},
    relayUrl: options.relayUrl ?? DEFAULTS.relayUrl,
    explorerApiUrl: options.explorerApiUrl,
    blockchainApiUrl: options.blockchainApiUrl ?? DEFAULTS.blockchainApiUrl,
    rpcHost: options.rpcHost,
    secureSiteOrigin: options.secureSiteOrigin,
    debug: options.debug ?? DEFAULTS.debug,
    given: raw as AppKitOptions & Record<string, unknown>
  };
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
