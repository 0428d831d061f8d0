import type { CaipNetwork } from '../types.js';
import { $chain } from '../stores/chain.js';
import { $activeConnectorId } from '../stores/connection.js';
import { getConnector } from '../stores/connectors.js';
import { showAlert } from '../stores/alert.js';
import { getAccount } from '../stores/account.js';
import { emitEvent } from '../stores/events.js';
import { findNetwork } from '../networks.js';
import { refreshBalance } from './balance.js';

/**
 * Switches to a configured network. Unknown networks show the "Network Not Found" alert and throw.
 * With a connected browser wallet the wallet is asked to switch; its chainChanged event then updates the stores.
 */
export async function switchNetwork(network: Pick<CaipNetwork, 'id'> & Partial<CaipNetwork>): Promise<void> {
  const target = findNetwork($chain.get().networks, network.caipNetworkId ?? network.id);
  if (!target) {
    showAlert('networkNotFound');
    throw new Error('Network not found');
  }
  const connectorId = $activeConnectorId.get();
  const connector = connectorId ? getConnector(connectorId) : undefined;
  if (connector && getAccount(target.chainNamespace).status === 'connected') {
    await connector.getProvider().request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: `0x${Number(target.id).toString(16)}` }]
    });
  }
  $chain.set({ ...$chain.get(), activeNetwork: target, activeNamespace: target.chainNamespace, unsupportedChainId: undefined });
  emitEvent('SWITCH_NETWORK', { network: target.caipNetworkId });
  void refreshBalance(target.chainNamespace, target);
}
