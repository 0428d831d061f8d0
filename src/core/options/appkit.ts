/**
 * The AppKit 1.7.4 options beyond the ones the modal grew up with. Every one is accepted (an app passes what it
 * passed to AppKit); a wrong type still fails naming the option. What is not built here is listed in
 * warned about once, lazily (core/not-built-warnings.ts), never dropped silently.
 */
import type { Check } from './validate.js';
import { arrayOf, bool, object, oneOf, optional, record, str } from './validate.js';
import type { CaipNetwork } from '../types.js';

const optBool = optional(bool);
const optStr = optional(str);
const anyObject = optional(object({}, { strict: false }));

/** Account types by namespace, as AppKit's `defaultAccountTypes` (`{ eip155: 'smartAccount' }`). */
export type PreferredAccountType = 'payment' | 'eoa' | 'smartAccount' | 'ordinal' | 'stx';
export type DefaultAccountTypes = Partial<Record<string, PreferredAccountType>>;

// These checks sit on the initial path (the size budget), so the simple ones are one spec string: name, then its
// kind (b boolean, s string, r record of strings, o object), with `!` marking an option not built here.
const SIMPLE_OPTIONS =
  'enableCoinbase:b showWallets:b disableAppend:b enableWallets:b! enableAuthLogger:b! enableEmbedded:b! manualWCControl:b! basic:b! isSiweEnabled:b isUniversalProvider:b! hasMultipleAddresses:b! termsConditionsUrl:s privacyPolicyUrl:s sdkVersion:s chainImages:r connectorImages:r universalProvider:o! tokens:o! universalProviderConfigOverride:o! coinbasePreference:s!';
const KINDS: Record<string, Check> = { b: optBool, s: optStr, r: optional(record(str, str)), o: anyObject };
const simple = SIMPLE_OPTIONS.split(' ').map(entry => entry.split(':') as [string, string]);

/** AppKit's top-level options with no older counterpart here. */
export const appKitOptionChecks: Record<string, Check> = {
  ...Object.fromEntries(simple.map(([name, kind]) => [name, KINDS[kind[0]!]!])),
  defaultAccountTypes: optional(record(str, oneOf('payment', 'eoa', 'smartAccount', 'ordinal', 'stx'))),
  coinbasePreference: optional(oneOf('all', 'smartWalletOnly', 'eoaOnly')),
  sdkType: optional(oneOf('appkit'))
};

/** AppKit's `features` keys with no older counterpart here. */
export const appKitFeatureChecks: Record<string, Check> = {
  allWallets: optBool,
  collapseWallets: optBool,
  walletFeaturesOrder: optional(arrayOf(oneOf('swaps', 'send', 'receive', 'onramp'))),
  pay: optBool
};

/** `customRpcUrls` entries: `{ url, config? }` (`config` is viem's HTTP transport config, as in AppKit). */
export const customRpcUrlCheck: Check = object({ url: str, config: anyObject });

/**
 * Whether any option that may be not built here is present; core/not-built-warnings.ts (lazy) decides which
 * are and warns. The feature table loads it only then.
 */
export function mayHaveNotBuilt(given: Record<string, unknown>): boolean {
  // In `features`: pay, swaps, onramp, send or receive `true`, walletFeaturesOrder, or socials naming farcaster
  // (short on purpose: this runs on the initial path; a false alarm only loads the small warnings chunk).
  return simple.some(([name, kind]) => kind[1] && given[name] !== undefined) || /(pay|ps|mp|nd|ve)":t|Fea|farc/.test(JSON.stringify(given['features']));
}

/** `chainImages` applied: a network's image comes from the app when it names the chain id. */
export function withChainImages(networks: CaipNetwork[], chainImages: Record<string, string> | undefined): CaipNetwork[] {
  if (!chainImages) return networks;
  return networks.map(network => {
    const imageUrl = chainImages[String(network.id)];
    return imageUrl ? { ...network, assets: { imageId: network.assets?.imageId, imageUrl } } : network;
  });
}

/** AppKit's options as the modal keeps them after validation (part of `ResolvedOptions`). */
export interface AppKitExtras {
  /**
   * The options as the app gave them, validated. AppKit's extras are read from here where they are used
   * (`given.termsConditionsUrl`, `given.connectorImages`, …), which keeps their defaults off the initial path.
   */
  given: AppKitExtraOptions & { features?: Record<string, unknown> } & Record<string, unknown>;
}

/**
 * AppKit's `siweConfig` (from `createSIWEConfig`) carries `mapToSIWX()`; AppKit signs in through what it returns,
 * and so does the modal. Anything else fails here, naming what is missing.
 */
export function siwxFromSiweConfig(siweConfig: unknown): unknown {
  const mapToSIWX = (siweConfig as { mapToSIWX?: unknown }).mapToSIWX;
  if (typeof mapToSIWX !== 'function') {
    throw new Error('Invalid option `siweConfig`: expected `mapToSIWX()` (createSIWEConfig), or use `siwx`');
  }
  return mapToSIWX.call(siweConfig);
}

/** AppKit 1.7.4's options beyond the modal's own, typed as AppKit types them (part of `AppKitOptions`). */
export interface AppKitExtraOptions {
  /** Terms of service: with `privacyPolicyUrl`, the legal line under the Connect view links to them. */
  termsConditionsUrl?: string;
  /** Privacy policy: see `termsConditionsUrl`. */
  privacyPolicyUrl?: string;
  /** Network images by chain id (`{ 1: 'https://…/eth.png' }`), over the built-in ones. */
  chainImages?: Record<number | string, string>;
  /** Connector images by connector id (`{ injected: '…', walletConnect: '…' }`), over the wallet's own. */
  connectorImages?: Record<string, string>;
  /** The account type to use by namespace (`getPreferredAccountType` reports it). */
  defaultAccountTypes?: DefaultAccountTypes;
  /** `false` leaves Coinbase Wallet out of the wallet lists. */
  enableCoinbase?: boolean;
  /** Wallets next to email and social sign-in (AppKit's older name of `features.emailShowWallets`). */
  showWallets?: boolean;
  /** Coinbase Wallet SDK preference: not built here (the Coinbase extension connects as any browser wallet). */
  coinbasePreference?: 'all' | 'smartWalletOnly' | 'eoaOnly';
  /** An app's own WalletConnect UniversalProvider: not built here (the modal makes its own). */
  universalProvider?: object;
  /** Token balances to show by network: not built here (the native balance is shown). */
  tokens?: Record<string, { address: string; image?: string }>;
  /** `true`: the modal is not appended to the page by `createAppKit`. */
  disableAppend?: boolean;
  enableWallets?: boolean;
  enableAuthLogger?: boolean;
  enableEmbedded?: boolean;
  manualWCControl?: boolean;
  universalProviderConfigOverride?: Record<string, unknown>;
  basic?: boolean;
  sdkType?: 'appkit';
  sdkVersion?: string;
  isSiweEnabled?: boolean;
  isUniversalProvider?: boolean;
  hasMultipleAddresses?: boolean;
}

/** AppKit 1.7.4's `features` keys beyond the modal's own. */
export interface AppKitExtraFeatures {
  /** `false` hides the "All Wallets" entry (as `allWallets: 'HIDE'`). */
  allWallets?: boolean;
  /** Collapses the wallet list of the Connect view behind one "Continue with a wallet" button. */
  collapseWallets?: boolean;
  /** The order of the account view's wallet actions. */
  walletFeaturesOrder?: ('swaps' | 'send' | 'receive' | 'onramp')[];
  /** AppKit Pay: not built here. */
  pay?: boolean;
}
