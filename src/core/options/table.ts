/**
 * The options table: every option `createAppKit` takes (AppKit 1.7.4's names), one row each (the columns are
 * `OptionRow`'s, row.ts; `features` has its own table, features-table.ts). The type check makes it complete: a key
 * of `AppKitOptions` without a row, or a row without a key, does not compile.
 *
 * What reads it: `resolveOptions` (options.ts) walks the rows, filling each default and running each `resolve`;
 * `ResolvedOptions`' fields are derived from them (resolved.ts). The development build's validation and not-built
 * warnings (development.ts), docs/options.md (`npm run docs:options`, checked current by
 * test/node/options-doc.test.mjs) and the surface test read the `dev` columns, which the production build leaves out.
 */
import { THEME_TOKEN_NAMES } from '../theme-tokens.js';
import { findNetwork, normalizeNetwork } from '../networks.js';
import type { CaipNetwork } from '../types.js';
import type { SIWXConfig } from '../siwx-types.js';
import type { AppKitOptions } from './types.js';
import { siwxFromSiweConfig, withChainImages } from './appkit.js';
import { DEFAULT_BLOCKCHAIN_API_URL, DEFAULT_RELAY_URL } from './defaults.js';
import { FEATURES, resolveFeatures } from './features-table.js';
import { DEV, devColumns } from './row.js';
import type { OptionRow } from './row.js';
import { arrayOf, bool, check, either, fn, matching, num, object, oneOf, optional, record, str, unknownValue } from './validate.js';

// Checks several rows use (the production build drops them with the `dev` columns: validate.ts's builders).
const flag = optional(bool);
const text = optional(str);
const ids = optional(arrayOf(str));
const anyObject = optional(object({}, { strict: false }));
const nullableText = optional(either(str, oneOf(null), 'a string or null'));
const httpUrl = optional(matching(/^https?:\/\/\S+$/i, 'an http:// or https:// URL', 'URL'));
const ignored = 'ignored (internal to AppKit)';

/** AppKit's SIWXConfig, checked by its methods (`createDefaultSIWX` and `DefaultSIWX` build one). */
const siwxCheck = object(
  { createMessage: fn, addSession: fn, getSessions: fn, revokeSession: fn, setSessions: fn, getRequired: optional(fn) },
  { strict: false, type: 'SIWXConfig' },
);

const customWallet = object(
  { id: str, name: str, homepage: text, image_url: text, mobile_link: nullableText, desktop_link: nullableText, webapp_link: nullableText, app_store: nullableText, play_store: nullableText },
  { type: 'CustomWallet' },
);

function resolveNetworks(networks: readonly unknown[], given: AppKitOptions): CaipNetwork[] {
  if (!Array.isArray(networks) || networks.length === 0) throw new Error('Invalid option `networks`: at least one network is required');
  return withChainImages(networks.map((network, index) => normalizeNetwork(network, `networks.${index}`)), given.chainImages);
}

function resolveDefaultNetwork(wanted: unknown, networks: CaipNetwork[]): CaipNetwork {
  if (wanted === undefined) return networks[0]!;
  const match = findNetwork(networks, normalizeNetwork(wanted, 'defaultNetwork').caipNetworkId);
  if (!match) throw new Error('Invalid option `defaultNetwork`: it must be one of `networks`');
  return match;
}

/** AppKit signs in through what `siweConfig.mapToSIWX()` returns; it must be a SIWX config like `siwx`. */
function resolveSiwx(siwx: SIWXConfig | undefined, given: AppKitOptions): SIWXConfig | undefined {
  if (!given.siweConfig) return siwx;
  const fromSiwe = siwxFromSiweConfig(given.siweConfig) as SIWXConfig;
  if (DEV) siwxCheck(fromSiwe, 'siweConfig.mapToSIWX()');
  return fromSiwe;
}

/**
 * The options that are no field of `ResolvedOptions` (AppKit's extras): the code that uses one reads it from `given`.
 * Only the development build carries them, for its checks and warnings; the production build would carry just
 * their names. They are part of `OPTIONS` all the same (its last rows); `resolveOptions` passes them over.
 */
export const AS_GIVEN = {
  termsConditionsUrl: { ...(DEV && { dev: { check: text, does: 'With `privacyPolicyUrl`, the legal line under Connect links to it.' } }) },
  privacyPolicyUrl: { ...(DEV && { dev: { check: text, does: 'See `termsConditionsUrl`.' } }) },
  chainImages: { ...(DEV && { dev: { check: optional(record(str, str)), does: 'Network images by chain id, over the built-in ones.' } }) },
  connectorImages: { ...(DEV && { dev: { check: optional(record(str, str)), does: 'Wallet images by connector id (`injected`, `walletConnect`, an rdns).' } }) },
  defaultAccountTypes: { ...(DEV && { dev: { check: optional(record(str, oneOf('payment', 'eoa', 'smartAccount', 'ordinal', 'stx'))), does: 'The account type the embedded wallet signs in with, by namespace (`{ eip155: \'smartAccount\' }`).' } }) },
  enableCoinbase: { ...(DEV && { dev: { check: flag, defaultText: 'true', does: '`false` leaves Coinbase Wallet out of the lists.' } }) },
  showWallets: { ...(DEV && { dev: { check: flag, does: 'AppKit\'s older name of `features.emailShowWallets`.' } }) },
  disableAppend: { ...(DEV && { dev: { check: flag, defaultText: 'false', does: '`true`: `createAppKit` does not add `<w3m-modal>` to the page; you render it.' } }) },
  coinbasePreference: { ...(DEV && { dev: { check: optional(oneOf('all', 'smartWalletOnly', 'eoaOnly')), built: false, instead: 'the Coinbase Wallet SDK is not built in; the Coinbase extension connects as any browser wallet', does: 'The Coinbase Wallet SDK\'s preference.' } }) },
  universalProvider: { ...(DEV && { dev: { check: anyObject, built: false, instead: 'the modal creates its own WalletConnect provider (getUniversalProvider() returns it once WalletConnect has loaded)', does: 'Your own WalletConnect UniversalProvider.' } }) },
  tokens: { ...(DEV && { dev: { check: anyObject, built: false, instead: 'the account shows the native balance only', does: 'Token balances to show by network.' } }) },
  enableWallets: { ...(DEV && { dev: { check: flag, built: false, instead: 'wallets stay listed', asks: value => value === false, does: '`false` hides the wallets (email and social only).' } }) },
  enableAuthLogger: { ...(DEV && { dev: { check: flag, built: false, instead: 'the embedded wallet logs nothing', does: 'The embedded wallet\'s logger.' } }) },
  enableEmbedded: { ...(DEV && { dev: { check: flag, built: false, instead: 'email and social sign-in follow `features.email` and `features.socials`', does: 'AppKit\'s embedded-wallet switch.' } }) },
  manualWCControl: { ...(DEV && { dev: { check: flag, built: false, instead: 'WalletConnect is managed by the modal', asks: value => value === true, does: 'You drive WalletConnect yourself.' } }) },
  universalProviderConfigOverride: { ...(DEV && { dev: { check: anyObject, built: false, instead: 'the WalletConnect namespaces follow `networks` and `customRpcUrls`', does: 'Overrides of the WalletConnect namespaces.' } }) },
  basic: { ...(DEV && { dev: { check: flag, built: false, instead: 'the full modal is shown', asks: value => value === true, does: 'AppKit\'s basic mode.' } }) },
  sdkType: { ...(DEV && { dev: { check: optional(oneOf('appkit')), does: 'AppKit\'s internal; accepted.' } }) },
  sdkVersion: { ...(DEV && { dev: { check: text, does: 'AppKit\'s internal; accepted.' } }) },
  isSiweEnabled: { ...(DEV && { dev: { check: flag, does: 'AppKit\'s internal; accepted.' } }) },
  isUniversalProvider: { ...(DEV && { dev: { check: flag, built: false, instead: ignored, does: 'AppKit\'s internal.' } }) },
  hasMultipleAddresses: { ...(DEV && { dev: { check: flag, built: false, instead: ignored, does: 'AppKit\'s internal.' } }) },
} satisfies { [K in keyof AppKitOptions]?: OptionRow<AppKitOptions[K]> };

export const OPTIONS = {
  projectId: { resolve: projectId => projectId || undefined, ...(DEV && { dev: { check: text, does: 'Your Reown project id. WalletConnect, the wallet directory and the blockchain data need it; without it the modal shows "Project ID Not Configured" and keeps working with browser wallets.' } }) },
  networks: { resolve: resolveNetworks, ...(DEV && { dev: { check: check('AppKitNetwork[]', arrayOf(unknownValue)), defaultText: 'required', does: 'CAIP networks or viem `Chain` objects, EVM (`eip155`) and Solana (`solana`); ready-made ones in `w3m-modal/networks`.' } }) },
  defaultNetwork: { resolve: (wanted, _given, resolved) => resolveDefaultNetwork(wanted, resolved['networks'] as CaipNetwork[]), ...(DEV && { dev: { check: check('AppKitNetwork', unknownValue), defaultText: 'the first network', does: 'The network to start on; one of `networks`.' } }) },
  metadata: { ...(DEV && { dev: { check: optional(object({ name: str, description: str, url: str, icons: arrayOf(str) }, { type: '{ name, description, url, icons }' })), does: 'Your app as wallets show it.' } }) },
  features: { resolve: (_features, given) => resolveFeatures(given), ...(DEV && { dev: { check: optional(object(Object.fromEntries(Object.entries(FEATURES).map(([name, row]) => [name, devColumns(row).check])), { type: 'Features' })), defaultText: 'all off', does: 'AppKit\'s switches: see the features table below.' } }) },
  themeMode: { ...(DEV && { dev: { check: optional(oneOf('light', 'dark')), defaultText: 'the player\'s last choice, else dark', does: 'Light or dark.' } }) },
  themeVariables: { default: {}, ...(DEV && { dev: { check: optional(record(oneOf(...THEME_TOKEN_NAMES), either(str, num, 'a string or number'))), does: 'The `--w3m-*` theme tokens (accent, font, radius, z-index, …).' } }) },
  locale: { ...(DEV && { dev: { check: text, defaultText: 'the browser\'s language, else en', does: 'The modal\'s language: `ja`, `pt-BR` (falls back to `pt`), …' } }) },
  featuredWalletIds: { default: [], ...(DEV && { dev: { check: ids, does: 'Directory wallets shown first, in this order.' } }) },
  includeWalletIds: { default: [], ...(DEV && { dev: { check: ids, does: 'Only these directory wallets are listed.' } }) },
  // `enableCoinbase: false` leaves Coinbase Wallet out: its extension (rdns) and wagmi's Coinbase connector.
  excludeWalletIds: { default: [], resolve: (walletIds, given) => (given.enableCoinbase === false ? [...(walletIds ?? []), 'com.coinbase.wallet', 'coinbaseWalletSDK'] : walletIds), ...(DEV && { dev: { check: ids, does: 'These wallets are left out (directory ids, or an EIP-6963 wallet\'s rdns).' } }) },
  customWallets: { default: [], ...(DEV && { dev: { check: optional(arrayOf(customWallet)), does: 'Wallets of your own in the list.' } }) },
  allWallets: { default: 'SHOW', resolve: (allWallets, given) => (given.features?.allWallets === false ? 'HIDE' : allWallets), ...(DEV && { dev: { check: optional(oneOf('SHOW', 'HIDE', 'ONLY_MOBILE')), does: 'The "All Wallets" button (HIDE hides the button only; the directory is still asked for featured wallets).' } }) },
  enableWalletConnect: { resolve: (on, given) => on ?? Boolean(given.projectId), ...(DEV && { dev: { check: flag, defaultText: 'true with a projectId', does: 'Phone wallets over WalletConnect v2; its SDK loads when the modal opens or a session is restored.' } }) },
  enableWalletConnectVerify: { default: true, ...(DEV && { dev: { check: flag, does: 'WalletConnect Verify: wallets are told whether the page asking is really your domain, and warn on a copy. It never holds up a connect (given up after 1.5 s); `false` saves that attestation frame and takes the warning away from your players (docs/walletconnect-verify.md).' } }) },
  verifyUrl: { ...(DEV && { dev: { check: httpUrl, defaultText: 'https://verify.walletconnect.org', does: 'Another Verify service (a self-hosted one); with Verify on.' } }) },
  enableInjected: { default: true, ...(DEV && { dev: { check: flag, does: 'The `window.ethereum` wallet.' } }) },
  enableEIP6963: { default: true, ...(DEV && { dev: { check: flag, does: 'Browser wallets that announce themselves (EIP-6963).' } }) },
  enableWalletGuide: { default: true, ...(DEV && { dev: { check: flag, does: 'Beside email or social sign-in, "Haven\'t got a wallet?" leads to sign-in alone, with a link to WalletGuide.' } }) },
  allowUnsupportedChain: { default: false, ...(DEV && { dev: { check: flag, does: '`true`: the player may stay on a network you did not configure (no UnsupportedChain view).' } }) },
  enableNetworkSwitch: { default: true, ...(DEV && { dev: { check: flag, does: '`false`: no UnsupportedChain view.' } }) },
  siwx: { resolve: resolveSiwx, ...(DEV && { dev: { check: optional(siwxCheck), does: 'Sign in with the wallet (AppKit\'s SIWXConfig); `new DefaultSIWX()` from `w3m-modal/siwx` is one.' } }) },
  adapters: { default: [], ...(DEV && { dev: { check: optional(arrayOf(object({ namespace: oneOf('eip155', 'solana'), start: fn }, { strict: false, type: 'ChainAdapter' }))), does: '`new WagmiAdapter(…)` (wagmi owns the EVM connection), `new EthersAdapter()`, `new SolanaAdapter()`.' } }) },
  siweConfig: { ...(DEV && { dev: { check: optional(object({ mapToSIWX: optional(fn) }, { strict: false, type: 'SIWEConfig' })), does: '`createSIWEConfig(…)` from `w3m-modal/siwe` (or AppKit\'s): signs in through its `mapToSIWX()`. Not with `siwx`.' } }) },
  customRpcUrls: { default: {}, ...(DEV && { dev: { check: optional(record(str, arrayOf(object({ url: str, config: anyObject }, { type: '{ url, config? }' })))), does: 'RPC URLs by CAIP network id (`{ \'eip155:1\': [{ url }] }`), over the provider\'s and the network\'s own; several make a ranked fallback; `config` is viem\'s HTTP transport options.' } }) },
  relayUrl: { default: DEFAULT_RELAY_URL, ...(DEV && { dev: { check: optional(matching(/^wss?:\/\/\S+$/i, 'a ws:// or wss:// URL', 'URL')), does: 'The WalletConnect relay.' } }) },
  explorerApiUrl: { ...(DEV && { dev: { check: httpUrl, defaultText: 'https://explorer-api.walletconnect.com', does: 'The wallet directory; asked only with a projectId, when the wallet list shows.' } }) },
  blockchainApiUrl: { default: DEFAULT_BLOCKCHAIN_API_URL, ...(DEV && { dev: { check: httpUrl, does: 'Balances, activity and names; asked only with a projectId and a feature that needs it.' } }) },
  rpcHost: { ...(DEV && { dev: { check: httpUrl, defaultText: 'https://rpc.walletconnect.org', does: 'The provider\'s JSON-RPC host for its supported chains (with a projectId).' } }) },
  secureSiteOrigin: { ...(DEV && { dev: { check: optional(matching(/^https?:\/\/[^\s/]+$/i, 'an http(s) origin', 'URL')), defaultText: 'https://secure.walletconnect.org', does: 'The embedded wallet\'s secure site; contacted only with email or social sign-in on.' } }) },
  debug: { default: false, ...(DEV && { dev: { check: flag, does: 'More logging from the embedded wallet.' } }) },
  ...(DEV ? AS_GIVEN : ({} as typeof AS_GIVEN)),
} satisfies { [K in keyof AppKitOptions]-?: OptionRow<AppKitOptions[K]> };
