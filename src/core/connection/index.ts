/**
 * The connection: accounts per namespace, the connection's steps, the connector registry and the named actions that
 * write a connection. Each of those reports its steps in `$connectStep`, tagged with its source, and the listeners
 * (AppKit's events, the modal, the recent wallets) follow the steps whatever started them:
 * - `connectWith` / `connect`: the one connect flow, a player's pick (source `pick`);
 * - `restoreConnection`: a connection approved before, after a reload (`restore`);
 * - `followEngineConnection`: an outside engine's connection, wagmi's (`engine`, or `restore` for its reconnect),
 *   whose account the slice reads from the engine itself (`showEngineView`), keeping no copy of it;
 * - `updateEmbeddedUser`: the embedded wallet's user (`embedded`);
 * - `connectSecondNamespace`: the other namespace of a wallet picked in one (`second-namespace`);
 * - `disconnect` and the wallet-side reports (`onAccountsChanged`, `onChainChanged`, `onWalletDisconnected`).
 * The raw writers of the account store stay inside the slice (test/connectors/slice-surface.test.ts and the
 * `connection-writes-stay-in-slice` layering rule).
 */
// Its stores are declared read-only (`ReadOnlyStore`, a type): only the slice writes them, through the actions below.
export { $accounts, $account, getAccount, emptyAccount, showEngineView } from './account.js';
export type { Accounts } from './account.js';
export { $connectError, $connectStep, $disconnecting, $activeConnectorId, pendingConnects, $connectionStatus } from './store.js';
export { $namespaceConnectors } from './namespace-connectors.js';
export { activateConnector } from './activate.js';
export type { ConnectErrorState, AttemptMethod, StepSource, ConnectStep } from './store.js';
export { $connectors, addConnector, removeConnector, getConnector, AUTH_CONNECTOR_ID } from './connectors.js';
export type { ConnectorInfo, ConnectResult, WalletConnector } from './connectors.js';
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
export { $providerShapes, shapeProvider } from './provider-shapes.js';
export { registerProviderShape } from './register-shape.js';
export type { ShapeContext, ProviderShape } from './provider-shapes.js';
export { appKitProvider, evmProvider } from './evm-provider.js';
export { watchConnectionEvents } from './connection-events.js';
export { isSmartAccount } from './properties.js';
export { accountFlowProperties } from './flow-properties.js';
