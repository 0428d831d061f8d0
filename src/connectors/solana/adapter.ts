import type { CaipNetwork, ChainNamespace } from '../../core/types.js';
import type { AdapterContext, ChainAdapter } from '../../core/options/index.js';
import { $accounts, $chain, $connectors, connect, disconnect, getAccount } from '../../core/index.js';
import type { ShapeContext } from '../../core/connection/index.js';
import { setProviderShape } from '../../core/multichain/index.js';
import { refreshSolanaBalance } from '../../core/solana/index.js';
import { createSolanaProvider } from './appkit-provider.js';
import type { Provider } from './appkit-provider.js';
import { $connectionSettings, $solanaNetwork } from './connection.js';
import type { ConnectionSettings } from './connection.js';
import { loadSolanaWeb3, solanaKey } from './web3-loader.js';

/** What `new SolanaAdapter(…)` takes: AppKit 1.7's `AdapterOptions`. */
export interface SolanaAdapterOptions {
  /** Commitment or `ConnectionConfig` of the `Connection` that `useAppKitConnection()` returns; default `'confirmed'`. */
  connectionSettings?: ConnectionSettings;
  /**
   * @solana/wallet-adapter wallets (Phantom, Solflare, …). As in AppKit 1.7, which keeps them and finds the wallets
   * themselves through the Wallet Standard (every such wallet registers there), they are kept on `adapter.wallets`.
   */
  wallets?: readonly unknown[];
}

/**
 * Solana with AppKit's shape: pass it to `createAppKit({ adapters: [new SolanaAdapter()] })`. Browser wallets come
 * from the Wallet Standard and phones through WalletConnect's `solana` namespace (with any Solana network configured);
 * the adapter gives them AppKit's provider: `useAppKitProvider<Provider>('solana').walletProvider` has `publicKey`,
 * `signMessage`, `signTransaction`, `signAllTransactions`, `sendTransaction(tx, connection)` and
 * `signAndSendTransaction`, and `useAppKitConnection()` (from `w3m-modal/solana/react`) a `Connection` to the
 * selected Solana network (`customRpcUrls` first, so an app or a test points it at its own node).
 */
export class SolanaAdapter implements ChainAdapter {
  readonly namespace: ChainNamespace = 'solana';
  /** The modal's own connectors (Wallet Standard discovery, WalletConnect) serve Solana; the adapter shapes their providers. */
  readonly connectors = 'modal' as const;
  readonly wallets: readonly unknown[] | undefined;
  private readonly connectionSettings: ConnectionSettings;

  constructor(options: SolanaAdapterOptions = {}) {
    if (options === null || typeof options !== 'object') throw new Error('SolanaAdapter: options must be an object');
    const settings = options.connectionSettings ?? 'confirmed';
    if (typeof settings !== 'string' && (typeof settings !== 'object' || settings === null)) {
      throw new Error('SolanaAdapter: `connectionSettings` must be a commitment or a ConnectionConfig');
    }
    if (options.wallets !== undefined && !Array.isArray(options.wallets)) throw new Error('SolanaAdapter: `wallets` must be an array');
    this.connectionSettings = settings;
    this.wallets = options.wallets;
  }

  /**
   * Called by `createAppKit`: Solana providers get AppKit's shape, and `useAppKitConnection()` its settings. The
   * app's @solana/web3.js starts loading (when it has one); the Solana wallets are looked for once that settled
   * ({@link SolanaAdapter.ready}), so a restored wallet's `publicKey` is already web3.js's.
   */
  start(_context: AdapterContext): () => void {
    $connectionSettings.set(this.connectionSettings);
    void loadSolanaWeb3();
    const stopShape = setProviderShape('solana', (base, connector) => {
      const provider: Provider = createSolanaProvider(base, {
        name: connector.name,
        type: connector.type,
        address: () => (getAccount('solana').status === 'connected' ? getAccount('solana').address : undefined),
        activeChain: () => $solanaNetwork.get(),
        requestedChains: solanaNetworks,
        key: solanaKey,
        connect: () => connectSolanaWallet(connector),
        disconnect: () => disconnect({ namespace: 'solana' }),
        afterSend: () => {
          const network = $solanaNetwork.get();
          if (network) void refreshSolanaBalance(network);
        },
      });
      followAccount(provider);
      return provider;
    });
    return () => {
      stopShape();
      if ($connectionSettings.get() === this.connectionSettings) $connectionSettings.set(undefined);
    };
  }

  /** Settles once the app's @solana/web3.js is loaded, or known to be absent. */
  async ready(): Promise<void> {
    await loadSolanaWeb3();
  }
}

/** The Solana networks the app configured. */
const solanaNetworks = (): CaipNetwork[] => $chain.get().networks.filter(network => network.chainNamespace === 'solana');

/** The provider's `connect()`: the modal connects the Solana connector of that wallet; resolves its address. */
async function connectSolanaWallet(wallet: ShapeContext): Promise<string> {
  const known = getAccount('solana');
  if (known.status === 'connected' && known.address) return known.address;
  const connector = $connectors.get().find(info => info.namespace === 'solana' && info.name === wallet.name && info.type === wallet.type);
  if (!connector || !(await connect(connector.id))) throw new Error(`${wallet.name} did not connect`);
  const address = getAccount('solana').address;
  if (!address) throw new Error(`${wallet.name} connected no Solana account`);
  return address;
}

/** The provider's events (`accountsChanged`, `disconnect`), from the modal's Solana account. */
function followAccount(provider: Provider): void {
  let last = getAccount('solana').address;
  $accounts.listen(accounts => {
    const account = accounts.solana;
    const address = account?.status === 'connected' ? account.address : undefined;
    if (address === last) return;
    last = address;
    if (address && provider.publicKey) provider.emit('accountsChanged', provider.publicKey);
    else if (!address) provider.emit('disconnect', undefined);
  });
}
