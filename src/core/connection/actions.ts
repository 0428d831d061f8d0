import type { CaipNetwork, ChainNamespace, Writable } from '../types.js';
import type { WalletConnector } from './connectors.js';
import { getConnector } from './connectors.js';
import { getAccount } from './account.js';
import { patchAccount, resetAccount } from './writes.js';
import { applyConnection, attemptOf, syncAccount, validAccounts } from './apply.js';
import { $chain } from '../network/store.js';
import { clearUnsupportedChain } from '../network/chain-writes.js';
import { $activeConnectorId, $connectStep, $disconnecting } from './store.js';
import { begin, isCurrent, servesCurrent, supersede } from '../intent.js';
import type { Intent } from '../intent.js';
import { parseChainId } from '../caip.js';
import { onSessionEnd } from '../session.js';
import { STORAGE_KEYS, isString, readStored, removeStored } from '../storage.js';
import { connect } from './connect.js';

// The connect flow travels with the actions, for the door that loads them on demand (lazy-actions.ts).
export { connect };
import { $namespaceConnectors, activateRemainingNamespace, namespacesOf, releaseNamespaces, storedNamespacesOf } from './namespace-connectors.js';

export { MalformedWalletAnswerError } from './apply.js';

let restoring: Intent | undefined;
onSessionEnd(() => (restoring = undefined));

/**
 * Called when a connector appears: restores the connection the user approved before, without a prompt. The
 * connector that was active becomes active again; one that held the other namespace connects that one only.
 * A restore that brings the connection back reports `connected` with source `restore` (AppKit sends no
 * CONNECT_SUCCESS for it and the modal stays where it is); one that finds nothing reports no step.
 */
export async function restoreConnection(connector: WalletConnector): Promise<boolean> {
  const wasActive = readStored(STORAGE_KEYS.connectedConnectorId, isString) === connector.info.id;
  if (!wasActive && storedNamespacesOf(connector.info.id).length === 0) return false;
  const namespace = connector.info.namespace;
  if (getAccount(namespace).status === 'connected') return false;
  // Restores that run together (one per namespace after a reload) share one intent: neither makes the other stale.
  const intent = restoring && isCurrent(restoring) ? restoring : (restoring = begin('connection', connector.info.id));
  patchAccount(namespace, { status: 'connecting', restoring: true });
  // The restore is over however it ends: a later "connecting" is the player's own connect.
  const ended = (): void => patchAccount(namespace, { restoring: false });
  try {
    const result = await connector.restore();
    if (!servesCurrent(intent)) {
      ended();
      // A wallet that answered for a stale restore is disconnected again, unless it is the one now connected.
      if (result && $activeConnectorId.get() !== connector.info.id) connector.disconnect().catch(() => undefined);
      return false;
    }
    if (result) {
      // Only the connection that was active takes the active namespace back; the other joins it.
      applyConnection(connector, result, { activate: wasActive });
      ended();
      ($connectStep as Writable<typeof $connectStep>).set({ step: 'connected', ...attemptOf(connector, 'restore') });
      return true;
    }
  } catch {
    // A wallet that fails to answer on start is treated as not connected (spec section 4).
    if (!servesCurrent(intent)) {
      ended();
      return false;
    }
  }
  // Gone: what was stored for it goes; a namespace restored meanwhile by another connector becomes the active one.
  releaseNamespaces(storedNamespacesOf(connector.info.id).filter(held => !$namespaceConnectors.get()[held]));
  if (wasActive) {
    removeStored(STORAGE_KEYS.connectedConnectorId);
    clearNamespaces([namespace]);
  }
  patchAccount(namespace, { status: 'disconnected', restoring: false });
  return false;
}

/** Whether `disconnect()` is waiting for a wallet: the step it reports covers what the wallet says meanwhile. */
export function isDisconnecting(): boolean {
  return $disconnecting.get() > 0;
}

/** The namespaces a connector's connection covers (a WalletConnect session may hold Solana, or both). */
function heldBy(connectorId: string | undefined, namespace: ChainNamespace): ChainNamespace[] {
  const held = connectorId ? namespacesOf(connectorId) : [];
  return held.length > 0 ? held : [...new Set([namespace, $chain.get().activeNamespace])];
}

/**
 * Clears the connection of `namespaces`. When the active namespace goes and another is still connected, that one
 * becomes active, so the modal keeps showing the wallet that is still there.
 */
function clearNamespaces(namespaces: readonly ChainNamespace[]): void {
  namespaces.forEach(resetAccount);
  releaseNamespaces(namespaces);
  if (!namespaces.includes($chain.get().activeNamespace)) return;
  clearUnsupportedChain();
  if (activateRemainingNamespace()) return;
  ($activeConnectorId as Writable<typeof $activeConnectorId>).set(undefined);
  removeStored(STORAGE_KEYS.connectedConnectorId);
}

/**
 * Disconnects every connected wallet, or only the one of `namespace` (`disconnect({ namespace: 'solana' })`);
 * local state is cleared even when a wallet fails to answer. A WalletConnect session that still holds the other
 * namespace stays open for it.
 */
export async function disconnect(options: { namespace?: ChainNamespace } = {}): Promise<void> {
  // A connect or restore still waiting for a wallet is stale from here on.
  supersede('connection');
  ($disconnecting as Writable<typeof $disconnecting>).set($disconnecting.get() + 1);
  const map = $namespaceConnectors.get();
  const activeId = $activeConnectorId.get();
  const fallback = activeId ? heldBy(activeId, getConnector(activeId)?.info.namespace ?? $chain.get().activeNamespace) : [$chain.get().activeNamespace];
  const namespaces = options.namespace ? [options.namespace] : Object.keys(map).length > 0 ? (Object.keys(map) as ChainNamespace[]) : fallback;
  const ids = [...new Set(namespaces.map(namespace => map[namespace] ?? (options.namespace ? undefined : activeId)).filter((id): id is string => !!id))];
  const namespace = options.namespace ?? $chain.get().activeNamespace;
  let failure: string | undefined;
  try {
    for (const id of ids) {
      if (namespacesOf(id).some(held => !namespaces.includes(held))) continue;
      await getConnector(id)?.disconnect();
    }
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
  } finally {
    ($disconnecting as Writable<typeof $disconnecting>).set($disconnecting.get() - 1);
  }
  // Local state is cleared either way; the listeners (events, the toast, closing the modal) follow the step.
  clearNamespaces(namespaces);
  ($connectStep as Writable<typeof $connectStep>).set(failure === undefined ? { step: 'disconnected', namespace } : { step: 'disconnect-failed', message: failure });
}

/** The connector, while it holds a connection (of the active namespace or another). */
function activeConnector(connectorId: string): WalletConnector | undefined {
  return $activeConnectorId.get() === connectorId || namespacesOf(connectorId).length > 0 ? getConnector(connectorId) : undefined;
}

/** The chain a connected namespace is on: the active network for the active namespace, else its account's. */
function chainOf(namespace: ChainNamespace): number | string | undefined {
  if (namespace === $chain.get().activeNamespace) return $chain.get().unsupportedChainId ?? $chain.get().activeNetwork?.id;
  const caipAddress = getAccount(namespace).caipAddress;
  return $chain.get().networks.find(n => n.chainNamespace === namespace && caipAddress?.startsWith(`${n.caipNetworkId}:`))?.id;
}

/** Wallet-side account change: follow it, or treat an empty list as a disconnect. Bad answers are ignored. */
export function onAccountsChanged(connectorId: string, accounts: unknown): void {
  const connector = activeConnector(connectorId);
  if (!connector) return;
  if (Array.isArray(accounts) && accounts.length === 0) {
    onWalletDisconnected(connectorId);
    return;
  }
  let valid: string[];
  try {
    valid = validAccounts(connector.info.namespace, accounts);
  } catch {
    return;
  }
  const namespace = connector.info.namespace;
  syncAccount(connector, valid, chainOf(namespace) ?? 1, namespace, namespace === $chain.get().activeNamespace);
}

/** Wallet-side network change: re-sync network, address and balance. A malformed chain id is ignored. */
export function onChainChanged(connectorId: string, chainId: unknown): void {
  const connector = activeConnector(connectorId);
  const address = connector ? getAccount(connector.info.namespace).address : undefined;
  if (!connector || !address) return;
  let parsed: number;
  try {
    parsed = parseChainId(chainId);
  } catch {
    return;
  }
  const namespace = connector.info.namespace;
  syncAccount(connector, getAccount(namespace).allAccounts.map(a => a.address), parsed, namespace, namespace === $chain.get().activeNamespace);
  ($connectStep as Writable<typeof $connectStep>).set({ step: 'wallet-chain', network: `${namespace}:${String(parsed)}` });
}

/** Wallet-side disconnect: reset the account and the connection. */
export function onWalletDisconnected(connectorId: string): void {
  const connector = activeConnector(connectorId);
  if (!connector) return;
  clearNamespaces(heldBy(connectorId, connector.info.namespace));
  // The modal's own disconnect reports its step once the wallet answered.
  if (!isDisconnecting()) ($connectStep as Writable<typeof $connectStep>).set({ step: 'disconnected', namespace: connector.info.namespace, initiator: 'wallet' });
}

/**
 * The modal's switch went through (`switchNetwork`) and the wallet said nothing about it (some WalletConnect
 * wallets; a Solana wallet, whose requests name their cluster): the account follows to `network`, with the
 * accounts the connector `named` there if it did. No step: `switchNetwork` reports SWITCH_NETWORK itself.
 */
export function followSwitchedChain(connectorId: string, network: CaipNetwork, named?: string[]): void {
  const connector = activeConnector(connectorId);
  const namespace = network.chainNamespace;
  if (!connector) return;
  let accounts: string[];
  try {
    accounts = validAccounts(namespace, named ?? getAccount(namespace).allAccounts.map(a => a.address));
  } catch {
    return;
  }
  syncAccount(connector, accounts, network.id, namespace, namespace === $chain.get().activeNamespace);
}
