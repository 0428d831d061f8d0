import type { ConnectorInfo, ConnectResult, WalletConnector } from '../core/connection/index.js';
import type { CaipNetwork, Eip1193Provider } from '../core/types.js';
import { onAccountsChanged, onChainChanged, onWalletDisconnected } from '../core/connection/index.js';
import { parseChainId } from '../core/caip.js';
import { loadLazy } from '../core/lazy.js';
import { RESTORE_TIMEOUT_MS, withTimeout } from '../core/timeouts.js';

const notInTime = (): Error => new Error('The wallet did not answer in time');

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
    const accounts = await withTimeout(this.provider.request({ method: 'eth_accounts' }), RESTORE_TIMEOUT_MS, notInTime);
    if (!Array.isArray(accounts) || accounts.length === 0) return undefined;
    const chainId = await withTimeout(this.provider.request({ method: 'eth_chainId' }), RESTORE_TIMEOUT_MS, notInTime);
    this.listen();
    return { accounts: accounts as string[], chainId: parseChainId(chainId) };
  }

  /** wallet_switchEthereumChain, adding the chain first when the wallet does not know it (its own chunk). */
  async switchChain(network: CaipNetwork): Promise<void> {
    return (await loadLazy('eip1193Switch')).switchEthereumChain(this.provider, network);
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
