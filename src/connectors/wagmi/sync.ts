import type { Config, Connector } from './wagmi-core.js';
import { watchConnectors } from './wagmi-core.js';
import { addConnector, removeConnector, $activeConnectorId, followEngineConnection } from '../../core/connection/index.js';
import type { ResolvedOptions } from '../../core/options/index.js';
import { STORAGE_KEYS, isString, readStored } from '../../core/storage.js';
import { $modal } from '../../core/modal/index.js';
import { $chain } from '../../core/network/index.js';
import { WagmiBridgeConnector } from './bridge.js';

type WagmiState = Config['state'];

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

/**
 * Makes wagmi's state the modal's, for the EVM namespace. wagmi is the one source of truth: its connectors are
 * the wallet list, and every change of its connection (connect, reconnect after a reload, an account or chain
 * switch in the wallet or through wagmi's hooks, a disconnect from either side) is written into the modal's
 * stores inside the same update, so the two never disagree in any frame. Returns the stop function.
 */
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
   * chain or account change. A player's pick of an EVM wallet makes EVM active (followEngineConnection).
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
      followEngineConnection('eip155', { status: 'connected', connector: bridge, accounts: connection.accounts, chainId: connection.chainId, beside: joinsBeside(bridge) });
      return;
    }
    // wagmi's "reconnecting" (a session restored at start) is AppKit's public `status: 'reconnecting'` too.
    if (state.status === 'connecting' || state.status === 'reconnecting') {
      followEngineConnection('eip155', { status: state.status, accounts: connection?.accounts ?? [], ...(connection ? { chainId: connection.chainId } : {}) });
      return;
    }
    const active = ours();
    followEngineConnection('eip155', { status: 'disconnected', ...(active ? { connector: active } : {}) });
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
