import type { SIWXConfig } from '../siwx/types.js';
import type { CaipNetwork, ChainAdapter, ConnectMethod, ConnectorOrderKey, SocialProvider, ThemeMode, ThemeVariables } from '../types.js';
import type { Locale } from '../locale/store.js';
import type { AppKitExtraFeatures, AppKitExtraOptions, AppKitExtras } from './appkit.js';

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
  /** AppKit's SIWE client (`createSIWEConfig`): the modal signs in through its `mapToSIWX()`, as AppKit does. */
  siweConfig?: { mapToSIWX(): SIWXConfig } & Record<string, unknown>;
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

/** Options after validation, with defaults filled in. */
export interface ResolvedOptions extends AppKitExtras {
  projectId: string | undefined;
  networks: CaipNetwork[];
  defaultNetwork: CaipNetwork;
  metadata: Metadata | undefined;
  features: Features;
  themeMode: ThemeMode | undefined;
  themeVariables: ThemeVariables;
  /** As given (`setLocale` resolves it); `undefined`: detected from the browser's languages. */
  locale: string | undefined;
  featuredWalletIds: string[];
  includeWalletIds: string[];
  excludeWalletIds: string[];
  customWallets: CustomWallet[];
  allWallets: 'SHOW' | 'HIDE' | 'ONLY_MOBILE';
  enableWalletConnect: boolean;
  enableWalletConnectVerify: boolean;
  /** `undefined`: the public Verify service (the SDK's own address). */
  verifyUrl: string | undefined;
  enableInjected: boolean;
  enableEIP6963: boolean;
  enableWalletGuide: boolean;
  allowUnsupportedChain: boolean;
  enableNetworkSwitch: boolean;
  siwx: SIWXConfig | undefined;
  adapters: readonly ChainAdapter[];
  /** Each entry's `config` is viem's HTTP transport config (headers, fetch hooks), applied to the modal's own reads too. */
  customRpcUrls: Record<string, { url: string; config?: Record<string, unknown> }[]>;
  relayUrl: string;
  /** `undefined`: the public explorer, applied by the lazy wallet list. */
  explorerApiUrl: string | undefined;
  blockchainApiUrl: string;
  /** `undefined`: the provider's own host (`DEFAULT_RPC_HOST` in chains/supported.ts, applied where URLs are built). */
  rpcHost: string | undefined;
  /** `undefined`: the public secure site, applied by the lazy auth connector. */
  secureSiteOrigin: string | undefined;
  debug: boolean;
}
