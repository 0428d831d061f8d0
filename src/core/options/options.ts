import type { ChainNamespace, ConnectMethod, SocialProvider } from '../types.js';
import { CONNECTOR_ORDER_KEYS } from '../types.js';
import { normalizeNetwork, findNetwork } from '../network/networks.js';
import { THEME_VARIABLE_NAMES } from '../modal/theme.js';
import type { AppKitOptions, Features, ResolvedOptions } from './types.js';
import type { SIWXConfig } from '../siwx/types.js';
import type { Check } from './validate.js';
import { OptionError, arrayOf, bool, either, fn, object, oneOf, optional, record, str, unknownValue } from './validate.js';
import { appKitFeatureChecks, appKitOptionChecks, customRpcUrlCheck, siwxFromSiweConfig, withChainImages } from './appkit.js';

// 'farcaster' is AppKit's too: accepted, warned about (not built here) and left out of the list.
const SOCIAL_PROVIDERS: readonly (SocialProvider | 'farcaster')[] = ['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster'];
const optBool = optional(bool);
const optStr = optional(str);
const idList = optional(arrayOf(str));
const nullableStr = optional(either(str, oneOf(null), 'a string or null'));

const featuresCheck = object({
  swaps: optBool,
  onramp: optBool,
  receive: optBool,
  send: optBool,
  email: optBool,
  emailShowWallets: optBool,
  socials: optional(either(oneOf(false), arrayOf(oneOf(...SOCIAL_PROVIDERS)), `false or a list of ${SOCIAL_PROVIDERS.join(', ')}`)),
  history: optBool,
  analytics: optBool,
  smartSessions: optBool,
  legalCheckbox: optBool,
  connectMethodsOrder: optional(arrayOf(oneOf('email', 'social', 'wallet'))),
  connectorTypeOrder: optional(arrayOf(oneOf(...CONNECTOR_ORDER_KEYS))),
  ...appKitFeatureChecks
});

const customWalletCheck = object({
  id: str,
  name: str,
  homepage: optStr,
  image_url: optStr,
  mobile_link: nullableStr,
  desktop_link: nullableStr,
  webapp_link: nullableStr,
  app_store: nullableStr,
  play_store: nullableStr
});

/** A chain adapter (e.g. `WagmiAdapter` from `w3m-modal/wagmi`): checked by shape, its internals are its own. */
const adapterCheck = object({ namespace: oneOf('eip155', 'solana'), start: fn }, { strict: false });

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

const siwxCheck = object(
  { createMessage: fn, addSession: fn, getSessions: fn, revokeSession: fn, setSessions: fn, getRequired: optional(fn) },
  { strict: false }
);

/** The URL options of the provider's hosts share one check: it sits on the initial path. */
const httpCheck = (pattern: RegExp, expected: string) =>
  optional((value, path) => {
    if (typeof value !== 'string' || !pattern.test(value)) throw new OptionError(`Invalid option \`${path}\`: expected ${expected}`);
  });
const httpUrl = httpCheck(/^https?:\/\/\S+$/i, 'an http:// or https:// URL');

const optionsCheck: Check = object({
  projectId: optStr,
  networks: arrayOf(unknownValue),
  defaultNetwork: unknownValue,
  metadata: optional(object({ name: str, description: str, url: str, icons: arrayOf(str) })),
  features: optional(featuresCheck),
  themeMode: optional(oneOf('light', 'dark')),
  // Checked against the supported locales by createAppKit (the list comes with the loading table).
  locale: optStr,
  themeVariables: optional(record(oneOf(...THEME_VARIABLE_NAMES), either(str, (v, p) => typeof v === 'number' || str(v, p), 'a string or number'))),
  featuredWalletIds: idList,
  includeWalletIds: idList,
  excludeWalletIds: idList,
  customWallets: optional(arrayOf(customWalletCheck)),
  allWallets: optional(oneOf('SHOW', 'HIDE', 'ONLY_MOBILE')),
  enableWalletConnect: optBool,
  enableInjected: optBool,
  enableEIP6963: optBool,
  enableWalletGuide: optBool,
  allowUnsupportedChain: optBool,
  enableNetworkSwitch: optBool,
  siwx: optional(siwxCheck),
  adapters: optional(arrayOf(adapterCheck)),
  siweConfig: optional(object({ mapToSIWX: optional(fn) }, { strict: false })),
  customRpcUrls: optional(record(str, arrayOf(customRpcUrlCheck))),
  relayUrl: optional((value, path) => {
    if (typeof value !== 'string' || !/^wss?:\/\/[^\s]+$/i.test(value)) throw new OptionError(`Invalid option \`${path}\`: expected a ws:// or wss:// URL`);
  }),
  blockchainApiUrl: httpUrl,
  rpcHost: httpUrl,
  secureSiteOrigin: httpCheck(/^https?:\/\/[^\s/]+$/i, 'an http(s) origin'),
  explorerApiUrl: httpUrl,
  debug: optBool,
  ...appKitOptionChecks
});

/** The SIWX hooks, as in AppKit (shapes in siwx/types.ts; `createDefaultSIWX` is the shipped implementation). */
export type { SIWXConfig } from '../siwx/types.js';
export type { AppKitOptions, CustomWallet, Features, Metadata, ResolvedOptions } from './types.js';

/** The public WalletConnect relay, used unless `relayUrl` says otherwise. */
export const DEFAULT_RELAY_URL = 'wss://relay.walletconnect.org';
/** The public blockchain-data provider (spec section 7), used unless `blockchainApiUrl` says otherwise. */
export const DEFAULT_BLOCKCHAIN_API_URL = 'https://rpc.walletconnect.org';

/** Everything optional is off: a game that only wants a wallet pays for nothing else. */
export const DEFAULT_FEATURES: Features = {
  swaps: false,
  onramp: false,
  receive: false,
  send: false,
  email: false,
  emailShowWallets: false,
  socials: false,
  history: false,
  analytics: false,
  smartSessions: false,
  legalCheckbox: false
};

function resolveFeatures(input: AppKitOptions['features'], showWallets: boolean | undefined): Features {
  const socials = input?.socials;
  const emailShowWallets = input?.emailShowWallets ?? showWallets ?? DEFAULT_FEATURES.emailShowWallets;
  return { ...DEFAULT_FEATURES, ...input, emailShowWallets, socials: socials ? socials.filter((p): p is SocialProvider => p !== 'farcaster') : (socials ?? false) };
}

/** Validates options and fills defaults. Throws an Error whose message names the offending option. */
export function resolveOptions(input: unknown): ResolvedOptions {
  if (!input || typeof input !== 'object') throw new Error('createAppKit: options must be an object');
  const raw = input as Record<string, unknown>;
  if (raw['siweConfig'] !== undefined && raw['siwx'] !== undefined) {
    throw new Error('Cannot set both `siweConfig` and `siwx` options');
  }
  optionsCheck(input, '');
  const options = input as AppKitOptions;
  if (options.networks.length === 0) throw new Error('Invalid option `networks`: at least one network is required');
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
  if (options.siweConfig) siwxCheck(siwx, 'siweConfig.mapToSIWX()');
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
    allWallets: options.features?.allWallets === false ? 'HIDE' : (options.allWallets ?? 'SHOW'),
    enableWalletConnect: options.enableWalletConnect ?? Boolean(options.projectId),
    enableInjected: options.enableInjected ?? true,
    enableEIP6963: options.enableEIP6963 ?? true,
    enableWalletGuide: options.enableWalletGuide ?? true,
    allowUnsupportedChain: options.allowUnsupportedChain ?? false,
    enableNetworkSwitch: options.enableNetworkSwitch ?? true,
    siwx,
    adapters: options.adapters ?? [],
    customRpcUrls: options.customRpcUrls ?? {},
    relayUrl: options.relayUrl ?? DEFAULT_RELAY_URL,
    explorerApiUrl: options.explorerApiUrl,
    blockchainApiUrl: options.blockchainApiUrl ?? DEFAULT_BLOCKCHAIN_API_URL,
    rpcHost: options.rpcHost,
    secureSiteOrigin: options.secureSiteOrigin,
    debug: options.debug ?? false,
    given: raw
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
