import type { ConnectorInfo, ConnectResult, WalletConnector } from '../../core/connection/index.js';
import type { ResolvedOptions } from '../../core/options/index.js';
import type { CaipNetwork, Eip1193Provider } from '../../core/types.js';
import { addConnector, getConnector, removeConnector, restoreConnection } from '../../core/connection/index.js';
import { $modal, $router } from '../../core/modal/index.js';
import { loadLazy } from '../../core/lazy.js';
import { WALLET_CONNECT_ICON } from './icon.js';

export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect';

/** Views from which WalletConnect is one click (or zero) away. */
const PICKING_VIEWS = new Set(['Connect', 'ConnectingWalletConnectBasic', 'AllWallets']);

/**
 * Where a session's wallet-side changes go. By default the modal's account actions; an adapter that owns the
 * EVM connection (wagmi) takes them instead, and the modal follows the adapter.
 */
export interface SessionEvents {
  accountsChanged(accounts: unknown): void;
  chainChanged(chainId: unknown): void;
  disconnected(): void;
}

/**
 * The WalletConnect entry of the wallet list. It holds display data only and loads the real connector
 * (and the WalletConnect SDK with it) on first use: when the user picks WalletConnect, or on start when the
 * last session was a WalletConnect one.
 */
export class WalletConnectProxy implements WalletConnector {
  readonly info: ConnectorInfo = { id: WALLET_CONNECT_CONNECTOR_ID, type: 'WALLET_CONNECT', name: 'WalletConnect', imageUrl: WALLET_CONNECT_ICON, namespace: 'eip155' };
  private real: Promise<WalletConnector> | undefined;
  private loaded: WalletConnector | undefined;
  private readonly facade: Eip1193Provider = { request: async args => (await this.load()).getProvider().request(args) };

  constructor(
    readonly options: ResolvedOptions,
    private readonly events?: SessionEvents,
  ) {}

  private load(): Promise<WalletConnector> {
    this.real ??= loadLazy('walletConnectConnector').then(
      ({ WalletConnectConnector }) => (this.loaded = new WalletConnectConnector(this.info, this.options, this.events)),
      error => {
        this.real = undefined;
        throw error;
      },
    );
    return this.real;
  }

  /**
   * Loads the connector and starts the SDK while the user is still reading the wallet list, so picking
   * WalletConnect only has to publish the proposal (SDK start takes 0.3-1 s on a slow device). Runs once the
   * modal is open, never on page load: nothing is fetched before the user acts.
   */
  warmUp(): void {
    this.load()
      .then(real => (real as WalletConnector & { warmUp?: () => Promise<void> }).warmUp?.())
      // connect() starts over and reports what goes wrong.
      .catch(() => undefined);
  }

  async connect(): Promise<ConnectResult> {
    return (await this.load()).connect();
  }

  async restore(): Promise<ConnectResult | undefined> {
    return (await this.load()).restore();
  }

  async disconnect(): Promise<void> {
    // Nothing was loaded, so nothing is connected through it.
    if (this.real) await (await this.real).disconnect();
  }

  getProvider(): Eip1193Provider {
    return this.loaded?.getProvider() ?? this.facade;
  }

  /** The session decides which chains are reachable (see WalletConnectConnector.switchChain). */
  async switchChain(network: CaipNetwork): Promise<void | string[]> {
    return (await this.load()).switchChain(network);
  }
}

function afterNextPaint(task: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(task, 0));
  else setTimeout(task, 0);
}

/**
 * Warms `proxy` up whenever the modal shows a view from which WalletConnect can be picked, while `listed()`
 * says the wallet list still offers it. Returns the stop function.
 */
export function warmWhenPicking(proxy: WalletConnectProxy, listed: () => boolean): () => void {
  const stop = (): void => {
    offModal();
    offRouter();
  };
  const check = (): void => {
    if (!listed()) stop();
    // After the opening frame: parsing the SDK chunk must not delay the modal's first paint.
    else if ($modal.get().open && PICKING_VIEWS.has($router.get().view)) afterNextPaint(() => proxy.warmUp());
  };
  const offModal = $modal.listen(check);
  const offRouter = $router.listen(check);
  check();
  return stop;
}

let registered: { connector: WalletConnectProxy; stopWarming: () => void } | undefined;

/** Adds the WalletConnect connector (replacing one built for other options) and restores its session. */
export function registerWalletConnect(options: ResolvedOptions): void {
  const existing = getConnector(WALLET_CONNECT_CONNECTOR_ID);
  if (existing instanceof WalletConnectProxy && existing.options === options && registered?.connector === existing) return;
  unregisterWalletConnect();
  const connector = new WalletConnectProxy(options);
  addConnector(connector);
  registered = { connector, stopWarming: warmWhenPicking(connector, () => getConnector(WALLET_CONNECT_CONNECTOR_ID) === connector) };
  void restoreConnection(connector);
}

/** Removes the connector {@link registerWalletConnect} added (its stored session stays, for the next one). */
export function unregisterWalletConnect(): void {
  registered?.stopWarming();
  registered = undefined;
  removeConnector(WALLET_CONNECT_CONNECTOR_ID);
}
