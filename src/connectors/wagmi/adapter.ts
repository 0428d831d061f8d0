import type { Chain, HttpTransportConfig } from 'viem';
import type { Config, CreateConnectorFn, Storage, Transport } from './wagmi-core.js';
import { createConfig, reconnect } from './wagmi-core.js';
import type { CaipNetwork } from '../../core/types.js';
import type { AdapterContext, ChainAdapter } from '../../core/options/index.js';
import type { ResolvedOptions } from '../../core/options/index.js';
import { normalizeNetwork, rpcUrlsFor } from '../../core/network/index.js';
import { RankingGroup, rpcTransport } from '../../core/rpc/index.js';
import { sdkBinding } from '../../core/sdk-version.js';
import { warmWhenPicking } from '../walletconnect/proxy.js';
import type { WalletConnectProxy } from '../walletconnect/proxy.js';
import { followWagmi, listedUnder } from './follow.js';
import { wagmiAccount } from './account.js';
import { modalWalletConnect } from './walletconnect.js';
import { addConnector } from './wagmi-seam.js';

/** What `new WagmiAdapter(…)` takes: AppKit's WagmiAdapter options. */
export interface WagmiAdapterOptions {
  /** The EVM networks (CAIP networks or viem chains), usually the same list as `createAppKit`'s. */
  networks: readonly unknown[];
  projectId?: string;
  /** wagmi's `ssr`: no storage read during the server render; `<WagmiProvider>` hydrates on the client. */
  ssr?: boolean;
  /** wagmi's storage (e.g. `createStorage({ storage: cookieStorage })`); wagmi's default otherwise. */
  storage?: Storage;
  /**
   * Transports by chain id; each network's RPC otherwise (`customRpcUrls`, then the provider's, then its own),
   * read as the library reads: each URL retried, several ranked ({@link rpcTransport}).
   */
  transports?: Record<number, Transport>;
  /** Extra wagmi connectors; EIP-6963 wallets are discovered by wagmi itself. */
  connectors?: CreateConnectorFn[];
  /** RPC URLs by CAIP network id, as in `createAppKit`: `{ 'eip155:1': [{ url }] }`. */
  customRpcUrls?: Record<string, { url: string; config?: HttpTransportConfig }[]>;
}

function toChain(network: CaipNetwork): Chain {
  return {
    id: Number(network.id),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: [...network.rpcUrls.default.http] } },
    ...(network.blockExplorers ? { blockExplorers: network.blockExplorers } : {}),
    ...(network.testnet !== undefined ? { testnet: network.testnet } : {}),
  } as Chain;
}

/**
 * wagmi as the source of truth for the modal's EVM connection, with AppKit's shape:
 *
 * ```tsx
 * const wagmiAdapter = new WagmiAdapter({ networks: [mainnet], projectId });
 * createAppKit({ adapters: [wagmiAdapter], networks: [mainnet], projectId });
 * <WagmiProvider config={wagmiAdapter.wagmiConfig}>…</WagmiProvider>
 * ```
 *
 * A connection made in the modal is wagmi's connection, so wagmi's hooks (`useAccount`, `useSignMessage`,
 * `useWriteContract`, `useSwitchChain`, `useDisconnect`) work through it, and the modal follows whatever wagmi does.
 */
export class WagmiAdapter implements ChainAdapter {
  readonly namespace = 'eip155' as const;
  /** Pass this to `<WagmiProvider config={…}>` (or to wagmi's actions, `wagmi/actions`). */
  readonly wagmiConfig: Config;
  readonly networks: readonly CaipNetwork[];
  /** Starts showing wagmi's account as the modal's (./account.ts): wagmi's state as it is, not a copy kept beside it. */
  private readonly showAccount: () => () => void;
  /** The ranking of the clients wagmi makes on the adapter's transports: on from the start, off with the kit. */
  private readonly rankings = new RankingGroup();

  constructor(options: WagmiAdapterOptions) {
    if (!options || !Array.isArray(options.networks)) throw new Error('WagmiAdapter: `networks` must be an array of networks');
    this.networks = options.networks.map((network, index) => normalizeNetwork(network, `networks[${index}]`)).filter(n => n.chainNamespace === 'eip155');
    if (this.networks.length === 0) throw new Error('WagmiAdapter: `networks` needs at least one EVM network');
    const chains = this.networks.map(toChain) as [Chain, ...Chain[]];
    const urls = { customRpcUrls: options.customRpcUrls ?? {}, projectId: options.projectId };
    const transports = Object.fromEntries(
      this.networks.map(network => {
        const given = options.transports?.[Number(network.id)];
        if (given) return [Number(network.id), given];
        // An entry's `config` (viem's HTTP transport options: headers, batching, fetch hooks) goes with its URL, as in AppKit.
        const rpcUrls = rpcUrlsFor(urls, network);
        const configs = rpcUrls.map(url => urls.customRpcUrls[network.caipNetworkId]?.find(entry => entry.url === url)?.config);
        return [Number(network.id), rpcTransport(rpcUrls, { configs, rankings: this.rankings })];
      }),
    );
    this.wagmiConfig = createConfig({
      chains,
      transports,
      connectors: options.connectors ?? [],
      ...(options.ssr !== undefined ? { ssr: options.ssr } : {}),
      ...(options.storage ? { storage: options.storage } : {}),
    });
    // Made with the config, so it is wagmi's first listener: no other listener of wagmi's sees the modal behind.
    this.showAccount = wagmiAccount(this.wagmiConfig);
  }

  /**
   * Called by `createAppKit`: the modal follows wagmi, WalletConnect (when on) becomes one of wagmi's connectors,
   * and wagmi restores the last connection, once: here, unless the React binding (`w3m-modal/react`) is in use,
   * whose apps render `<WagmiProvider>`, which does it on mount (a second run would ask the wallet again and flip
   * the restored connection back to "reconnecting"). Its stop (`destroyAppKit`) also stops the ranking of the RPC
   * URLs; wagmi's clients go on reading, in the order they last had, and a later `createAppKit` ranks again.
   */
  start({ options }: AdapterContext): () => void {
    this.rankings.start();
    const stops = [
      () => this.rankings.stop(),
      options.enableWalletConnect ? this.addWalletConnect(options) : () => undefined,
      followWagmi(this.wagmiConfig, this.showAccount, listedUnder(options)),
    ];
    if (sdkBinding() !== 'react') reconnect(this.wagmiConfig).catch(error => console.error('w3m-modal: WagmiAdapter could not reconnect', error));
    return () => stops.reverse().forEach(stop => stop());
  }

  /** Adds the modal's WalletConnect to wagmi's connectors; returns what removes it. */
  private addWalletConnect(options: ResolvedOptions): () => void {
    let proxy: WalletConnectProxy | undefined;
    const { connector, remove } = addConnector(this.wagmiConfig, modalWalletConnect(options, this.networks, created => (proxy = created)));
    const stopWarming = proxy ? warmWhenPicking(proxy, () => this.wagmiConfig.connectors.includes(connector)) : () => undefined;
    return () => {
      stopWarming();
      remove();
    };
  }
}
