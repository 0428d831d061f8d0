import type { ConnectorInfo, ConnectResult, WalletConnector } from '../../core/connection/index.js';
import type { CaipNetwork, Eip1193Provider } from '../../core/types.js';
import { onAccountsChanged, onWalletDisconnected, getAccount } from '../../core/connection/index.js';
import { $chain, SOLANA_CHAIN_REFS } from '../../core/network/index.js';
import { isSolanaAddress } from '../../core/caip.js';
import { decodeBase58, encodeBase58 } from '../../core/solana/index.js';
import type { StandardWallet, StandardWalletAccount } from './wallet-standard-types.js';
import { solanaMsg } from './messages.js';

/** Wallet Standard names clusters by name; CAIP-2 by genesis-hash prefix. */
const CLUSTER_NAMES: Record<string, string> = Object.fromEntries(
  Object.entries(SOLANA_CHAIN_REFS).map(([cluster, ref]) => [ref, `solana:${cluster}`])
);

/** An EIP-1193-style error the views classify like any wallet's (4200: method not supported, -32602: bad params). */
function rpcError(code: number, message: string): Error {
  return Object.assign(new Error(message), { code });
}

const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: unknown): Uint8Array => {
  if (typeof text !== 'string' || !/^[A-Za-z0-9+/]*={0,2}$/.test(text)) throw rpcError(-32602, solanaMsg('solana.badTransaction'));
  return Uint8Array.from(atob(text), char => char.charCodeAt(0));
};

/**
 * A Solana browser wallet found through the Wallet Standard. Its provider speaks the same request names as a
 * WalletConnect Solana session (`solana_signMessage` with a base58 message → `{ signature }` in base58;
 * `solana_signTransaction` / `solana_signAllTransactions` / `solana_signAndSendTransaction` with base64
 * transactions), so an app signs the same way whichever wallet is connected.
 */
export class WalletStandardConnector implements WalletConnector {
  readonly info: ConnectorInfo;
  private account: StandardWalletAccount | undefined;
  private stopEvents: (() => void) | undefined;
  private readonly provider: Eip1193Provider = { request: args => this.request(args.method, args.params) };

  constructor(
    private readonly wallet: StandardWallet,
    private readonly networks: readonly CaipNetwork[]
  ) {
    const icon = typeof wallet.icon === 'string' && /^data:image\/(png|svg\+xml|webp|jpeg|gif)[;,]/i.test(wallet.icon) ? wallet.icon : undefined;
    this.info = { id: `wallet-standard:${wallet.name}`, type: 'ANNOUNCED', name: wallet.name, namespace: 'solana', ...(icon ? { imageUrl: icon } : {}) };
  }

  getProvider(): Eip1193Provider {
    return this.provider;
  }

  /** The Solana network to connect on: the active one when Solana is active, else the first configured. */
  private target(): CaipNetwork {
    const active = $chain.get().activeNetwork;
    const network = active?.chainNamespace === 'solana' ? active : this.networks.find(n => n.chainNamespace === 'solana');
    if (!network) throw new Error(solanaMsg('solana.noNetwork'));
    return network;
  }

  private async open(silent: boolean): Promise<ConnectResult | undefined> {
    const connect = this.wallet.features['standard:connect'];
    if (!connect) throw new Error(solanaMsg('solana.cannotConnect', { name: this.wallet.name }));
    const network = this.target();
    const cluster = CLUSTER_NAMES[String(network.id)];
    const answer = await connect.connect(silent ? { silent: true } : undefined);
    const accounts = (answer?.accounts ?? this.wallet.accounts).filter(
      account => isSolanaAddress(account.address) && (!cluster || !Array.isArray(account.chains) || account.chains.includes(cluster))
    );
    if (accounts.length === 0) {
      if (silent) return undefined;
      throw new Error(solanaMsg('solana.noAccount', { name: this.wallet.name, network: network.name }));
    }
    this.account = accounts[0];
    this.listen();
    return { accounts: accounts.map(account => account.address), chainId: String(network.id), namespace: 'solana' };
  }

  async connect(): Promise<ConnectResult> {
    return (await this.open(false))!;
  }

  async restore(): Promise<ConnectResult | undefined> {
    return this.open(true);
  }

  /**
   * Solana wallets do not switch clusters: each request names its cluster. Switching checks that the account
   * works on the new cluster and names the account there; a network of another namespace asks nothing of this wallet.
   */
  async switchChain(network: CaipNetwork): Promise<void | string[]> {
    if (network.chainNamespace !== 'solana') return;
    const account = this.connected();
    const cluster = CLUSTER_NAMES[String(network.id)];
    if (cluster && Array.isArray(account.chains) && !account.chains.includes(cluster)) {
      throw rpcError(4902, solanaMsg('solana.noAccount', { name: this.wallet.name, network: network.name }));
    }
    return [account.address];
  }

  async disconnect(): Promise<void> {
    this.stopEvents?.();
    this.stopEvents = undefined;
    this.account = undefined;
    await this.wallet.features['standard:disconnect']?.disconnect();
  }

  /** Account changes made in the wallet reach the account actions like any other wallet's. */
  private listen(): void {
    const events = this.wallet.features['standard:events'];
    if (this.stopEvents || !events) return;
    this.stopEvents = events.on('change', ({ accounts }) => {
      if (!accounts) return;
      const valid = accounts.filter(account => isSolanaAddress(account.address));
      this.account = valid[0];
      if (valid.length === 0) onWalletDisconnected(this.info.id);
      else onAccountsChanged(this.info.id, valid.map(account => account.address));
    });
  }

  private connected(pubkey?: unknown): StandardWalletAccount {
    const account = this.account;
    if (!account || getAccount('solana').status !== 'connected') throw rpcError(4100, solanaMsg('solana.notConnected'));
    if (pubkey !== undefined && pubkey !== account.address) throw rpcError(4100, solanaMsg('solana.otherAccount'));
    return account;
  }

  private feature<K extends keyof StandardWallet['features']>(name: K): NonNullable<StandardWallet['features'][K]> {
    const feature = this.wallet.features[name];
    if (!feature) throw rpcError(4200, solanaMsg('solana.unsupportedFeature', { name: this.wallet.name, feature: String(name) }));
    return feature;
  }

  private async request(method: string, params: unknown): Promise<unknown> {
    const p = (params ?? {}) as Record<string, unknown>;
    const chain = CLUSTER_NAMES[String(this.target().id)];
    switch (method) {
      case 'solana_getAccounts':
      case 'solana_requestAccounts':
        return this.account ? [{ pubkey: this.account.address }] : [];
      case 'solana_signMessage': {
        if (typeof p['message'] !== 'string' || !p['message']) throw rpcError(-32602, solanaMsg('solana.badMessage'));
        const account = this.connected(p['pubkey']);
        const [signed] = await this.feature('solana:signMessage').signMessage({ account, message: decodeBase58(p['message']) });
        return { signature: encodeBase58(signed!.signature) };
      }
      case 'solana_signTransaction': {
        const account = this.connected();
        const [signed] = await this.feature('solana:signTransaction').signTransaction({ account, transaction: fromBase64(p['transaction']), chain });
        return { transaction: toBase64(signed!.signedTransaction) };
      }
      case 'solana_signAllTransactions': {
        const account = this.connected();
        if (!Array.isArray(p['transactions'])) throw rpcError(-32602, solanaMsg('solana.badTransactions'));
        const inputs = p['transactions'].map(transaction => ({ account, transaction: fromBase64(transaction), chain }));
        const signed = await this.feature('solana:signTransaction').signTransaction(...inputs);
        return { transactions: signed.map(output => toBase64(output.signedTransaction)) };
      }
      case 'solana_signAndSendTransaction': {
        const account = this.connected();
        const [sent] = await this.feature('solana:signAndSendTransaction').signAndSendTransaction({ account, transaction: fromBase64(p['transaction']), chain });
        return { signature: encodeBase58(sent!.signature) };
      }
      default:
        throw rpcError(4200, solanaMsg('solana.unsupportedMethod', { method }));
    }
  }
}
