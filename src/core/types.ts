import type { MapStore, ReadableAtom, StoreValue, WritableAtom } from 'nanostores';
import type { OpenArguments, SwapOpenArguments, WalletSendArguments } from './view-arguments.js';

/** Chain namespaces the modal knows. The product's configuration uses only `eip155`. */
export type ChainNamespace = 'eip155' | 'solana';

/** CAIP-2 network id, e.g. `eip155:1`. */
export type CaipNetworkId = `${ChainNamespace}:${string}`;

/** CAIP-10 account id, e.g. `eip155:1:0xabc…`. */
export type CaipAddress = `${ChainNamespace}:${string}:${string}`;

export interface NativeCurrency {
  name: string;
  symbol: string;
  decimals: number;
}

/** A configured network (spec section 3). viem `Chain` objects are accepted by {@link normalizeNetwork}. */
export interface CaipNetwork {
  id: number | string;
  caipNetworkId: CaipNetworkId;
  chainNamespace: ChainNamespace;
  name: string;
  nativeCurrency: NativeCurrency;
  rpcUrls: { default: { http: readonly string[]; webSocket?: readonly string[] } };
  blockExplorers?: { default: { name: string; url: string } };
  testnet?: boolean;
  /** AppKit's shape: both keys present (either may be undefined). */
  assets?: { imageId: string | undefined; imageUrl: string | undefined };
}

/**
 * A network constant whose ids are known to the type checker, as a viem chain's are: `mainnet.id` is `1`, not
 * `number | string`, so AppKit code such as `chains: [mainnet.id]` (a SIWE config's `number[]`) type-checks.
 */
export type KnownCaipNetwork<Namespace extends ChainNamespace, Id extends number | string> = CaipNetwork & {
  id: Id;
  chainNamespace: Namespace;
  caipNetworkId: `${Namespace}:${Id}`;
};

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected';
export type AccountType = 'eoa' | 'smartAccount';

export interface AccountEntry {
  address: string;
  type: 'eoa' | 'smartAccount' | 'payment' | 'ordinal' | 'stx';
  namespace: ChainNamespace;
}

export interface ConnectedWalletInfo {
  name: string;
  icon?: string;
  rdns?: string;
  type?: ConnectorType;
}

/** Account state kept per chain namespace (spec section 3). */
export interface AccountState {
  caipAddress?: CaipAddress;
  address?: string;
  balance?: string;
  balanceSymbol?: string;
  balanceLoading: boolean;
  profileName?: string;
  profileImage?: string;
  status: ConnectionStatus;
  preferredAccountTypes: Partial<Record<ChainNamespace, AccountType>>;
  connectedWalletInfo?: ConnectedWalletInfo;
  socialProvider?: SocialProvider;
  allAccounts: AccountEntry[];
  /** True while a connection approved earlier is being restored (public status `reconnecting`). */
  restoring?: boolean;
  /** Set by the embedded wallet's connector while it is the connected wallet. */
  embeddedWalletInfo?: EmbeddedWalletInfo;
  user?: { email?: string | null; username?: string };
  smartAccountDeployed: boolean;
}

/** AppKit's `embeddedWalletInfo`: the embedded wallet's user, sign-in method and account type. */
export interface EmbeddedWalletInfo {
  user: { username: string | undefined; email?: string | null | undefined } | undefined;
  authProvider: 'email' | SocialProvider | undefined;
  accountType: 'payment' | 'eoa' | 'smartAccount' | 'ordinal' | 'stx' | undefined;
  isSmartAccountDeployed: boolean;
}

export type SocialProvider = 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord';

export const CONNECTOR_TYPES = [
  'MULTI_CHAIN',
  'ANNOUNCED',
  'INJECTED',
  'EXTERNAL',
  'WALLET_CONNECT',
  'AUTH'
] as const;
export type ConnectorType = (typeof CONNECTOR_TYPES)[number];

/** Keys that order connector groups on the Connect view. */
export const CONNECTOR_ORDER_KEYS = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended'
] as const;
export type ConnectorOrderKey = (typeof CONNECTOR_ORDER_KEYS)[number];

export type ConnectMethod = 'email' | 'social' | 'wallet';

/** Every view the router shows, by id: each has its parameters (`ViewParams`), its title and its element (see docs/architecture.md, "Add a view"). */
export const VIEWS = [
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingWalletConnectBasic',
  'SIWXSignMessage',
  'ApproveTransaction',
  'UnsupportedChain',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'ConnectingExternal',
  'Networks',
  'WhatIsAWallet',
  'WhatIsANetwork',
  'WalletReceive',
  'WalletSend',
  'WalletSendSelectToken',
  'WalletSendPreview',
  'Swap',
  'SwapSelectToken',
  'SwapPreview',
  'OnRampProviders',
  'BuyInProgress'
] as const;
export type ViewId = (typeof VIEWS)[number];

/**
 * The views AppKit 1.7.4's `open({ view })` takes; those this modal does not build open the closest one. Its router
 * knows WalletReceive too, but `open()` does not take it: a page reaches it from the Account view's button.
 */
export const OPEN_VIEWS = [
  'Account',
  'Connect',
  'Networks',
  'ApproveTransaction',
  'OnRampProviders',
  'ConnectingWalletConnectBasic',
  'Swap',
  'WhatIsAWallet',
  'WhatIsANetwork',
  'AllWallets',
  'WalletSend'
] as const;
export type OpenView = (typeof OPEN_VIEWS)[number];

export type { OpenArguments, SwapOpenArguments, WalletSendArguments };

/** `open()`'s options that do not depend on the view. */
interface OpenOptionsBase {
  /** The Connect view and All Wallets list only this namespace's wallets (and WalletConnect), as AppKit's. */
  namespace?: ChainNamespace;
  /** Accepted for AppKit compatibility (a WalletConnect URI to show); not used. */
  uri?: string;
}

/**
 * What `open()` takes, as in AppKit 1.7.4: a view, and the arguments of that view (per view, as AppKit's
 * `OpenOptions<View>`; a view without a row in `OpenArguments` takes none).
 */
export type OpenOptions =
  | (OpenOptionsBase & { view?: undefined; arguments?: undefined })
  | { [View in OpenView]: OpenOptionsBase & { view: View; arguments?: View extends keyof OpenArguments ? OpenArguments[View] : undefined } }[OpenView];

/** Parameters each view takes: typed per view rather than one shared optional bag. */
export interface ViewParams {
  /**
   * Part of the Connect view, as AppKit's own views for it: `wallets` only the wallet list (AppKit's ConnectWallets,
   * behind `features.collapseWallets`), `sign-in` only email and social sign-in with the wallet guide's link
   * (AppKit's Create, from "Get started" under `enableWalletGuide`).
   */
  Connect: { show: 'wallets' | 'sign-in' } | undefined;
  Account: undefined;
  AllWallets: undefined;
  ConnectingWalletConnectBasic: undefined;
  SIWXSignMessage: undefined;
  ApproveTransaction: undefined;
  UnsupportedChain: undefined;
  RegisterAccountName: undefined;
  RegisterAccountNameSuccess: { name: string };
  /** Waiting for a browser wallet (EIP-6963 / injected) to answer. */
  ConnectingExternal: { connectorId: string };
  Networks: undefined;
  /** Help: what a wallet is (from the Connect view). */
  WhatIsAWallet: undefined;
  /** Help: what a network is (from the Networks view). */
  WhatIsANetwork: undefined;
  /** The account's address to receive on: as text and as a QR code, with the networks it is good on. */
  WalletReceive: undefined;
  /** Send: token, amount and receiver; `open()`'s arguments fill and fix fields. */
  WalletSend: WalletSendArguments | undefined;
  /** Send: the account's tokens to pick from, with a search. */
  WalletSendSelectToken: undefined;
  /** Send: what leaves, to whom, on which network, the fee; Send asks the wallet. */
  WalletSendPreview: undefined;
  /** The swap form: the tokens and amount `open({ view: 'Swap', arguments })` gave, if any. */
  Swap: SwapOpenArguments | undefined;
  /** The token list, picking the token to pay with (`from`) or to receive (`to`). */
  SwapSelectToken: { target: 'from' | 'to' };
  /** The swap's review: rate, costs, an approval first when the allowance is short, then the swap. */
  SwapPreview: undefined;
  /** Buy crypto: the provider's currencies and limits, an amount, its quote, then the provider's page for this wallet. */
  OnRampProviders: undefined;
  /** The provider's page is open (or the browser blocked its window: `blocked`): waiting for it to report the purchase. */
  BuyInProgress: { blocked: boolean } | undefined;
}

export type ThemeMode = 'light' | 'dark';

export type { ThemeVariables } from './theme-tokens.js';

/** Events a {@link Provider} emits, as AppKit types them. */
export interface ProviderEventListener {
  connect: (connectParams: { chainId: number }) => void;
  disconnect: (error: Error) => void;
  display_uri: (uri: string) => void;
  chainChanged: (chainId: string) => void;
  accountsChanged: (accounts: string[]) => void;
  message: (message: { type: string; data: unknown }) => void;
}

/** What `request` takes: a JSON-RPC method and its parameters (AppKit's `RequestArguments`). */
export interface RequestArguments {
  readonly method: string;
  readonly params?: readonly unknown[] | object;
}

/**
 * AppKit's `Provider` type, for `useAppKitProvider<Provider>(namespace)` and `getProvider`: the connected wallet's
 * EIP-1193 provider with AppKit's members. A browser wallet's own provider has only `request`, `on` and
 * `removeListener`; the modal hands it out with the rest added (`connect` asks the wallet for its accounts,
 * `disconnect` disconnects it in the modal, `emit` calls the listeners added here).
 */
export interface Provider {
  connect(params?: { onUri?: (uri: string) => void }): Promise<string>;
  disconnect(): Promise<void>;
  request<T = unknown>(args: RequestArguments): Promise<T>;
  on<T extends keyof ProviderEventListener>(event: T, listener: ProviderEventListener[T]): void;
  removeListener<T>(event: string, listener: (data: T) => void): void;
  emit(event: string, data?: unknown): void;
}

/** Minimal EIP-1193 provider surface the modal relies on. */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
  on?(event: string, listener: (...args: any[]) => void): unknown;
  removeListener?(event: string, listener: (...args: any[]) => void): unknown;
}

/** Only a type (nothing at run time): the key under which a `ReadOnlyStore` remembers the writable store it is. */
export declare const writableStore: unique symbol;

/**
 * A store as its slice gives it out: readable and subscribable, without `set` or `setKey`, so code outside the slice
 * cannot write it (the type checker says so); the slice's own actions write it as `Writable<typeof $store>`. A type,
 * not a wrapper such as nanostores' `readonlyType`: the slice's index re-exports the store itself, which costs
 * nothing at run time and lets the page's bundler leave out a store no page code reads.
 */
export type ReadOnlyStore<Store extends ReadableAtom> = ReadableAtom<StoreValue<Store>> & { readonly [writableStore]?: Store };
/** A read-only `atom` (see {@link ReadOnlyStore}). */
export type ReadOnlyAtom<Value> = ReadOnlyStore<WritableAtom<Value>>;
/** A read-only `map` (see {@link ReadOnlyStore}). */
export type ReadOnlyMap<Value extends object> = ReadOnlyStore<MapStore<Value>>;
/** The writable store behind a {@link ReadOnlyStore}: what the slice that owns it writes through. */
export type Writable<Store> = Store extends { readonly [writableStore]?: infer Inner } ? Exclude<Inner, undefined> : never;
