/**
 * AppKit 1.7.4's options beyond the ones the modal grew up with: their types, and the two that change what other
 * options mean (`chainImages`, `siweConfig`). Every one is accepted (an app passes what it passed to AppKit); the
 * options table (table.ts) says which are not built here, and the development build warns about those.
 */
import type { CaipNetwork } from '../types.js';

/** Account types by namespace, as AppKit's `defaultAccountTypes` (`{ eip155: 'smartAccount' }`). */
export type PreferredAccountType = 'payment' | 'eoa' | 'smartAccount' | 'ordinal' | 'stx';
export type DefaultAccountTypes = Partial<Record<string, PreferredAccountType>>;

/** `chainImages` applied: a network's image comes from the app when it names the chain id. */
export function withChainImages(networks: CaipNetwork[], chainImages: Record<string, string> | undefined): CaipNetwork[] {
  if (!chainImages) return networks;
  return networks.map(network => {
    const imageUrl = chainImages[String(network.id)];
    return imageUrl ? { ...network, assets: { imageId: network.assets?.imageId, imageUrl } } : network;
  });
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
