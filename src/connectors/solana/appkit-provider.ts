import { PublicKey, Transaction, VersionedTransaction } from '@solana/web3.js';
import type { Connection, SendOptions, TransactionSignature } from '@solana/web3.js';
import type { ConnectorType, Eip1193Provider } from '../../core/types.js';
import { decodeBase58, encodeBase58 } from '../../core/solana/index.js';
import type { KitTransaction } from './kit-transaction.js';
import { isKitTransaction, kitFromWire, kitToWire } from './kit-transaction.js';

/** A transaction the provider signs: @solana/web3.js 1.x (legacy or versioned), or @solana/kit's compiled one. */
export type AnyTransaction = Transaction | VersionedTransaction;

type Event = 'connect' | 'disconnect' | 'accountsChanged' | 'chainChanged' | 'pendingTransaction';
type Listener = (data: unknown) => void;

/**
 * What `useAppKitProvider<Provider>('solana').walletProvider` is, with AppKit 1.7's shape
 * (`@reown/appkit-utils/solana`'s `Provider`): the connected key as a `PublicKey`, and signing that takes and returns
 * @solana/web3.js transactions. The same for a Wallet Standard wallet and a WalletConnect session's Solana account.
 */
export interface Provider extends Eip1193Provider {
  readonly chain: 'solana';
  readonly name: string;
  readonly type: ConnectorType;
  /** The connected account's key; `undefined` once it is gone. */
  readonly publicKey: PublicKey | undefined;
  /** Signs bytes with the account's key (ed25519); resolves the 64-byte signature. */
  signMessage(message: Uint8Array): Promise<Uint8Array>;
  signTransaction<T extends AnyTransaction | KitTransaction>(transaction: T): Promise<T>;
  signAllTransactions<T extends (AnyTransaction | KitTransaction)[]>(transactions: T): Promise<T>;
  /** The wallet signs and sends through its own RPC; resolves the signature (base58). */
  signAndSendTransaction(transaction: AnyTransaction | KitTransaction, options?: SendOptions): Promise<TransactionSignature>;
  /** The wallet signs; the app's `connection` sends. Resolves the signature (base58). */
  sendTransaction(transaction: AnyTransaction | KitTransaction, connection: Connection, options?: SendOptions): Promise<TransactionSignature>;
  getAccounts(): Promise<{ namespace: 'solana'; address: string; type: 'eoa' }[]>;
  on(event: Event, listener: Listener): void;
  removeListener(event: Event, listener: Listener): void;
  emit(event: Event, data?: unknown): void;
}

/** What the shaped provider needs from the modal: the account's address and what to do after a send. */
export interface ProviderContext {
  name: string;
  type: ConnectorType;
  address(): string | undefined;
  /** The CAIP-2 id of the Solana network requests go to (a WalletConnect session holding EVM too needs it named). */
  chain(): string | undefined;
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

function serialize(transaction: AnyTransaction | KitTransaction, payer: PublicKey): Uint8Array {
  if (isKitTransaction(transaction)) return kitToWire(transaction);
  if (transaction instanceof VersionedTransaction) return transaction.serialize();
  if (!(transaction instanceof Transaction)) throw new TypeError('Expected a @solana/web3.js Transaction or VersionedTransaction, or a @solana/kit transaction');
  // AppKit's examples set the fee payer; a transaction without one is paid by the connected account.
  transaction.feePayer ??= payer;
  return transaction.serialize({ requireAllSignatures: false, verifySignatures: false });
}

/** The signed transaction in the type the app passed. A wallet may answer only its signature (WalletConnect). */
function signed<T extends AnyTransaction | KitTransaction>(original: T, answer: { transaction?: unknown; signature?: unknown }, signer: PublicKey): T {
  if (answer.transaction !== undefined) {
    const wire = fromBase64(answer.transaction);
    if (isKitTransaction(original)) return kitFromWire(wire, original) as T;
    return (original instanceof VersionedTransaction ? VersionedTransaction.deserialize(wire) : Transaction.from(wire)) as T;
  }
  if (typeof answer.signature !== 'string') throw new Error('The wallet returned neither a transaction nor a signature');
  const signature = decodeBase58(answer.signature);
  if (isKitTransaction(original)) return { ...original, signatures: { ...original.signatures, [signer.toBase58()]: signature } } as T;
  if (original instanceof VersionedTransaction) {
    const index = original.message.staticAccountKeys.findIndex(key => key.equals(signer));
    if (index < 0) throw new Error('The connected account does not sign this transaction');
    original.signatures[index] = signature;
  } else {
    // web3.js copies the bytes into its own Buffer.
    (original as Transaction).addSignature(signer, signature as Buffer);
  }
  return original;
}

/** AppKit's Solana provider over the modal's `solana_*` request provider (Wallet Standard or WalletConnect). */
export function createSolanaProvider(base: Eip1193Provider, context: ProviderContext): Provider {
  const listeners = new Map<Event, Set<Listener>>();
  const publicKey = (): PublicKey => {
    const address = context.address();
    if (!address) throw Object.assign(new Error('Please call connect() before request()'), { code: 4100 });
    return new PublicKey(address);
  };
  // WalletConnect's provider takes the chain as a second argument; a Wallet Standard wallet's ignores it.
  const send = base.request as (args: { method: string; params: unknown }, chain?: string) => Promise<unknown>;
  const request = <T>(method: string, params: Record<string, unknown>): Promise<T> => send.call(base, { method, params }, context.chain()) as Promise<T>;
  const signOne = async <T extends AnyTransaction | KitTransaction>(transaction: T): Promise<T> => {
    const signer = publicKey();
    const answer = await request<{ transaction?: string; signature?: string }>('solana_signTransaction', { transaction: toBase64(serialize(transaction, signer)) });
    return signed(transaction, answer ?? {}, signer);
  };
  const provider: Provider = {
    chain: 'solana',
    name: context.name,
    type: context.type,
    get publicKey() {
      const address = context.address();
      return address ? new PublicKey(address) : undefined;
    },
    request: args => base.request(args),
    async signMessage(message) {
      if (!(message instanceof Uint8Array)) throw new TypeError('signMessage takes the message as a Uint8Array');
      const { signature } = await request<{ signature: string }>('solana_signMessage', { message: encodeBase58(message), pubkey: publicKey().toBase58() });
      return decodeBase58(signature);
    },
    signTransaction: signOne,
    async signAllTransactions(transactions) {
      const signer = publicKey();
      const wires = transactions.map(transaction => toBase64(serialize(transaction, signer)));
      const answer = await request<{ transactions?: unknown }>('solana_signAllTransactions', { transactions: wires }).catch(async (error: { code?: number }) => {
        // A wallet without the batch method signs them one by one (as AppKit does over WalletConnect).
        if (error?.code !== 4200 && error?.code !== 5201) throw error;
        return undefined;
      });
      if (!answer) return (await Promise.all(transactions.map(transaction => signOne(transaction)))) as typeof transactions;
      if (!Array.isArray(answer.transactions) || answer.transactions.length !== transactions.length) throw new Error('The wallet returned a different number of transactions');
      const list = answer.transactions as unknown[];
      return transactions.map((transaction, index) => signed(transaction, { transaction: list[index] }, signer)) as typeof transactions;
    },
    async signAndSendTransaction(transaction, options) {
      const signer = publicKey();
      const params = { transaction: toBase64(serialize(transaction, signer)), ...(options ? { sendOptions: options } : {}) };
      const { signature } = await request<{ signature: string }>('solana_signAndSendTransaction', params);
      context.afterSend();
      return signature;
    },
    async sendTransaction(transaction, connection, options) {
      const signedTransaction = await signOne(transaction);
      const wire = isKitTransaction(signedTransaction) ? kitToWire(signedTransaction) : signedTransaction.serialize();
      const signature = await connection.sendRawTransaction(wire, options);
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
      set.add(listener);
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
    },
    emit(event, data) {
      listeners.get(event)?.forEach(listener => listener(data));
    },
  };
  return provider;
}
