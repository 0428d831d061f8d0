import type { CaipNetwork } from '../types.js';
import { $lastSwitch, CHAIN_NOT_IN_SESSION } from './network-switch-state.js';
import type { NetworkSwitchStatus } from './network-switch-state.js';
import type { WalletConnector } from '../connection/connectors.js';
import { getAccount } from '../connection/account.js';
import { $activeConnectorId } from '../connection/store.js';
import { activateConnector } from '../connection/activate.js';
import { getConnector } from '../connection/connectors.js';
import { $namespaceConnectors } from '../connection/namespace-connectors.js';
import { followSwitchedChain } from '../connection/actions.js';
import { emitEvent } from '../events/store.js';
import { $chain, switchNamespace } from '../network/store.js';
import { activateNetwork } from '../network/chain-writes.js';
import { findNetwork } from '../networks.js';
import { networkMsg } from '../network/messages.js';
import { showAlert } from './alert.js';
import { $modal } from './store.js';
import { $router } from './router.js';
import { showToast } from './toast.js';
import { classifyWalletError, walletErrorCode } from '../wallet-errors.js';
import { begin, isCurrent } from '../intent.js';
import type { Intent } from '../intent.js';

// Switching the wallet's network sits in the modal slice, above the network (the configured chains) and the
// connection (the wallet asked): it reads both, and shows a refusal as a toast or an alert.

function failureStatus(error: unknown): NetworkSwitchStatus {
  if (classifyWalletError(error).kind === 'declined') return 'declined';
  return walletErrorCode(error) === CHAIN_NOT_IN_SESSION ? 'notApproved' : 'failed';
}

/**
 * Asks the connected wallet to move to `network` through its connector, which speaks the wallet's protocol
 * (EIP-1193 adds an unknown chain first; a WalletConnect session reaches only the chains it approved).
 * Failures are kept in {@link $networkSwitch} and rethrown; outside the UnsupportedChain view, which shows
 * them itself, they also show as a toast. With an `intent`, a result that arrives after a newer switch is dropped.
 */
export async function switchWalletChain(connector: WalletConnector, network: CaipNetwork, intent?: Intent): Promise<void> {
  const walletChain = $chain.get().unsupportedChainId;
  $lastSwitch.set({ status: 'switching', network: network.caipNetworkId, walletChain });
  let named: void | string[];
  try {
    named = await connector.switchChain(network);
  } catch (error) {
    // A newer switch (or disconnect) owns the status now; this refusal is old news.
    if (intent && !isCurrent(intent)) throw error;
    const status = failureStatus(error);
    $lastSwitch.set({ status, network: network.caipNetworkId, walletChain });
    // The network views show it in their status line.
    const viewShowsIt = $modal.get().open && ($router.get().view === 'UnsupportedChain' || $router.get().view === 'Networks');
    if (!viewShowsIt) showToast('error', networkMsg(`network.${status as 'declined' | 'notApproved' | 'failed'}`, { name: network.name }));
    throw error;
  }
  if (intent && !isCurrent(intent)) return;
  $lastSwitch.set({ status: 'idle' });
  // A wallet that switched without a chainChanged event (some WalletConnect wallets, Solana's) still moves the account.
  const caipAddress = getAccount(network.chainNamespace).caipAddress;
  if (named || (caipAddress && !caipAddress.startsWith(`${network.caipNetworkId}:`))) followSwitchedChain(connector.info.id, network, named || undefined);
}

/** `switchNetwork` (actions.ts), once this chunk is here. */
export async function switchToNetwork(network: Pick<CaipNetwork, 'id'> & Partial<CaipNetwork>): Promise<void> {
  const target = findNetwork($chain.get().networks, network.caipNetworkId ?? network.id);
  if (!target) {
    showAlert('networkNotFound');
    throw new Error('Network not found');
  }
  // The latest switch wins: an older one the wallet answers late does not move the network back.
  const intent = begin('chain', target.caipNetworkId);
  // The wallet connected in the target's namespace (EVM and Solana may be two wallets, or one session).
  const connectorId = $namespaceConnectors.get()[target.chainNamespace] ?? $activeConnectorId.get();
  const connector = connectorId ? getConnector(connectorId) : undefined;
  const connected = connector !== undefined && getAccount(target.chainNamespace).status === 'connected';
  if (connected) {
    await switchWalletChain(connector, target, intent);
    if (!isCurrent(intent) || ($namespaceConnectors.get()[target.chainNamespace] ?? $activeConnectorId.get()) !== connectorId) return;
  }
  const apply = async (): Promise<void> => {
    activateNetwork(target);
    // The namespace's wallet becomes the active connection (getWalletProvider(), the account view).
    if (connected && connectorId !== undefined && connectorId !== $activeConnectorId.get()) activateConnector(connectorId);
  };
  // Into another namespace (EVM ↔ Solana): the switching flag is up while it happens (spec section 4).
  await (target.chainNamespace === $chain.get().activeNamespace ? apply() : switchNamespace(target.chainNamespace, apply));
  emitEvent('SWITCH_NETWORK', { network: target.caipNetworkId });
}
