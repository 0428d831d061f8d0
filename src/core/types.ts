import type { ResolvedOptions } from './options/options.js';

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
  assets?: { imageId?: string; imageUrl?: string };
}

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
  user?: { email?: string | null; username?: string };
  smartAccountDeployed: boolean;
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

/** The nine views of the modal (spec section 2). */
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
  'Networks'
] as const;
export type ViewId = (typeof VIEWS)[number];

/** The views AppKit 1.7.4's `open({ view })` takes; those this modal does not build open the closest one. */
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

/**
 * Owns one namespace's connection for the modal (AppKit's adapters). `createAppKit` starts it with the resolved
 * networks, after its own stores are ready, and stops it on reconfiguration. While an adapter owns `eip155`, the
 * modal's own browser-wallet discovery stays off: the adapter registers the connectors and reports the state.
 */
export interface ChainAdapter {
  readonly namespace: ChainNamespace;
  start(context: AdapterContext): () => void;
}

/** What `createAppKit` tells an adapter it starts. */
export interface AdapterContext {
  networks: readonly CaipNetwork[];
  /** The resolved options (WalletConnect on or off, its relay and metadata, …). */
  options: ResolvedOptions;
}

/** What `open()` takes, as in AppKit 1.7.4. */
export interface OpenOptions {
  view?: OpenView;
  /** Accepted for AppKit compatibility; the Connect view lists every configured namespace's wallets. */
  namespace?: ChainNamespace;
  /** Accepted for AppKit compatibility (a WalletConnect URI to show); not used. */
  uri?: string;
}

/** Parameters each view takes: typed per view rather than one shared optional bag. */
export interface ViewParams {
  Connect: undefined;
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
}

export type ThemeMode = 'light' | 'dark';

/** Public theme variables (CSS custom properties on the modal). */
export interface ThemeVariables {
  '--w3m-accent'?: string;
  '--w3m-color-mix'?: string;
  '--w3m-color-mix-strength'?: number | string;
  '--w3m-font-family'?: string;
  '--w3m-font-size-master'?: string;
  '--w3m-border-radius-master'?: string;
  '--w3m-z-index'?: number | string;
}

/** Minimal EIP-1193 provider surface the modal relies on. */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
  on?(event: string, listener: (...args: any[]) => void): unknown;
  removeListener?(event: string, listener: (...args: any[]) => void): unknown;
}
