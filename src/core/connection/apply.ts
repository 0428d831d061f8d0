// How a wallet's answer becomes the connection of its namespace. Inside the slice only (the
// `connection-writes-stay-in-slice` rule): the named actions call it and report their step.
import type { ChainNamespace } from '../types.js';
import type { ConnectResult, WalletConnector } from './connectors.js';
import { getConnector } from './connectors.js';
import { getAccount } from './account.js';
import { patchAccount } from './writes.js';
import { $chain, setWalletChain, switchNamespace } from '../network/store.js';
import { $activeConnectorId } from './store.js';
import type { AttemptMethod, StepSource } from './store.js';
import { $platform } from '../modal/platform.js';
import { isEvmAddress, parseChainId, toCaipAddress, toCaipNetworkId } from '../caip.js';
import { STORAGE_KEYS, writeStored } from '../storage.js';
import { $namespaceConnectors, holdNamespace, namespacesOf } from './namespace-connectors.js';

/** Thrown when a wallet answers with something that is not an account list or chain id. */
export class MalformedWalletAnswerError extends Error {
  override name = 'MalformedWalletAnswerError';
}

export function validAccounts(namespace: ChainNamespace, accounts: unknown): string[] {
  if (!Array.isArray(accounts) || accounts.length === 0 || accounts.length > 100) {
    throw new MalformedWalletAnswerError('The wallet returned no usable account');
  }
  // Array.from turns a sparse array's holes into undefined, which `every` alone would skip.
  if (namespace === 'eip155' && !Array.from(accounts).every(isEvmAddress)) {
    throw new MalformedWalletAnswerError('The wallet returned a malformed account address');
  }
  return accounts as string[];
}

/** A step's description of `connector`, so the listeners need not look the connector up. */
export function attemptOf(connector: WalletConnector, source: StepSource) {
  const { id: connectorId, name, type } = connector.info;
  const method: AttemptMethod = type !== 'WALLET_CONNECT' ? 'browser' : $platform.get().mobile ? 'mobile' : 'qrcode';
  return { source, connectorId, name, type, method };
}

/** Whether `connector` holds the connection of its namespace (an outside engine may have written it already). */
export function holdsItsNamespace(connector: WalletConnector): boolean {
  const namespace = connector.info.namespace;
  return getAccount(namespace).status === 'connected' && ($namespaceConnectors.get()[namespace] ?? $activeConnectorId.get()) === connector.info.id;
}

/**
 * Puts a wallet's accounts and chain into the stores. What follows from them (the balance, the wrong-network
 * view, the sign-in check) are listeners their features start (src/features.ts), not calls made here.
 */
export function syncAccount(connector: WalletConnector, accounts: string[], chainId: number | string, namespace = connector.info.namespace, follow = true): void {
  // A namespace that is not the active one gets its account without moving the modal's network.
  const network = follow
    ? setWalletChain(chainId, namespace)
    : $chain.get().networks.find(n => n.chainNamespace === namespace && String(n.id) === String(chainId));
  // An outside engine's account is read from the engine itself (`showEngineView`): the modal keeps no copy of it.
  if (connector.engine) return;
  const address = accounts[0]!;
  const { name, imageUrl, rdns, type } = connector.info;
  const caipNetworkId = network?.caipNetworkId ?? toCaipNetworkId(namespace, chainId);
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
 * Makes a connector's answer the connection of its namespace (validated, stored for restore). With
 * `activate: false` the namespace is connected without becoming the active one (the second namespace of a wallet
 * that speaks both, or of a WalletConnect session approving both). Reports no step: its caller does.
 */
export function applyConnection(connector: WalletConnector, result: ConnectResult, { activate = true }: { activate?: boolean } = {}): void {
  const namespace = result.namespace ?? connector.info.namespace;
  const accounts = validAccounts(namespace, result.accounts);
  // Solana connectors check their own answers (src/connectors/solana/), keeping that code off the initial path.
  const chainId = namespace === 'eip155' ? parseChainId(result.chainId) : String(result.chainId);
  // The wallet it replaces in this namespace is disconnected, not abandoned: a WalletConnect session would live on
  // in the wallet. One that still holds the other namespace stays connected for that one.
  const previous = $namespaceConnectors.get()[namespace] ?? (activate && namespacesOf($activeConnectorId.get() ?? '').length === 0 ? $activeConnectorId.get() : undefined);
  if (previous !== undefined && previous !== connector.info.id && namespacesOf(previous).every(held => held === namespace)) {
    getConnector(previous)?.disconnect().catch(() => undefined);
  }
  holdNamespace(namespace, connector.info.id);
  // The session's other namespace is connected too, without becoming the active one.
  for (const other of result.also ?? []) {
    if (other.namespace && other.namespace !== namespace) applyConnection(connector, { ...other, also: [] }, { activate: false });
  }
  if (!activate) return syncAccount(connector, accounts, chainId, namespace, $chain.get().activeNamespace === namespace);
  $activeConnectorId.set(connector.info.id);
  writeStored(STORAGE_KEYS.connectedConnectorId, connector.info.id);
  // A wallet of the other namespace makes that namespace the active one; the switch sets the switching flag.
  if ($chain.get().activeNamespace === namespace) syncAccount(connector, accounts, chainId, namespace);
  else void switchNamespace(namespace, async () => syncAccount(connector, accounts, chainId, namespace));
}
