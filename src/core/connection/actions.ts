import type { ChainNamespace } from '../types.js';
import type { ConnectResult, WalletConnector } from './connectors.js';
import { getConnector } from './connectors.js';
import { getAccount, patchAccount, resetAccount } from './account.js';
import { $chain, setWalletChain, switchNamespace } from '../network/store.js';
import { $activeConnectorId, $connectError, pendingConnects } from './store.js';
import { emitEvent } from '../events/store.js';
import { closeModal } from '../modal/actions.js';
import { $modal } from '../modal/store.js';
import { begin, isCurrent, servesCurrent, supersede } from '../intent.js';
import type { Intent } from '../intent.js';
import { showToast } from '../modal/toast.js';
import { classifyWalletError } from '../wallet-errors.js';
import { isEvmAddress, parseChainId, toCaipAddress, toCaipNetworkId } from '../caip.js';
import { STORAGE_KEYS, isString, readStored, removeStored, writeStored } from '../storage.js';
import { msg } from '../messages.js';

/** Thrown when a wallet answers with something that is not an account list or chain id. */
export class MalformedWalletAnswerError extends Error {
  override name = 'MalformedWalletAnswerError';
}

function validAccounts(namespace: ChainNamespace, accounts: unknown): string[] {
  if (!Array.isArray(accounts) || accounts.length === 0 || accounts.length > 100) {
    throw new MalformedWalletAnswerError('The wallet returned no usable account');
  }
  // Array.from turns a sparse array's holes into undefined, which `every` alone would skip.
  if (namespace === 'eip155' && !Array.from(accounts).every(isEvmAddress)) {
    throw new MalformedWalletAnswerError('The wallet returned a malformed account address');
  }
  return accounts as string[];
}

/**
 * Puts a wallet's accounts and chain into the stores. What follows from them (the balance, the wrong-network
 * view, the sign-in check) are listeners their features start (src/features.ts), not calls made here.
 */
function syncAccount(connector: WalletConnector, accounts: string[], chainId: number | string, namespace = connector.info.namespace): void {
  const network = setWalletChain(chainId, namespace);
  const address = accounts[0]!;
  const caipNetworkId = network?.caipNetworkId ?? toCaipNetworkId(namespace, chainId);
  const { name, imageUrl, rdns, type } = connector.info;
  patchAccount(namespace, {
    status: 'connected',
    address,
    caipAddress: toCaipAddress(caipNetworkId, address),
    allAccounts: accounts.map(a => ({ address: a, type: 'eoa', namespace })),
    connectedWalletInfo: { name, ...(imageUrl ? { icon: imageUrl } : {}), ...(rdns ? { rdns } : {}), type },
    ...(getAccount(namespace).address === address ? {} : { balance: undefined, balanceSymbol: undefined })
  });
}

/**
 * Makes a connector's answer the current connection (validated, stored for restore, balance read). For
 * connectors that finish connecting on their own schedule (WalletConnect pairs in the background).
 */
export function applyConnection(connector: WalletConnector, result: ConnectResult): void {
  const namespace = result.namespace ?? connector.info.namespace;
  const accounts = validAccounts(namespace, result.accounts);
  // Solana connectors check their own answers (src/connectors/solana/), keeping that code off the initial path.
  const chainId = namespace === 'eip155' ? parseChainId(result.chainId) : String(result.chainId);
  // The wallet it replaces is disconnected, not abandoned: a WalletConnect session would live on in the wallet.
  const previous = $activeConnectorId.get();
  if (previous !== undefined && previous !== connector.info.id) getConnector(previous)?.disconnect().catch(() => undefined);
  $activeConnectorId.set(connector.info.id);
  writeStored(STORAGE_KEYS.connectedConnectorId, connector.info.id);
  // A wallet of the other namespace makes that namespace the active one; the switch sets the switching flag.
  if ($chain.get().activeNamespace === namespace) syncAccount(connector, accounts, chainId, namespace);
  else void switchNamespace(namespace, async () => syncAccount(connector, accounts, chainId, namespace));
}

/**
 * An answer that lost to a newer intent. A wallet that did connect for it is disconnected again (a
 * WalletConnect session is deleted), unless it is the wallet the current intent or connection is about.
 */
function dropStale(connector: WalletConnector, intent: Intent, connected: boolean): false {
  const current = servesCurrent(intent) || $activeConnectorId.get() === connector.info.id;
  if (connected && !current) connector.disconnect().catch(() => undefined);
  return false;
}

/**
 * Connects through a connector the user picked. Resolves true on success; on failure the reason is in
 * `$connectError` (declined, already pending, or failed) and the previous state is kept. The attempt is an
 * intent (src/core/intent.ts): another connect, closing the modal or a disconnect meanwhile makes its
 * answer stale, and a wallet that connected for a stale attempt is disconnected.
 */
export async function connectWallet(connectorId: string): Promise<boolean> {
  const connector = getConnector(connectorId);
  if (!connector) throw new Error(`Unknown connector: ${connectorId}`);
  const { namespace, name } = connector.info;
  const before = getAccount(namespace).status;
  const intent = begin('connection', connectorId);
  $connectError.set(undefined);
  patchAccount(namespace, { status: 'connecting' });
  emitEvent('SELECT_WALLET', { name, platform: 'browser' });
  pendingConnects.count += 1;
  // Closing the modal while the wallet is asked is a newer intent: the player gave up on this attempt.
  const stopWatchingClose = $modal.get().open
    ? $modal.listen(({ open }) => {
        if (open || !isCurrent(intent)) return;
        supersede('connection');
        $connectError.set(undefined);
        patchAccount(namespace, { status: before === 'connected' ? 'connected' : 'disconnected' });
      })
    : () => undefined;
  try {
    const result = await connector.connect();
    if (!servesCurrent(intent)) return dropStale(connector, intent, true);
    stopWatchingClose();
    applyConnection(connector, result);
    emitEvent('CONNECT_SUCCESS', { method: 'browser', name });
    closeModal();
    return true;
  } catch (error) {
    if (!servesCurrent(intent)) return false;
    const info = classifyWalletError(error);
    $connectError.set({ ...info, connectorId });
    const status = before === 'connected' ? 'connected' : pendingConnects.count > 1 ? 'connecting' : 'disconnected';
    patchAccount(namespace, { status });
    emitEvent('CONNECT_ERROR', { message: info.message, code: info.code });
    return false;
  } finally {
    stopWatchingClose();
    pendingConnects.count -= 1;
  }
}

/** Called when a connector appears: restores the connection the user approved before, without a prompt. */
export async function restoreConnection(connector: WalletConnector): Promise<boolean> {
  if (readStored(STORAGE_KEYS.connectedConnectorId, isString) !== connector.info.id) return false;
  const namespace = connector.info.namespace;
  if (getAccount(namespace).status === 'connected') return false;
  const intent = begin('connection', connector.info.id);
  patchAccount(namespace, { status: 'connecting', restoring: true });
  // The restore is over however it ends: a later "connecting" is the player's own connect.
  const ended = (): void => patchAccount(namespace, { restoring: false });
  try {
    const result = await connector.restore();
    if (!servesCurrent(intent)) {
      ended();
      return dropStale(connector, intent, !!result);
    }
    if (result) {
      applyConnection(connector, result);
      ended();
      return true;
    }
  } catch {
    // A wallet that fails to answer on start is treated as not connected (spec section 4).
    if (!servesCurrent(intent)) {
      ended();
      return false;
    }
  }
  removeStored(STORAGE_KEYS.connectedConnectorId);
  patchAccount(namespace, { status: 'disconnected', restoring: false });
  return false;
}

function clearConnection(namespace: ChainNamespace): void {
  resetAccount(namespace);
  // A WalletConnect session may have connected the other namespace (Solana only): that account goes too.
  resetAccount($chain.get().activeNamespace);
  $activeConnectorId.set(undefined);
  $chain.setKey('unsupportedChainId', undefined);
  removeStored(STORAGE_KEYS.connectedConnectorId);
}

/** Disconnects the active wallet; local state is cleared even when the wallet fails to answer. */
export async function disconnect(): Promise<void> {
  // A connect or restore still waiting for a wallet is stale from here on.
  supersede('connection');
  const id = $activeConnectorId.get();
  const connector = id ? getConnector(id) : undefined;
  const namespace = connector?.info.namespace ?? $chain.get().activeNamespace;
  try {
    await connector?.disconnect();
    emitEvent('DISCONNECT_SUCCESS', { namespace });
  } catch (error) {
    showToast('error', msg('toast.disconnectFailed', 'Failed to disconnect'));
    emitEvent('DISCONNECT_ERROR', { message: error instanceof Error ? error.message : String(error) });
  } finally {
    clearConnection(namespace);
    closeModal({ force: true });
  }
}

function activeConnector(connectorId: string): WalletConnector | undefined {
  return $activeConnectorId.get() === connectorId ? getConnector(connectorId) : undefined;
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
  const network = $chain.get().activeNetwork;
  const chainId = $chain.get().unsupportedChainId ?? network?.id ?? 1;
  syncAccount(connector, valid, chainId);
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
  syncAccount(connector, getAccount(connector.info.namespace).allAccounts.map(a => a.address), parsed);
  emitEvent('SWITCH_NETWORK', { network: `${connector.info.namespace}:${String(parsed)}` });
}

/** Wallet-side disconnect: reset the account and the connection. */
export function onWalletDisconnected(connectorId: string): void {
  const connector = activeConnector(connectorId);
  if (!connector) return;
  clearConnection(connector.info.namespace);
  emitEvent('DISCONNECT_SUCCESS', { namespace: connector.info.namespace, initiator: 'wallet' });
}
