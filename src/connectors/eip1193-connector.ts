import type { ConnectorInfo, ConnectResult, WalletConnector } from '../core/stores/connectors.js';
import type { CaipNetwork, Eip1193Provider } from '../core/types.js';
import { onAccountsChanged, onChainChanged, onWalletDisconnected } from '../core/actions/connection.js';
import { parseChainId } from '../core/caip.js';
import { walletErrorCode } from '../core/wallet-errors.js';

/** EIP-3085/3326: the wallet does not know the chain; it has to be added first. */
export const UNRECOGNIZED_CHAIN = 4902;

const hexId = (network: CaipNetwork): string => `0x${Number(network.id).toString(16)}`;

/**
 * The chain as `wallet_addEthereumChain` wants it. Only the network's own public URLs are sent: the wallet
 * keeps them for the player, and an app's customRpcUrls often carry the app's own API key.
 */
export function addChainParams(network: CaipNetwork): Record<string, unknown> {
  const explorer = network.blockExplorers?.default.url;
  return {
    chainId: hexId(network),
    chainName: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: [...network.rpcUrls.default.http],
    ...(explorer && /^https?:\/\//i.test(explorer) ? { blockExplorerUrls: [explorer] } : {}),
  };
}

/** How long a silent restore may take before the wallet is treated as gone. */
const RESTORE_TIMEOUT_MS = 10_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The wallet did not answer in time')), ms);
    promise.then(
      value => (clearTimeout(timer), resolve(value)),
      error => (clearTimeout(timer), reject(error))
    );
  });
}

/**
 * A browser wallet reached through an EIP-1193 provider (EIP-6963 announced or `window.ethereum`).
 * While connected it forwards the wallet's events to the account actions.
 */
export class Eip1193Connector implements WalletConnector {
  private listening = false;
  private readonly handlers = {
    accountsChanged: (accounts: unknown) => onAccountsChanged(this.info.id, accounts),
    chainChanged: (chainId: unknown) => onChainChanged(this.info.id, chainId),
    disconnect: () => onWalletDisconnected(this.info.id)
  };

  constructor(
    readonly info: ConnectorInfo,
    private readonly provider: Eip1193Provider
  ) {}

  getProvider(): Eip1193Provider {
    return this.provider;
  }

  async connect(): Promise<ConnectResult> {
    const accounts = await this.provider.request({ method: 'eth_requestAccounts' });
    const chainId = await this.provider.request({ method: 'eth_chainId' });
    this.listen();
    return { accounts: accounts as string[], chainId: parseChainId(chainId) };
  }

  async restore(): Promise<ConnectResult | undefined> {
    const accounts = await withTimeout(this.provider.request({ method: 'eth_accounts' }), RESTORE_TIMEOUT_MS);
    if (!Array.isArray(accounts) || accounts.length === 0) return undefined;
    const chainId = await withTimeout(this.provider.request({ method: 'eth_chainId' }), RESTORE_TIMEOUT_MS);
    this.listen();
    return { accounts: accounts as string[], chainId: parseChainId(chainId) };
  }

  /** wallet_switchEthereumChain; for a chain the wallet does not know (4902), wallet_addEthereumChain first. */
  async switchChain(network: CaipNetwork): Promise<void> {
    const params = [{ chainId: hexId(network) }];
    try {
      await this.provider.request({ method: 'wallet_switchEthereumChain', params });
    } catch (error) {
      if (walletErrorCode(error) !== UNRECOGNIZED_CHAIN) throw error;
      await this.provider.request({ method: 'wallet_addEthereumChain', params: [addChainParams(network)] });
      // Some wallets switch as part of adding; asking again is then a no-op that answers at once.
      await this.provider.request({ method: 'wallet_switchEthereumChain', params });
    }
  }

  async disconnect(): Promise<void> {
    this.unlisten();
    try {
      // Wallets that support it forget the site's permission, so the next connect prompts again.
      await this.provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] });
    } catch {
      // Most wallets do not implement revocation; the local session is cleared regardless.
    }
  }

  private listen(): void {
    if (this.listening || !this.provider.on) return;
    for (const [event, handler] of Object.entries(this.handlers)) this.provider.on(event, handler);
    this.listening = true;
  }

  private unlisten(): void {
    if (!this.listening) return;
    for (const [event, handler] of Object.entries(this.handlers)) this.provider.removeListener?.(event, handler);
    this.listening = false;
  }
}
