/**
 * The connection: accounts per namespace, the connection's steps, the connector registry and the named actions that
 * write a connection. Each of those reports its steps in `$connectStep`, tagged with its source, and the listeners
 * (AppKit's events, the modal, the recent wallets) follow the steps whatever started them:
 * - `connectWith` / `connect`: the one connect flow, a player's pick (source `pick`);
 * - `restoreConnection`: a connection approved before, after a reload (`restore`);
 * - `followEngineConnection`: an outside engine's connection, wagmi's (`engine`, or `restore` for its reconnect);
 * - `updateEmbeddedUser`: the embedded wallet's user (`embedded`);
 * - `connectSecondNamespace`: the other namespace of a wallet picked in one (`second-namespace`);
 * - `disconnect` and the wallet-side reports (`onAccountsChanged`, `onChainChanged`, `onWalletDisconnected`).
 * The raw writers of the account store stay inside the slice (test/connectors/slice-surface.test.ts and the
 * `connection-writes-stay-in-slice` layering rule).
 */
import { readonlyType } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import type { ConnectStep } from './store.js';
import { $accounts as accounts } from './account.js';
import {
  $activeConnectorId as activeConnectorId,
  $connectError as connectError,
  $connectStep as connectStep,
  $disconnecting as disconnecting,
  pendingConnects as pending,
} from './store.js';
import { $namespaceConnectors as namespaceConnectors } from './namespace-connectors.js';
import { $connectors as connectors } from './connectors.js';
import { $providerShapes as providerShapes } from './provider-shapes.js';

// Its stores go out read-only (nanostores' `readonlyType`): only the slice writes them, through the actions below.
/** The account of each namespace (read-only; the slice's actions write it). */
export const $accounts = readonlyType(accounts);
export { $account, getAccount, emptyAccount } from './account.js';
/** The last failed connection attempt, shown by the connecting view with a retry. */
export const $connectError = readonlyType(connectError);
/** The connection's latest step, tagged with its source: what the listeners follow. */
export const $connectStep: ReadableAtom<ConnectStep> = readonlyType(connectStep);
/** How many `disconnect()` calls wait for their wallet. */
export const $disconnecting = readonlyType(disconnecting);
/** Id of the connector behind the current connection (`activateConnector` changes it). */
export const $activeConnectorId = readonlyType(activeConnectorId);
/** Connect attempts still waiting for a wallet (read-only here; the connect flow counts them). */
export const pendingConnects: { readonly count: number } = pending;
/** The connector behind each namespace's connection (`holdNamespace`, `releaseNamespaces` change it). */
export const $namespaceConnectors = readonlyType(namespaceConnectors);
export { $connectionStatus, activateConnector } from './store.js';
export type { ConnectErrorState, AttemptMethod, StepSource, ConnectStep } from './store.js';
export { addConnector, removeConnector, getConnector, AUTH_CONNECTOR_ID } from './connectors.js';
export type { ConnectorInfo, ConnectResult, WalletConnector } from './connectors.js';
/** The connectors found, as the views list them (`addConnector`, `removeConnector` change it). */
export const $connectors = readonlyType(connectors);
export { MalformedWalletAnswerError } from './apply.js';
// The actions themselves load on demand (lazy-actions.ts): these are their doors.
export { connectOnDemand, restoreConnection, disconnect, onAccountsChanged, onChainChanged, onWalletDisconnected } from './lazy-actions.js';
export * from './connect.js';
export { followEngineConnection } from './engine.js';
export type { EngineConnection } from './engine.js';
export { connectSecondNamespace } from './second-namespace.js';
export { setAccountBalance, setAccountProfile, updateEmbeddedUser, preferAccountType, forgetAccount } from './details.js';
export type { EmbeddedUser } from './details.js';
export {
  provideNamespaceMemory,
  activateRemainingNamespace,
  holdNamespace,
  releaseNamespaces,
  namespacesOf,
  storedNamespacesOf,
} from './namespace-connectors.js';
export type { NamespaceConnectors, NamespaceMemory } from './namespace-connectors.js';
export { shapeProvider, registerProviderShape } from './provider-shapes.js';
export type { ShapeContext, ProviderShape } from './provider-shapes.js';
/** The provider shapes adapters registered (`registerProviderShape`), by namespace. */
export const $providerShapes = readonlyType(providerShapes);
export { appKitProvider, evmProvider } from './evm-provider.js';
export { watchConnectionEvents } from './connection-events.js';
export { accountFlowProperties, isSmartAccount } from './properties.js';
