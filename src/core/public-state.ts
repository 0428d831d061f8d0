import { computed } from 'nanostores';
import type {
  AccountEntry, AccountState, CaipAddress, CaipNetwork, CaipNetworkId, ChainNamespace, ConnectionStatus, ConnectedWalletInfo, ConnectorType, Eip1193Provider, EmbeddedWalletInfo
} from './types.js';
import { $account, $accounts } from './connection/account.js';
import { $activeConnectorId } from './connection/store.js';
import { $connectors, getConnector } from './connection/connectors.js';
import { $chain } from './network/store.js';
import { $modal } from './modal/store.js';
import { $options } from './options/store.js';

/** What `getAccount()` / `useAppKitAccount()` return (the AppKit 1.7 shape). */
export interface PublicAccountState {
  allAccounts: AccountEntry[];
  caipAddress: CaipAddress | undefined;
  address: string | undefined;
  isConnected: boolean;
  /** The embedded wallet's user, sign-in method and account type while it is the connected wallet (AppKit's shape). */
  embeddedWalletInfo: EmbeddedWalletInfo | undefined;
  /** `reconnecting` while a connection approved earlier is being restored (as AppKit). */
  status: ConnectionStatus | 'reconnecting' | undefined;
}

/** What `getState()` / `useAppKitState()` return. */
export interface PublicModalState {
  open: boolean;
  loading: boolean;
  selectedNetworkId: CaipNetworkId | undefined;
  activeChain: ChainNamespace | undefined;
  initialized: boolean;
}

/** What `subscribeNetwork()` / `useAppKitNetwork()` report. */
export interface PublicNetworkState {
  caipNetwork: CaipNetwork | undefined;
  chainId: number | string | undefined;
  caipNetworkId: CaipNetworkId | undefined;
}

// Computed stores keep one object per change, which useSyncExternalStore needs to avoid render loops.
/** An account as apps see it through `getAccount()` and `useAppKitAccount()`. */
export function toPublicAccount(account: AccountState): PublicAccountState {
  return {
    allAccounts: account.allAccounts,
    caipAddress: account.caipAddress,
    address: account.address,
    isConnected: account.status === 'connected' && Boolean(account.address),
    embeddedWalletInfo: account.embeddedWalletInfo,
    status: account.status === 'connecting' && account.restoring ? 'reconnecting' : account.status
  };
}

export const $publicAccount = computed($account, toPublicAccount);

export const $publicState = computed([$modal, $chain, $options], (modal, chain, options): PublicModalState => ({
  open: modal.open,
  loading: modal.loading,
  selectedNetworkId: chain.activeNetwork?.caipNetworkId,
  activeChain: options ? chain.activeNamespace : undefined,
  initialized: options !== undefined
}));

export const $publicNetwork = computed($chain, (chain): PublicNetworkState => ({
  caipNetwork: chain.activeNetwork,
  chainId: chain.activeNetwork?.id,
  caipNetworkId: chain.activeNetwork?.caipNetworkId
}));

export const $walletInfo = computed($account, (account): ConnectedWalletInfo | undefined => account.connectedWalletInfo);

/** The connected wallet's provider, as `getWalletProvider()` and `useAppKitProvider()` hand it out. */
export interface WalletProviderState {
  provider: Eip1193Provider;
  type: ConnectorType;
  namespace: ChainNamespace;
}

/**
 * The active connector's provider and type, only while the namespace it connected is connected: `undefined`
 * before the connection completes, after a disconnect, and for a connector whose account is gone. A WalletConnect
 * session may hold only Solana, so the connector's own namespace or else the active one counts.
 */
export const $walletProvider = computed(
  [$activeConnectorId, $connectors, $accounts, $chain],
  (id, _connectors, accounts, chain): WalletProviderState | undefined => {
    const connector = id ? getConnector(id) : undefined;
    if (!connector) return undefined;
    const namespace = [connector.info.namespace, chain.activeNamespace].find(ns => accounts[ns]?.status === 'connected');
    return namespace ? { provider: connector.getProvider(), type: connector.info.type, namespace } : undefined;
  },
);
