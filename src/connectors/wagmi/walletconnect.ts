import type { Address } from 'viem';
import { ChainNotConfiguredError, createConnector } from './wagmi-core.js';
import type { CreateConnectorFn } from './wagmi-core.js';
import type { ResolvedOptions } from '../../core/options/index.js';
import type { CaipNetwork, Eip1193Provider } from '../../core/types.js';
import type { ConnectResult } from '../../core/connection/index.js';
import { STORAGE_KEYS, isString, readStored } from '../../core/storage.js';
import { isEvmAddress, parseChainId } from '../../core/caip.js';
import { WALLET_CONNECT_CONNECTOR_ID, WalletConnectProxy } from '../walletconnect/proxy.js';
import type { SessionEvents } from '../walletconnect/proxy.js';
import { WALLET_CONNECT_ICON } from '../walletconnect/icon.js';
import type { WcProvider } from '../walletconnect/provider.js';
import { sessionAccounts, sessionChains } from '../walletconnect/namespaces.js';

function evmAccounts(accounts: unknown): Address[] {
  return Array.isArray(accounts) ? accounts.filter(isEvmAddress) : [];
}

/** A restored or new session as wagmi's connectors answer: EVM accounts and a chain id. */
function evmResult(result: ConnectResult | undefined): { accounts: Address[]; chainId: number } {
  if (!result || (result.namespace && result.namespace !== 'eip155')) throw new Error('No WalletConnect session with an EVM account');
  const accounts = evmAccounts(result.accounts);
  if (accounts.length === 0) throw new Error('The WalletConnect session has no EVM account');
  return { accounts, chainId: parseChainId(result.chainId) };
}

/**
 * The modal's WalletConnect (its QR code, relay and session rules, loaded on first use) as a wagmi connector, so
 * a phone wallet paired in the modal is wagmi's connection: wagmi's hooks sign and switch through the session,
 * and a session deleted on either side ends wagmi's connection. `onProxy` receives the modal-side connector,
 * which warms the SDK up while the player looks at the wallet list.
 *
 * Nothing is loaded before it is needed: `isAuthorized()` (wagmi's reconnect) loads the SDK only when the last
 * connection was a WalletConnect one, as the modal's own restore does.
 */
export function modalWalletConnect(
  options: ResolvedOptions,
  networks: readonly CaipNetwork[],
  onProxy: (proxy: WalletConnectProxy) => void,
): CreateConnectorFn<Eip1193Provider> {
  return createConnector<Eip1193Provider>(config => {
    const events: SessionEvents = {
      accountsChanged: accounts => {
        const evm = evmAccounts(accounts);
        if (evm.length > 0) config.emitter.emit('change', { accounts: evm });
        else if (Array.isArray(accounts) && accounts.length === 0) config.emitter.emit('disconnect');
      },
      chainChanged: chainId => {
        let parsed: number;
        try {
          parsed = parseChainId(chainId);
        } catch {
          // A malformed chain id is ignored, as by the modal's own connectors.
          return;
        }
        // So is a chain outside the session: no request can go there, and the connector puts the SDK back on
        // wagmi's chain, where wagmi's requests keep going.
        const approved = sessionChainIds();
        if (approved.length === 0 || approved.includes(parsed)) config.emitter.emit('change', { chainId: parsed });
      },
      disconnected: () => config.emitter.emit('disconnect'),
    };
    const proxy = new WalletConnectProxy(options, events);
    /** The EVM chains of the live session (none before the SDK has loaded). */
    const sessionChainIds = (): number[] => {
      const session = (proxy.getProvider() as Partial<WcProvider>).session;
      return sessionChains(sessionAccounts(session?.namespaces['eip155']?.accounts ?? []));
    };
    onProxy(proxy);
    const request = (method: string): Promise<unknown> => proxy.getProvider().request({ method });

    return {
      id: WALLET_CONNECT_CONNECTOR_ID,
      name: 'WalletConnect',
      icon: WALLET_CONNECT_ICON,
      type: 'walletConnect',
      async connect(parameters) {
        const { accounts, chainId } = evmResult(parameters?.isReconnecting ? await proxy.restore() : await proxy.connect());
        // wagmi 3 may ask for accounts with their capabilities; a session tells none.
        const listed = parameters?.withCapabilities ? accounts.map(address => ({ address, capabilities: {} })) : accounts;
        return { accounts: listed, chainId } as never;
      },
      disconnect: () => proxy.disconnect(),
      async getAccounts() {
        return evmAccounts(await request('eth_accounts'));
      },
      async getChainId() {
        return parseChainId(await request('eth_chainId'));
      },
      // Until the SDK has loaded, a provider that loads it on its first request: getting it loads nothing.
      async getProvider() {
        return proxy.getProvider();
      },
      async isAuthorized() {
        if (readStored(STORAGE_KEYS.connectedConnectorId, isString) !== WALLET_CONNECT_CONNECTOR_ID) return false;
        return proxy.restore().then(result => result !== undefined, () => false);
      },
      async switchChain({ chainId }) {
        const chain = config.chains.find(c => c.id === chainId);
        const network = networks.find(n => Number(n.id) === chainId);
        if (!chain || !network) throw new ChainNotConfiguredError();
        await proxy.switchChain(network);
        // The SDK moves its default chain without a wallet round trip; say so even if it stays quiet.
        config.emitter.emit('change', { chainId });
        return chain;
      },
      // The modal's QR-first warm-up (src/modal/qr-first-view.ts) reaches the SDK through the bridge.
      warmUp: () => proxy.warmUp(),
      onAccountsChanged: accounts => events.accountsChanged(accounts),
      onChainChanged: chainId => events.chainChanged(chainId),
      onDisconnect: () => events.disconnected(),
    };
  });
}
