import type { Config, Connector } from './wagmi-core.js';
import { watchConnectors } from './wagmi-core.js';
import { addConnector, removeConnector, $activeConnectorId, followEngineConnection, getAccount, setAccountBalance, setAccountProfile } from '../../core/connection/index.js';
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
 * Makes wagmi the modal's engine for the EVM namespace. wagmi is the one source of truth: its connectors are the
 * wallet list, and the account the modal shows is wagmi's (`showAccount`, the adapter's `wagmiAccount`: its state
 * as it is, never a copy kept in step). What follows a change of wagmi's connection here is the rest of the modal:
 * the connector that holds the namespace, the network, and the step AppKit's events and the modal follow
 * (`followEngineConnection`). Returns the stop function.
 */
export function followWagmi(config: Config, showAccount: () => () => void, listed: (connector: Connector) => boolean = () => true): () => void {
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

  // Whether wagmi is bringing back a connection approved before: its connection then is a restore.
  let reconnecting = false;
  let address: string | undefined;
  const follow = (state: WagmiState): void => {
    const connection = state.current ? state.connections.get(state.current) : undefined;
    // On an account switch, the balance and name the modal read were the other address's: they go until read again.
    const now = getAccount('eip155').address;
    if (address && now && now !== address) {
      setAccountBalance('eip155', { balance: undefined, balanceSymbol: undefined });
      setAccountProfile('eip155', { profileName: undefined, profileImage: undefined });
    }
    address = now;
    if (state.status === 'reconnecting') reconnecting = true;
    if (state.status === 'connected' && connection) {
      const bridge = bridgeFor(connection.connector);
      followEngineConnection('eip155', { status: 'connected', connector: bridge, accounts: connection.accounts, chainId: connection.chainId, beside: joinsBeside(bridge), restored: reconnecting });
      reconnecting = false;
      return;
    }
    if (state.status === 'connecting' || state.status === 'reconnecting') return;
    reconnecting = false;
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

  const stopShowing = showAccount();
  address = getAccount('eip155').address;
  syncConnectors(config.connectors);
  const stopConnectors = watchConnectors(config, { onChange: syncConnectors });
  const stopState = config.subscribe(state => state, follow);
  follow(config.state);
  return () => {
    stopModal();
    stopConnectors();
    stopState();
    stopShowing();
    for (const bridge of bridges.values()) removeConnector(bridge.info.id);
    bridges.clear();
  };
}
