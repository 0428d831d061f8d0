import type { Connection, PublicKey, SendOptions, TransactionSignature } from '@solana/web3.js';
import type { CaipNetwork, ConnectorType, Eip1193Provider, Provider as CoreProvider, RequestArguments } from '../../core/types.js';
import { decodeBase58, encodeBase58 } from '../../core/solana/index.js';
import type { KitTransaction } from './kit-transaction.js';
import type { AnyTransaction } from './web3-transactions.js';
import { serialize, signed, wireOf } from './web3-transactions.js';

export type { AnyTransaction };

/**
 * The data of the embedded wallet's `auth_*` events, which this provider never sends (email sign-in connects EVM only
 * here). AppKit types it with its frame's own types; any value fits where an AppKit app passes one.
 */
type EmbeddedWalletEventData = any;

/** What each event of AppKit's Solana provider carries. */
export interface ProviderEventParams {
  connect: PublicKey;
  disconnect: undefined;
  accountsChanged: PublicKey;
  chainChanged: string;
  pendingTransaction: undefined;
  auth_rpcRequest: EmbeddedWalletEventData;
  auth_rpcSuccess: EmbeddedWalletEventData;
  auth_rpcError: Error;
}
export type ProviderEvent = keyof ProviderEventParams;

/**
 * What `useAppKitProvider<Provider>('solana').walletProvider`, `getProvider('solana')` and `subscribeProviders` hand
 * out: AppKit 1.7's Solana provider (`@reown/appkit-utils/solana`'s `Provider`, plus the adapter's `getActiveChain`
 * and `requestedChains`), the same for a Wallet Standard wallet and a WalletConnect session's Solana account. Signing
 * takes and returns @solana/web3.js transactions or compiled @solana/kit ones. Without @solana/web3.js in the app,
 * `publicKey` is a small key object (`toBase58`, `toString`, `toBytes`, `equals`).
 */
export interface Provider {
  /** The wallet's name, as AppKit's Wallet Standard provider names itself. */
  readonly id: string;
  readonly name: string;
  readonly type: ConnectorType;
  readonly chain: 'solana';
  /** The app's Solana networks the wallet can be on. */
  readonly chains: CaipNetwork[];
  /** The Solana networks the app configured. */
  readonly requestedChains: CaipNetwork[];
  /** The Solana network requests go to (the connected account's cluster). */
  getActiveChain(): CaipNetwork | undefined;
  /** The connected account's key; `undefined` once it is gone. */
  readonly publicKey: PublicKey | undefined;
  /** The provider underneath, as AppKit exposes it (here: this provider, which has AppKit's core members). */
  readonly provider: CoreProvider;
  /** Connects this wallet through the modal; resolves the Solana address. */
  connect(params?: { chainId?: string; onUri?: (uri: string) => void }): Promise<string>;
  /** Disconnects the Solana side (an EVM connection of the same wallet stays). */
  disconnect(): Promise<void>;
  /** The wallet's own `solana_*` requests, as the modal's connector sends them. */
  request<T = unknown>(args: RequestArguments): Promise<T>;
  /** Signs bytes with the account's key (ed25519); resolves the 64-byte signature. */
  signMessage(message: Uint8Array): Promise<Uint8Array>;
  signTransaction<T extends AnyTransaction | KitTransaction>(transaction: T): Promise<T>;
  signAllTransactions<T extends (AnyTransaction | KitTransaction)[]>(transactions: T): Promise<T>;
  /** The wallet signs and sends through its own RPC; resolves the signature (base58). */
  signAndSendTransaction(transaction: AnyTransaction | KitTransaction, options?: SendOptions): Promise<TransactionSignature>;
  /** The wallet signs; the app's `connection` sends. Resolves the signature (base58). */
  sendTransaction(transaction: AnyTransaction | KitTransaction, connection: Connection, options?: SendOptions): Promise<TransactionSignature>;
  getAccounts(): Promise<{ namespace: 'solana'; address: string; type: 'eoa' }[]>;
  on<E extends ProviderEvent>(event: E, listener: (data: ProviderEventParams[E]) => void): void;
  removeListener<E extends ProviderEvent>(event: E, listener: (data: ProviderEventParams[E]) => void): void;
  emit<E extends ProviderEvent>(event: E, data: ProviderEventParams[E]): void;
}

/** What the shaped provider needs from the modal and the adapter. */
export interface ProviderContext {
  name: string;
  type: ConnectorType;
  address(): string | undefined;
  /** The Solana network requests go to (a WalletConnect session holding EVM too needs its CAIP-2 id named). */
  activeChain(): CaipNetwork | undefined;
  /** The Solana networks the app configured. */
  requestedChains(): CaipNetwork[];
  /** `address` as a `PublicKey` of the app's web3.js (web3-loader.ts). */
  key(address: string): PublicKey;
  /** Connects this wallet through the modal; resolves the Solana address. */
  connect(): Promise<string>;
  disconnect(): Promise<void>;
  /** Called after a transaction was sent (the modal re-reads the balance). */
  afterSend(): void;
}

const toBase64 = (bytes: Uint8Array): string => {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
};
const fromBase64 = (text: unknown): Uint8Array => {
  if (typeof text !== 'string') throw new Error('The wallet returned no transaction');
  return Uint8Array.from(atob(text), char => char.charCodeAt(0));
};

type Listener = (data: never) => void;

/** AppKit's Solana provider over the modal's `solana_*` request provider (Wallet Standard or WalletConnect). */
export function createSolanaProvider(base: Eip1193Provider, context: ProviderContext): Provider {
  const listeners = new Map<ProviderEvent, Set<Listener>>();
  const signer = (): string => {
    const address = context.address();
    if (!address) throw Object.assign(new Error('Please call connect() before request()'), { code: 4100 });
    return address;
  };
  // WalletConnect's provider takes the chain as a second argument; a Wallet Standard wallet's ignores it.
  const send = base.request as (args: { method: string; params: unknown }, chain?: string) => Promise<unknown>;
  const request = <T>(method: string, params: Record<string, unknown>): Promise<T> =>
    send.call(base, { method, params }, context.activeChain()?.caipNetworkId) as Promise<T>;
  const answerOf = (answer: { transaction?: unknown; signature?: unknown } | undefined) =>
    answer?.transaction === undefined ? { signature: answer?.signature } : { transaction: fromBase64(answer.transaction) };
  const signOne = async <T extends AnyTransaction | KitTransaction>(transaction: T): Promise<T> => {
    const address = signer();
    const answer = await request<{ transaction?: string; signature?: string }>('solana_signTransaction', { transaction: toBase64(serialize(transaction, address)) });
    return signed(transaction, answerOf(answer), address);
  };
  const provider: Provider = {
    chain: 'solana',
    id: context.name,
    name: context.name,
    type: context.type,
    get chains() {
      return context.requestedChains();
    },
    get requestedChains() {
      return context.requestedChains();
    },
    getActiveChain: () => context.activeChain(),
    get publicKey() {
      const address = context.address();
      return address ? context.key(address) : undefined;
    },
    get provider(): CoreProvider {
      return provider as unknown as CoreProvider;
    },
    connect: () => context.connect(),
    disconnect: () => context.disconnect(),
    request: <T>(args: RequestArguments) => base.request(args as { method: string; params?: unknown }) as Promise<T>,
    async signMessage(message) {
      if (!(message instanceof Uint8Array)) throw new TypeError('signMessage takes the message as a Uint8Array');
      const { signature } = await request<{ signature: string }>('solana_signMessage', { message: encodeBase58(message), pubkey: signer() });
      return decodeBase58(signature);
    },
    signTransaction: signOne,
    async signAllTransactions(transactions) {
      const address = signer();
      const wires = transactions.map(transaction => toBase64(serialize(transaction, address)));
      const answer = await request<{ transactions?: unknown }>('solana_signAllTransactions', { transactions: wires }).catch(async (error: { code?: number }) => {
        // A wallet without the batch method signs them one by one (as AppKit does over WalletConnect).
        if (error?.code !== 4200 && error?.code !== 5201) throw error;
        return undefined;
      });
      if (!answer) return (await Promise.all(transactions.map(transaction => signOne(transaction)))) as typeof transactions;
      if (!Array.isArray(answer.transactions) || answer.transactions.length !== transactions.length) throw new Error('The wallet returned a different number of transactions');
      const list = answer.transactions as unknown[];
      return transactions.map((transaction, index) => signed(transaction, { transaction: fromBase64(list[index]) }, address)) as typeof transactions;
    },
    async signAndSendTransaction(transaction, options) {
      const params = { transaction: toBase64(serialize(transaction, signer())), ...(options ? { sendOptions: options } : {}) };
      const { signature } = await request<{ signature: string }>('solana_signAndSendTransaction', params);
      context.afterSend();
      return signature;
    },
    async sendTransaction(transaction, connection, options) {
      const signature = await connection.sendRawTransaction(wireOf(await signOne(transaction)), options);
      context.afterSend();
      return signature;
    },
    async getAccounts() {
      const address = context.address();
      return address ? [{ namespace: 'solana', address, type: 'eoa' }] : [];
    },
    on(event, listener) {
      let set = listeners.get(event);
      if (!set) listeners.set(event, (set = new Set()));
      set.add(listener as Listener);
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener as Listener);
    },
    emit(event, data) {
      listeners.get(event)?.forEach(listener => (listener as (data: unknown) => void)(data));
    },
  };
  return provider;
}
