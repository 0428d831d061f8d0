import { computed } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import type {
  AccountEntry, AccountState, CaipAddress, CaipNetwork, CaipNetworkId, ChainNamespace, ConnectionStatus, ConnectedWalletInfo, ConnectorType, Eip1193Provider, EmbeddedWalletInfo
} from './types.js';
import { $account, $accounts } from './connection/account.js';
import { $activeConnectorId, $disconnecting } from './connection/store.js';
import { $connectors, getConnector } from './connection/connectors.js';
import { $chain } from './network/store.js';
import { $modal } from './modal/store.js';
import { $initialized, $options } from './options/store.js';
import { onSessionEnd } from './session.js';
import { $providerShapes, shapeProvider } from './connection/provider-shapes.js';
import { $namespaceConnectors } from './connection/namespace-connectors.js';
import type { AppKitEvent } from './events/store.js';
import { subscribeEvents } from './events/store.js';

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

/** Whether a connection is under way in some namespace: a pick, a restore, an outside engine's (re)connect. */
const connecting = (accounts: Partial<Record<ChainNamespace, AccountState>>): boolean =>
  Object.values(accounts).some(account => account?.status === 'connecting');

/**
 * AppKit's public state changes as it starts and restores, and apps show their connected-only buttons from a
 * `subscribeState` callback that reads `getIsConnectedState()`: `initialized` turns true once the kit has started
 * (a moment after `createAppKit`), and `loading` is also true while a wallet connects (picked, restored after a
 * reload, or reconnected by wagmi at start, which it reports as connecting) and while a disconnect waits for its
 * wallet, so the callback runs again once the session is back, and once it is gone.
 */
export const $publicState = computed([$modal, $chain, $options, $accounts, $initialized, $disconnecting], (modal, chain, options, accounts, initialized, disconnecting): PublicModalState => ({
  open: modal.open,
  loading: modal.loading || connecting(accounts) || disconnecting > 0,
  selectedNetworkId: chain.activeNetwork?.caipNetworkId,
  activeChain: options ? chain.activeNamespace : undefined,
  initialized: options !== undefined && initialized
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
  [$activeConnectorId, $connectors, $accounts, $chain, $providerShapes],
  (id, _connectors, accounts, chain): WalletProviderState | undefined => {
    const connector = id ? getConnector(id) : undefined;
    if (!connector) return undefined;
    const namespace = [connector.info.namespace, chain.activeNamespace].find(ns => accounts[ns]?.status === 'connected');
    if (!namespace) return undefined;
    // An adapter may give the namespace its own provider shape (SolanaAdapter: AppKit's Solana provider).
    const provider = shapeProvider(namespace, connector.getProvider(), connector.info);
    return { provider, type: connector.info.type, namespace };
  },
);

/**
 * The provider of each connected namespace (`useAppKitProvider('solana')` while an EVM wallet is active too): the
 * connector holding the namespace, in the namespace's shape. Before any namespace is recorded, the active one's.
 */
export const $walletProviders = computed(
  [$namespaceConnectors, $walletProvider, $connectors, $accounts, $providerShapes],
  (held, active, _connectors, accounts): Partial<Record<ChainNamespace, WalletProviderState>> => {
    const result: Partial<Record<ChainNamespace, WalletProviderState>> = active ? { [active.namespace]: active } : {};
    for (const [namespace, id] of Object.entries(held) as [ChainNamespace, string][]) {
      const connector = getConnector(id);
      if (!connector || accounts[namespace]?.status !== 'connected') continue;
      result[namespace] = { provider: shapeProvider(namespace, connector.getProvider(), connector.info), type: connector.info.type, namespace };
    }
    return result;
  },
);

/** How a guest subscription tells that its slice of public state changed. */
export type SameSlice<T> = (previous: T, next: T) => boolean;

/** Every field holds the same value (providers and networks are compared by identity). */
export const sameFields = <T extends object>(previous: T, next: T): boolean =>
  Object.keys({ ...previous, ...next }).every(key => Object.is(previous[key as keyof T], next[key as keyof T]));

/** The same data (accounts, wallet info, theme: plain objects an update may rebuild with the same content). */
export const sameData = <T>(previous: T, next: T): boolean => Object.is(previous, next) || JSON.stringify(previous) === JSON.stringify(next);

/**
 * An app's callback, guarded: when it throws, the error is reported on the console (the first time only, so a
 * callback that keeps failing does not flood it) and goes no further.
 */
function guard<T>(member: string, callback: (value: T) => void): (value: T) => void {
  let reported = false;
  return value => {
    try {
      callback(value);
    } catch (error) {
      if (reported) return;
      reported = true;
      console.error(`w3m-modal: an app's ${member} callback threw; the modal goes on without it (reported once per callback)`, error);
    }
  };
}

/** The app's subscriptions to the running kit: they end with it, so the next kit's callbacks are only its own. */
const guests = new Set<() => void>();
onSessionEnd(() => guests.forEach(end => end()));

/** Keeps `stop` among the kit's guests until it is called (by the app, or by the kit's end). */
function asGuest(stop: () => void): () => void {
  const end = (): void => {
    guests.delete(end);
    stop();
  };
  guests.add(end);
  return end;
}

/**
 * An app's subscription to one slice of public state (`subscribeState`, `subscribeProviders`, …). Subscribers are
 * guests: the callback hears only changes of its own slice (`same` tells), never the value it had when it
 * subscribed; it runs once the modal's own update is over (a microtask later, with the latest value: changes of one
 * update come as one call), never inside the modal's store listeners; and a callback that throws changes nothing
 * else (see {@link guard}).
 */
export function subscribeGuest<T>(member: string, store: ReadableAtom<T>, callback: (value: T) => void, same: SameSlice<T> = Object.is): () => void {
  const call = guard(member, callback);
  let last = store.get();
  let queued = false;
  let active = true;
  const deliver = (): void => {
    queued = false;
    if (active) call(store.get());
  };
  const stop = store.listen(value => {
    if (same(last, value)) return;
    last = value;
    if (queued) return;
    queued = true;
    queueMicrotask(deliver);
  });
  return asGuest(() => {
    active = false;
    stop();
  });
}

/** An app's `subscribeEvents`: every event, in order, each after the update that sent it, as a guest. */
export function subscribeEventsAsGuest(callback: (event: AppKitEvent) => void): () => void {
  const call = guard('subscribeEvents', callback);
  let active = true;
  const stop = subscribeEvents(event => queueMicrotask(() => active && call(event)));
  return asGuest(() => {
    active = false;
    stop();
  });
}
