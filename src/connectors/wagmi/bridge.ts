import type { Config, Connector } from './wagmi-core.js';
import { connect, disconnect, switchChain } from './wagmi-core.js';
import type { ConnectorInfo, ConnectResult, WalletConnector } from '../../core/connection/index.js';
import type { CaipNetwork, ConnectorType, Eip1193Provider } from '../../core/types.js';

/** wagmi's connector kinds, as the wallet list groups them. */
function typeOf(connector: Connector): ConnectorType {
  if (connector.type === 'injected') return connector.rdns ? 'ANNOUNCED' : 'INJECTED';
  if (connector.type === 'walletConnect') return 'WALLET_CONNECT';
  return 'EXTERNAL';
}

/** The wallet-list entry of a wagmi connector: EIP-6963 wallets keep their rdns as id, as without wagmi. */
export function bridgeInfo(connector: Connector): ConnectorInfo {
  const rdns = Array.isArray(connector.rdns) ? connector.rdns[0] : connector.rdns;
  const id = typeof rdns === 'string' && rdns ? rdns : connector.id;
  // Only data: images are drawn (no request leaves the page for an icon), as for every wallet.
  const icon = connector.icon?.startsWith('data:image/') ? connector.icon : undefined;
  return { id, type: typeOf(connector), name: connector.name, namespace: 'eip155', ...(rdns ? { rdns } : {}), ...(icon ? { imageUrl: icon } : {}) };
}

/**
 * A wagmi connector as one of the modal's connectors. Every step goes through wagmi's own actions, so wagmi's
 * state is the one that changes; the modal reads its account from it (account.ts) and follows the rest
 * (follow.ts). Nothing here holds connection state.
 */
export class WagmiBridgeConnector implements WalletConnector {
  readonly info: ConnectorInfo;
  /** wagmi holds this connector's connection (account.ts, follow.ts), for a pick in the modal as for its own hooks. */
  readonly engine = 'wagmi';
  /** Requests go to wagmi's live provider for this connector, so an account switch is never served stale. */
  private readonly provider: Eip1193Provider = {
    request: async args => ((await this.connector.getProvider()) as Eip1193Provider).request(args),
  };

  constructor(
    private readonly config: Config,
    readonly connector: Connector,
  ) {
    this.info = bridgeInfo(connector);
  }

  async connect(): Promise<ConnectResult> {
    const { accounts, chainId } = await connect(this.config, { connector: this.connector });
    return { accounts: [...accounts], chainId };
  }

  /** wagmi reconnects on its own (`reconnect`, or `<WagmiProvider>` on mount): nothing to restore here. */
  async restore(): Promise<ConnectResult | undefined> {
    return undefined;
  }

  async disconnect(): Promise<void> {
    await disconnect(this.config, { connector: this.connector });
  }

  getProvider(): Eip1193Provider {
    return this.provider;
  }

  /**
   * Starts the connector's SDK ahead of a pairing (storage, keys, cryptography; no socket): the modal's WalletConnect
   * connector has one, and the QR-first view calls it while the page is idle. Other wagmi connectors have none.
   */
  warmUp(): void {
    (this.connector as Connector & { warmUp?: () => void }).warmUp?.();
  }

  /** wagmi switches (and adds a chain the wallet does not know, from the chain in its config). */
  async switchChain(network: CaipNetwork): Promise<void> {
    await switchChain(this.config, { chainId: Number(network.id), connector: this.connector });
  }
}
