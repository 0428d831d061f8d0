import type { SIWXConfig } from '../siwx-types.js';
import type { CaipNetwork, ChainNamespace, ConnectMethod, ConnectorOrderKey, SocialProvider, ThemeMode, ThemeVariables } from '../types.js';
import type { Locale } from '../locale/store.js';
import type { AppKitExtraFeatures, AppKitExtraOptions } from './appkit.js';

// The shapes of createAppKit's options, as given and as resolved (validation and defaults: options.ts).

export interface Features extends AppKitExtraFeatures {
  swaps: boolean;
  onramp: boolean;
  receive: boolean;
  send: boolean;
  email: boolean;
  emailShowWallets: boolean;
  socials: false | SocialProvider[];
  history: boolean;
  analytics: boolean;
  smartSessions: boolean;
  legalCheckbox: boolean;
  connectMethodsOrder?: ConnectMethod[];
  connectorTypeOrder?: ConnectorOrderKey[];
}

export interface CustomWallet {
  id: string;
  name: string;
  homepage?: string;
  image_url?: string;
  mobile_link?: string | null;
  desktop_link?: string | null;
  webapp_link?: string | null;
  app_store?: string | null;
  play_store?: string | null;
}

export interface Metadata {
  name: string;
  description: string;
  url: string;
  icons: string[];
}

/** Options accepted by `createAppKit`, named as in Reown AppKit so an app can migrate unchanged. */
export interface AppKitOptions extends AppKitExtraOptions {
  projectId?: string;
  /** CAIP networks or viem `Chain` objects; the first is the default unless `defaultNetwork` says otherwise. */
  networks: readonly unknown[];
  defaultNetwork?: unknown;
  metadata?: Metadata;
  /** AppKit's features; `socials` may name 'farcaster' (accepted, warned about: not built here). */
  features?: Partial<Omit<Features, 'socials'>> & { socials?: false | (SocialProvider | 'farcaster')[] };
  themeMode?: ThemeMode;
  themeVariables?: ThemeVariables;
  /**
   * The modal's language: a supported code (`ja`) or a tag that falls back to one (`pt-BR` → `pt`). Default:
   * the first of the browser's `navigator.languages` the modal speaks, else English.
   */
  locale?: Locale | (string & {});
  featuredWalletIds?: string[];
  includeWalletIds?: string[];
  excludeWalletIds?: string[];
  customWallets?: CustomWallet[];
  allWallets?: 'SHOW' | 'HIDE' | 'ONLY_MOBILE';
  /** WalletConnect v2 (phone wallets): on with a `projectId` (AppKit's default), off without; loaded lazily. */
  enableWalletConnect?: boolean;
  /**
   * WalletConnect Verify, on by default as in AppKit: with each proposal and request the SDK sends an attestation
   * of the page's origin, which the player's wallet checks against the app's `metadata.url`, so it can warn about a
   * phishing copy ("domain mismatch", a known scam) or show the app as verified. It loads a hidden frame from the
   * Verify service (a page with a CSP allows it in `frame-src`); a connect or request waits for it 1.5 s at most.
   * `false` sends no attestation: no frame and no wait, but every wallet shows the app as unverified and cannot tell
   * it from a copy on another origin.
   */
  enableWalletConnectVerify?: boolean;
  /** The Verify service (attestations) when not the public one, e.g. a self-hosted one; an http(s) URL. */
  verifyUrl?: string;
  enableInjected?: boolean;
  enableEIP6963?: boolean;
  enableWalletGuide?: boolean;
  allowUnsupportedChain?: boolean;
  enableNetworkSwitch?: boolean;
  siwx?: SIWXConfig;
  /**
   * Adapters that own a namespace's connection, as in AppKit: `[new WagmiAdapter(…)]` makes wagmi the one source
   * of truth for EVM wallets (the modal follows wagmi's state and connects through wagmi's connectors).
   */
  adapters?: readonly ChainAdapter[];
  /**
   * A SIWE client (`createSIWEConfig` from `w3m-modal/siwe`, or AppKit's): the modal signs in through its
   * `mapToSIWX()`, as AppKit does. Typed by that one method, so a class instance (AppKitSIWEClient) fits.
   */
  siweConfig?: { mapToSIWX(): SIWXConfig };
  /** RPC URLs by CAIP network id; an entry's `config` (viem's HTTP transport options) is used with the wagmi adapter. */
  customRpcUrls?: Record<string, { url: string; config?: Record<string, unknown> }[]>;
  /** WalletConnect relay (`ws://` or `wss://`); defaults to the public relay. */
  relayUrl?: string;
  /** Wallet explorer API (`/getWallets`, `/getWalletImage/{id}`); fetched only with a projectId, when the wallet list opens. */
  explorerApiUrl?: string;
  /** Blockchain-data provider (balances, activity, names, swaps, onramp); fetched only when a feature needs it. */
  blockchainApiUrl?: string;
  /** Host of the provider's JSON-RPC endpoint for its supported chains (`{rpcHost}/v1/?chainId=…&projectId=…`). */
  rpcHost?: string;
  /** Origin of the embedded wallet's secure site (email and social sign-in); defaults to the public one. */
  secureSiteOrigin?: string;
  debug?: boolean;
}

/** AppKit's options as the modal keeps them after validation (part of `ResolvedOptions`). */
export interface AppKitExtras {
  /**
   * The options as the app gave them, validated. AppKit's extras are read from here where they are used
   * (`given.termsConditionsUrl`, `given.connectorImages`, …), which keeps their defaults off the initial path.
   */
  given: AppKitOptions & Record<string, unknown>;
}

/**
 * Options after validation, with defaults filled in: `given`, and one field per row of the options table (table.ts)
 * but those of `AS_GIVEN`, typed by the row. resolved.ts adds those fields, derived from the rows: a
 * module apart, so that the table (which names `AppKitOptions`) and this file do not import each other.
 */
export interface ResolvedOptions extends AppKitExtras {}

/**
 * Owns one namespace's connection for the modal (AppKit's adapters). `createAppKit` starts it with the resolved
 * networks, after its own stores are ready, and stops it on reconfiguration. While an adapter whose library
 * connects wallets (wagmi) owns `eip155`, the modal's own browser-wallet discovery and WalletConnect row stay off:
 * the adapter registers the connectors and reports the state. One that wraps the modal's providers (ethers,
 * `connectors: 'modal'`) leaves them on.
 */
export interface ChainAdapter {
  readonly namespace: ChainNamespace;
  /**
   * Who finds and connects the namespace's wallets: the adapter's library (`'adapter'`, the default: wagmi's
   * connectors) or the modal's own connectors (`'modal'`: browser wallets and WalletConnect, whose providers the
   * app's library wraps, as ethers does).
   */
  readonly connectors?: 'adapter' | 'modal';
  start(context: AdapterContext): () => void;
  /**
   * Settles once what the adapter loads at start is there (SolanaAdapter: the app's @solana/web3.js); the modal
   * looks for the namespace's wallets after it, so a restored wallet finds the adapter ready.
   */
  ready?(): Promise<void>;
}

/** What `createAppKit` tells an adapter it starts. */
export interface AdapterContext {
  networks: readonly CaipNetwork[];
  /** The resolved options (WalletConnect on or off, its relay and metadata, …). */
  options: ResolvedOptions;
}
