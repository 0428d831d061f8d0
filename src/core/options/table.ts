/**
 * The options table: every option `createAppKit` takes (AppKit 1.7.4's names), one row each with its type, its
 * default, whether it is built here and what it does (the columns are `OptionRow`'s, row.ts; `features` has its
 * own table, features-table.ts). The type check makes it complete: a key of `AppKitOptions` without a row, or a row
 * without a key, does not compile.
 *
 * What reads it: the development build's validation and not-built warnings (development.ts), docs/options.md
 * (`npm run docs:options`, checked current by test/node/options-doc.test.mjs) and the surface test. The production
 * build carries none of it.
 */
import { THEME_TOKEN_NAMES } from '../theme-tokens.js';
import type { AppKitOptions } from './types.js';
import { DEFAULTS, DEFAULT_BLOCKCHAIN_API_URL, DEFAULT_RELAY_URL } from './defaults.js';
import { FEATURES } from './features-table.js';
import type { OptionRow } from './row.js';
import { arrayOf, bool, check, either, fn, matching, num, object, oneOf, optional, record, str, unknownValue } from './validate.js';

const flag = optional(bool);
const text = optional(str);
const ids = optional(arrayOf(str));
const anyObject = optional(object({}, { strict: false }));
const nullableText = optional(either(str, oneOf(null), 'a string or null'));
const httpUrl = optional(matching(/^https?:\/\/\S+$/i, 'an http:// or https:// URL', 'URL'));
const ignored = 'ignored (internal to AppKit)';

/** AppKit's SIWXConfig, checked by its methods (`createDefaultSIWX` and `DefaultSIWX` build one). */
export const siwxCheck = object(
  { createMessage: fn, addSession: fn, getSessions: fn, revokeSession: fn, setSessions: fn, getRequired: optional(fn) },
  { strict: false, type: 'SIWXConfig' },
);

const customWallet = object(
  { id: str, name: str, homepage: text, image_url: text, mobile_link: nullableText, desktop_link: nullableText, webapp_link: nullableText, app_store: nullableText, play_store: nullableText },
  { type: 'CustomWallet' },
);

export const OPTIONS = {
  projectId: { check: text, does: 'Your Reown project id. WalletConnect, the wallet directory and the blockchain data need it; without it the modal shows "Project ID Not Configured" and keeps working with browser wallets.' },
  networks: { check: check('AppKitNetwork[]', arrayOf(unknownValue)), defaultText: 'required', does: 'CAIP networks or viem `Chain` objects, EVM (`eip155`) and Solana (`solana`); ready-made ones in `w3m-modal/networks`.' },
  defaultNetwork: { check: check('AppKitNetwork', unknownValue), defaultText: 'the first network', does: 'The network to start on; one of `networks`.' },
  metadata: { check: optional(object({ name: str, description: str, url: str, icons: arrayOf(str) }, { type: '{ name, description, url, icons }' })), does: 'Your app as wallets show it.' },
  features: { check: optional(object(Object.fromEntries(Object.entries(FEATURES).map(([name, row]) => [name, row.check])), { type: 'Features' })), defaultText: 'all off', does: 'AppKit\'s switches: see the features table below.' },
  themeMode: { check: optional(oneOf('light', 'dark')), defaultText: 'the player\'s last choice, else dark', does: 'Light or dark.' },
  themeVariables: { check: optional(record(oneOf(...THEME_TOKEN_NAMES), either(str, num, 'a string or number'))), default: {}, does: 'The `--w3m-*` theme tokens (accent, font, radius, z-index, …).' },
  locale: { check: text, defaultText: 'the browser\'s language, else en', does: 'The modal\'s language: `ja`, `pt-BR` (falls back to `pt`), …' },
  featuredWalletIds: { check: ids, default: [], does: 'Directory wallets shown first, in this order.' },
  includeWalletIds: { check: ids, default: [], does: 'Only these directory wallets are listed.' },
  excludeWalletIds: { check: ids, default: [], does: 'These wallets are left out (directory ids, or an EIP-6963 wallet\'s rdns).' },
  customWallets: { check: optional(arrayOf(customWallet)), default: [], does: 'Wallets of your own in the list.' },
  allWallets: { check: optional(oneOf('SHOW', 'HIDE', 'ONLY_MOBILE')), default: DEFAULTS.allWallets, does: 'The "All Wallets" button (HIDE hides the button only; the directory is still asked for featured wallets).' },
  enableWalletConnect: { check: flag, defaultText: 'true with a projectId', does: 'Phone wallets over WalletConnect v2; its SDK loads when the modal opens or a session is restored.' },
  enableWalletConnectVerify: { check: flag, default: DEFAULTS.enableWalletConnectVerify, does: 'WalletConnect Verify: wallets are told whether the page asking is really your domain, and warn on a copy. It never holds up a connect (given up after 1.5 s); `false` saves that attestation frame and takes the warning away from your players (docs/walletconnect-verify.md).' },
  verifyUrl: { check: httpUrl, defaultText: 'https://verify.walletconnect.org', does: 'Another Verify service (a self-hosted one); with Verify on.' },
  enableInjected: { check: flag, default: DEFAULTS.enableInjected, does: 'The `window.ethereum` wallet.' },
  enableEIP6963: { check: flag, default: DEFAULTS.enableEIP6963, does: 'Browser wallets that announce themselves (EIP-6963).' },
  enableWalletGuide: { check: flag, default: DEFAULTS.enableWalletGuide, does: 'Beside email or social sign-in, "Haven\'t got a wallet?" leads to sign-in alone, with a link to WalletGuide.' },
  allowUnsupportedChain: { check: flag, default: DEFAULTS.allowUnsupportedChain, does: '`true`: the player may stay on a network you did not configure (no UnsupportedChain view).' },
  enableNetworkSwitch: { check: flag, default: DEFAULTS.enableNetworkSwitch, does: '`false`: no UnsupportedChain view.' },
  siwx: { check: optional(siwxCheck), does: 'Sign in with the wallet (AppKit\'s SIWXConfig); `new DefaultSIWX()` from `w3m-modal/siwx` is one.' },
  adapters: { check: optional(arrayOf(object({ namespace: oneOf('eip155', 'solana'), start: fn }, { strict: false, type: 'ChainAdapter' }))), default: [], does: '`new WagmiAdapter(…)` (wagmi owns the EVM connection), `new EthersAdapter()`, `new SolanaAdapter()`.' },
  siweConfig: { check: optional(object({ mapToSIWX: optional(fn) }, { strict: false, type: 'SIWEConfig' })), does: '`createSIWEConfig(…)` from `w3m-modal/siwe` (or AppKit\'s): signs in through its `mapToSIWX()`. Not with `siwx`.' },
  customRpcUrls: { check: optional(record(str, arrayOf(object({ url: str, config: anyObject }, { type: '{ url, config? }' })))), default: {}, does: 'RPC URLs by CAIP network id (`{ \'eip155:1\': [{ url }] }`), over the provider\'s and the network\'s own; several make a ranked fallback; `config` is viem\'s HTTP transport options.' },
  relayUrl: { check: optional(matching(/^wss?:\/\/\S+$/i, 'a ws:// or wss:// URL', 'URL')), default: DEFAULT_RELAY_URL, does: 'The WalletConnect relay.' },
  explorerApiUrl: { check: httpUrl, defaultText: 'https://explorer-api.walletconnect.com', does: 'The wallet directory; asked only with a projectId, when the wallet list shows.' },
  blockchainApiUrl: { check: httpUrl, default: DEFAULT_BLOCKCHAIN_API_URL, does: 'Balances, activity and names; asked only with a projectId and a feature that needs it.' },
  rpcHost: { check: httpUrl, defaultText: 'https://rpc.walletconnect.org', does: 'The provider\'s JSON-RPC host for its supported chains (with a projectId).' },
  secureSiteOrigin: { check: optional(matching(/^https?:\/\/[^\s/]+$/i, 'an http(s) origin', 'URL')), defaultText: 'https://secure.walletconnect.org', does: 'The embedded wallet\'s secure site; contacted only with email or social sign-in on.' },
  debug: { check: flag, default: DEFAULTS.debug, does: 'More logging from the embedded wallet.' },
  termsConditionsUrl: { check: text, does: 'With `privacyPolicyUrl`, the legal line under Connect links to it.' },
  privacyPolicyUrl: { check: text, does: 'See `termsConditionsUrl`.' },
  chainImages: { check: optional(record(str, str)), does: 'Network images by chain id, over the built-in ones.' },
  connectorImages: { check: optional(record(str, str)), does: 'Wallet images by connector id (`injected`, `walletConnect`, an rdns).' },
  defaultAccountTypes: { check: optional(record(str, oneOf('payment', 'eoa', 'smartAccount', 'ordinal', 'stx'))), does: 'The account type the embedded wallet signs in with, by namespace (`{ eip155: \'smartAccount\' }`).' },
  enableCoinbase: { check: flag, defaultText: 'true', does: '`false` leaves Coinbase Wallet out of the lists.' },
  showWallets: { check: flag, does: 'AppKit\'s older name of `features.emailShowWallets`.' },
  disableAppend: { check: flag, defaultText: 'false', does: '`true`: `createAppKit` does not add `<w3m-modal>` to the page; you render it.' },
  coinbasePreference: { check: optional(oneOf('all', 'smartWalletOnly', 'eoaOnly')), built: false, instead: 'the Coinbase Wallet SDK is not built in; the Coinbase extension connects as any browser wallet', does: 'The Coinbase Wallet SDK\'s preference.' },
  universalProvider: { check: anyObject, built: false, instead: 'the modal creates its own WalletConnect provider (getUniversalProvider() returns it once WalletConnect has loaded)', does: 'Your own WalletConnect UniversalProvider.' },
  tokens: { check: anyObject, built: false, instead: 'the account shows the native balance only', does: 'Token balances to show by network.' },
  enableWallets: { check: flag, built: false, instead: 'wallets stay listed', asks: value => value === false, does: '`false` hides the wallets (email and social only).' },
  enableAuthLogger: { check: flag, built: false, instead: 'the embedded wallet logs nothing', does: 'The embedded wallet\'s logger.' },
  enableEmbedded: { check: flag, built: false, instead: 'email and social sign-in follow `features.email` and `features.socials`', does: 'AppKit\'s embedded-wallet switch.' },
  manualWCControl: { check: flag, built: false, instead: 'WalletConnect is managed by the modal', asks: value => value === true, does: 'You drive WalletConnect yourself.' },
  universalProviderConfigOverride: { check: anyObject, built: false, instead: 'the WalletConnect namespaces follow `networks` and `customRpcUrls`', does: 'Overrides of the WalletConnect namespaces.' },
  basic: { check: flag, built: false, instead: 'the full modal is shown', asks: value => value === true, does: 'AppKit\'s basic mode.' },
  sdkType: { check: optional(oneOf('appkit')), does: 'AppKit\'s internal; accepted.' },
  sdkVersion: { check: text, does: 'AppKit\'s internal; accepted.' },
  isSiweEnabled: { check: flag, does: 'AppKit\'s internal; accepted.' },
  isUniversalProvider: { check: flag, built: false, instead: ignored, does: 'AppKit\'s internal.' },
  hasMultipleAddresses: { check: flag, built: false, instead: ignored, does: 'AppKit\'s internal.' },
} satisfies { [K in keyof Required<AppKitOptions>]: OptionRow };
