import type { Config, Connector } from '@wagmi/core';
import { watchConnectors } from '@wagmi/core';
import { addConnector, removeConnector, $activeConnectorId, getAccount, patchAccount, resetAccount, applyConnection, onWalletDisconnected } from '../../core/connection/index.js';
import type { AccountState } from '../../core/types.js';
import type { ResolvedOptions } from '../../core/options/index.js';
import { toCaipAddress, toCaipNetworkId } from '../../core/caip.js';
import { STORAGE_KEYS, isString, readStored } from '../../core/storage.js';
import { $modal } from '../../core/modal/index.js';
import { $chain } from '../../core/network/index.js';
import { WagmiBridgeConnector } from './bridge.js';

type WagmiState = Config['state'];
type WagmiConnection = WagmiState['connections'] extends Map<string, infer C> ? C : never;

/** The account fields of the connection wagmi names while it (re)connects (its address, nothing of the wallet yet). */
function storedAccount(connection: WagmiConnection | undefined, address: string | undefined): Partial<AccountState> {
  if (!connection || !address) return { address: undefined, caipAddress: undefined, allAccounts: [] };
  return {
    address,
    caipAddress: toCaipAddress(toCaipNetworkId('eip155', connection.chainId), address),
    allAccounts: connection.accounts.map(a => ({ address: a, type: 'eoa', namespace: 'eip155' })),
  };
}

/**
 * Makes wagmi's state the modal's, for the EVM namespace. wagmi is the one source of truth: its connectors are
 * the wallet list, and every change of its connection (connect, reconnect after a reload, an account or chain
 * switch in the wallet or through wagmi's hooks, a disconnect from either side) is written into the modal's
 * stores inside the same update, so the two never disagree in any frame. Returns the stop function.
 */
/** Whether the wallet list shows a wagmi connector under `enableEIP6963`, `enableInjected`, `enableCoinbase` and `excludeWalletIds`, as without wagmi. */
export function listedUnder(options: Pick<ResolvedOptions, 'enableEIP6963' | 'enableInjected' | 'excludeWalletIds'>) {
  return (connector: Connector): boolean => {
    // wagmi names an announced (EIP-6963) wallet's connector by its rdns (`io.metamask`) without setting `rdns` on it;
    // its own targets ('injected', 'metaMask') carry no dot.
    const rdns = (Array.isArray(connector.rdns) ? connector.rdns[0] : connector.rdns) ?? (connector.type === 'injected' && connector.id.includes('.') ? connector.id : undefined);
    if (connector.type === 'injected' && !(rdns ? options.enableEIP6963 : options.enableInjected)) return false;
    return !(rdns && options.excludeWalletIds.includes(rdns)) && !options.excludeWalletIds.includes(connector.id);
  };
}

export function followWagmi(config: Config, listed: (connector: Connector) => boolean = () => true): () => void {
  const bridges = new Map<string, WagmiBridgeConnector>();

  const bridgeFor = (connector: Connector): WagmiBridgeConnector => {
    let bridge = bridges.get(connector.uid);
    if (!bridge) {
      bridge = new WagmiBridgeConnector(config, connector);
      bridges.set(connector.uid, bridge);
      addConnector(bridge);
    }
    return bridge;
  };

  const syncConnectors = (connectors: readonly Connector[]): void => {
    const uids = new Set(connectors.filter(listed).map(connector => connector.uid));
    for (const [uid, bridge] of bridges) {
      if (uids.has(uid)) continue;
      bridges.delete(uid);
      removeConnector(bridge.info.id);
    }
    connectors.filter(listed).forEach(bridgeFor);
  };

  const ours = (): WagmiBridgeConnector | undefined => {
    const id = $activeConnectorId.get();
    return [...bridges.values()].find(bridge => bridge.info.id === id);
  };

  /**
   * While a Solana wallet holds the active namespace, wagmi's changes join beside it: its reconnect after a reload
   * (only the connection that was active takes the active namespace back, as the modal's own restores do) and a
   * chain or account change. A player's pick of an EVM wallet makes EVM active through the connect action itself.
   */
  const joinsBeside = (bridge: WagmiBridgeConnector): boolean => {
    // What an earlier configuration with Solana left in storage does not count for one without it.
    if (!$chain.get().networks.some(network => network.chainNamespace === 'solana')) return false;
    const active = readStored(STORAGE_KEYS.connectedConnectorId, isString);
    const held = readStored(STORAGE_KEYS.namespaceConnectors, (value): value is Record<string, unknown> => !!value && typeof value === 'object');
    return active !== undefined && active !== bridge.info.id && held?.['solana'] === active;
  };

  const apply = (state: WagmiState): void => {
    const connection = state.current ? state.connections.get(state.current) : undefined;
    if (state.status === 'connected' && connection) {
      const bridge = bridgeFor(connection.connector);
      applyConnection(bridge, { accounts: [...connection.accounts], chainId: connection.chainId }, { activate: !joinsBeside(bridge) });
      if (getAccount('eip155').restoring) patchAccount('eip155', { restoring: false });
      return;
    }
    // wagmi says "connecting" for its own start-up reconnect too: the modal says the same, frame for frame. While
    // it (re)connects, wagmi names the current (or stored) connection's address, and so does the modal.
    if (state.status === 'connecting' || state.status === 'reconnecting') {
      const address = connection?.accounts[0];
      const account = getAccount('eip155');
      // wagmi's "reconnecting" (a session restored at start) is AppKit's public `status: 'reconnecting'` too.
      const restoring = state.status === 'reconnecting';
      if (account.status !== 'connecting' || account.address !== address || Boolean(account.restoring) !== restoring) {
        patchAccount('eip155', { ...storedAccount(connection, address), status: 'connecting', restoring });
      }
      return;
    }
    const active = ours();
    if (active) onWalletDisconnected(active.info.id);
    else if (getAccount('eip155').status !== 'disconnected' || getAccount('eip155').address) resetAccount('eip155');
  };

  // A player who closes the modal while a wallet is asked gives up on it: wagmi must not stay "connecting".
  let wasOpen = $modal.get().open;
  const stopModal = $modal.listen(({ open }) => {
    const closed = wasOpen && !open;
    wasOpen = open;
    if (closed && config.state.status === 'connecting') {
      config.setState(state => ({ ...state, status: state.current ? 'connected' : 'disconnected' }));
    }
  });

  syncConnectors(config.connectors);
  const stopConnectors = watchConnectors(config, { onChange: syncConnectors });
  const stopState = config.subscribe(state => state, apply);
  apply(config.state);
  return () => {
    stopModal();
    stopConnectors();
    stopState();
    for (const bridge of bridges.values()) removeConnector(bridge.info.id);
    bridges.clear();
  };
}
