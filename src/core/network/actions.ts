import { computed } from 'nanostores';
import type { CaipNetwork } from '../types.js';
import { $chain, switchNamespace } from './store.js';
import { $activeConnectorId, $connectStep } from '../connection/store.js';
import { $namespaceConnectors } from '../connection/namespace-connectors.js';
import { STORAGE_KEYS, writeStored } from '../storage.js';
import { getConnector } from '../connection/connectors.js';
import { showAlert } from '../modal/alert.js';
import { getAccount } from '../connection/account.js';
import { emitEvent } from '../events/store.js';
import { $modal, hideModal, showModal } from '../modal/store.js';
import { $options } from '../options/store.js';
import { $router } from '../modal/router.js';
import { findNetwork } from './networks.js';
import { loadLazy } from '../lazy.js';
import { begin, isCurrent } from '../intent.js';

/**
 * Switches to a configured network. Unknown networks show the "Network Not Found" alert and throw.
 * With a connected wallet the wallet is asked to switch (the switching code is its own chunk, loaded on the
 * first switch); a refusal rejects and leaves the network as it was.
 */
export async function switchNetwork(network: Pick<CaipNetwork, 'id'> & Partial<CaipNetwork>): Promise<void> {
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
    const { switchWalletChain } = await loadLazy('networkSwitch');
    if (!isCurrent(intent)) return;
    await switchWalletChain(connector, target, intent);
    if (!isCurrent(intent) || ($namespaceConnectors.get()[target.chainNamespace] ?? $activeConnectorId.get()) !== connectorId) return;
  }
  const apply = async (): Promise<void> => {
    $chain.set({ ...$chain.get(), activeNetwork: target, activeNamespace: target.chainNamespace, unsupportedChainId: undefined });
    // The namespace's wallet becomes the active connection (getWalletProvider(), the account view).
    if (connected && connectorId !== $activeConnectorId.get()) {
      $activeConnectorId.set(connectorId);
      writeStored(STORAGE_KEYS.connectedConnectorId, connectorId);
    }
  };
  // Into another namespace (EVM ↔ Solana): the switching flag is up while it happens (spec section 4).
  await (target.chainNamespace === $chain.get().activeNamespace ? apply() : switchNamespace(target.chainNamespace, apply));
  emitEvent('SWITCH_NETWORK', { network: target.caipNetworkId });
}

/**
 * True while the wallet is on a network the app does not support (unknown ones included) and the options
 * want the player to fix that: switching is enabled and unsupported chains are not allowed.
 */
export function isChainUnsupported(): boolean {
  const options = $options.get();
  return $chain.get().unsupportedChainId !== undefined && !!options?.enableNetworkSwitch && !options.allowUnsupportedChain;
}

/**
 * Whether the network is unsupported, once the connection settled: `undefined` while the active wallet's connect
 * attempt is still under way, so the check runs after the modal's listener closed the modal on success.
 */
const $settledUnsupported = computed([$options, $chain, $connectStep, $activeConnectorId], (_options, _chain, attempt, active) =>
  attempt.step === 'connecting' && attempt.connectorId === active ? undefined : isChainUnsupported(),
);

/**
 * The wrong-network reaction, started with the kit (src/features.ts): the wallet moving to an unsupported
 * chain opens UnsupportedChain; back on a supported one, that view closes. Returns the stop function.
 */
export function watchWalletChain(): () => void {
  let last: boolean | undefined;
  return $settledUnsupported.subscribe(unsupported => {
    // Only a change counts: an attempt that settles on the same answer leaves the modal where the player is.
    if (unsupported === undefined || unsupported === last) return;
    last = unsupported;
    const onView = $modal.get().open && $router.get().view === 'UnsupportedChain';
    if (unsupported) {
      if (!onView) showModal('UnsupportedChain');
    } else if (onView) hideModal();
  });
}
