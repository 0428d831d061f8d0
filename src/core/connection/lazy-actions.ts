// The initial chunk's doors to the connection actions (actions.ts), which load on demand: a page that has never
// connected carries none of their code until the dialog's idle prefetch, the first connect or a stored connection
// brings them. Once they are here every call is synchronous again, so wallet events keep their order.
import type { ChainNamespace } from '../types.js';
import type { WalletConnector } from './connectors.js';
import { lazyChunk } from '../lazy.js';
import { STORAGE_KEYS, isString, readStored } from '../storage.js';
import { $activeConnectorId } from './store.js';
import { namespacesOf, storedNamespacesOf } from './namespace-connectors.js';

/** What the loader of actions.ts returns (written out here: a type import of it would close a cycle with it). */
interface ConnectionActions {
  connect(connectorId: string): Promise<boolean>;
  restoreConnection(connector: WalletConnector): Promise<boolean>;
  disconnect(options?: { namespace?: ChainNamespace }): Promise<void>;
  onAccountsChanged(connectorId: string, accounts: unknown): void;
  onChainChanged(connectorId: string, chainId: unknown): void;
  onWalletDisconnected(connectorId: string): void;
}

/**
 * The actions once their loader has returned them (the module is code, the same for every kit: it outlives
 * `destroyAppKit` on purpose). From then on every door calls through at once. Calls made while it loads wait
 * for the one shared load and go on in the order they were made.
 */
let loaded: ConnectionActions | undefined;
const actionsChunk = lazyChunk('connectionActions');

/**
 * Fetches the actions while a wallet is being asked (a connect not made through {@link connectOnDemand}), so the
 * events of the connection it makes are handled at once; a failed fetch is tried again by the next door.
 */
export function prepareConnectionActions(): void {
  withActions(() => undefined).catch(() => undefined);
}

/** Runs `use` with the actions: at once when they are here, else when they arrive (in call order). */
function withActions<T>(use: (actions: ConnectionActions) => T): Promise<Awaited<T>> {
  if (loaded) {
    try {
      return Promise.resolve(use(loaded));
    } catch (error) {
      return Promise.reject(error);
    }
  }
  return actionsChunk().then(actions => use((loaded ??= actions))) as Promise<Awaited<T>>;
}

/** A wallet event's handler, started without waiting: a failure to load is logged, the event is dropped. */
function report(use: (actions: ConnectionActions) => void): void {
  withActions(use).catch(error => console.error('w3m-modal: a wallet event could not be handled', error));
}

/** Whether `connectorId` holds a connection, of the active namespace or another: only then do its events count. */
const holdsConnection = (connectorId: string): boolean => $activeConnectorId.get() === connectorId || namespacesOf(connectorId).length > 0;

/**
 * Called when a connector appears: restores the connection the user approved before, without a prompt (see
 * actions.ts). A connector with nothing stored for it loads nothing and resolves `false`.
 */
export function restoreConnection(connector: WalletConnector): Promise<boolean> {
  const id = connector.info.id;
  if (readStored(STORAGE_KEYS.connectedConnectorId, isString) !== id && storedNamespacesOf(id).length === 0) return Promise.resolve(false);
  return withActions(actions => actions.restoreConnection(connector));
}

/**
 * The player's pick made outside the modal (AppKit's `useAppKitWallet().connect`): `connect` once the actions are
 * here, so a page that offers it carries none of the connect flow until it is used. Resolves whether it connected.
 */
export function connectOnDemand(connectorId: string): Promise<boolean> {
  return withActions(actions => actions.connect(connectorId));
}

/**
 * Disconnects every connected wallet, or only the one of `namespace` (`disconnect({ namespace: 'solana' })`);
 * local state is cleared even when a wallet fails to answer.
 */
export function disconnect(options: { namespace?: ChainNamespace } = {}): Promise<void> {
  return withActions(actions => actions.disconnect(options));
}

/** Wallet-side account change: follow it, or treat an empty list as a disconnect. Bad answers are ignored. */
export function onAccountsChanged(connectorId: string, accounts: unknown): void {
  if (holdsConnection(connectorId)) report(actions => actions.onAccountsChanged(connectorId, accounts));
}

/** Wallet-side network change: re-sync network, address and balance. A malformed chain id is ignored. */
export function onChainChanged(connectorId: string, chainId: unknown): void {
  if (holdsConnection(connectorId)) report(actions => actions.onChainChanged(connectorId, chainId));
}

/** Wallet-side disconnect: reset the account and the connection. */
export function onWalletDisconnected(connectorId: string): void {
  if (holdsConnection(connectorId)) report(actions => actions.onWalletDisconnected(connectorId));
}
