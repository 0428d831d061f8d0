/**
 * The transactions an app hands the Solana provider, in the wallet's wire format and back, without a web3.js copy of
 * our own: a web3.js transaction is recognised by its shape and rebuilt with its own class (its constructor's `from`
 * or `deserialize`), so the app gets back the very class it passed, whichever copy of web3.js it has. @solana/kit's
 * compiled transactions are handled by kit-transaction.ts.
 */
import type { PublicKey, Transaction, VersionedTransaction } from '@solana/web3.js';
import { decodeBase58 } from '../../core/solana/index.js';
import type { KitTransaction } from './kit-transaction.js';
import { isKitTransaction, kitFromWire, kitToWire } from './kit-transaction.js';

/** A transaction the provider signs: @solana/web3.js 1.x (legacy or versioned), or @solana/kit's compiled one. */
export type AnyTransaction = Transaction | VersionedTransaction;

/** A key of the app's web3.js (a `PublicKey`): what a transaction holds for its accounts. */
type KeyLike = { toBase58(): string };

function isVersioned(value: unknown): value is VersionedTransaction {
  const candidate = value as Partial<VersionedTransaction> | null;
  return typeof candidate?.serialize === 'function' && 'version' in (candidate as object) && Array.isArray(candidate.message?.staticAccountKeys);
}

function isLegacy(value: unknown): value is Transaction {
  const candidate = value as Partial<Transaction> | null;
  return (
    typeof candidate?.serialize === 'function' &&
    typeof candidate.addSignature === 'function' &&
    Array.isArray(candidate.instructions) &&
    Array.isArray(candidate.signatures)
  );
}

/** A key of the transaction's own class for `address` (from any key it holds), to set as its fee payer. */
function keyOfClass(transaction: Transaction, address: string): PublicKey | undefined {
  const sample = transaction.instructions.flatMap(instruction => [instruction.programId, ...instruction.keys.map(meta => meta.pubkey)])[0];
  const KeyClass = (sample as KeyLike | undefined)?.constructor as (new (value: string) => PublicKey) | undefined;
  return KeyClass ? new KeyClass(address) : undefined;
}

/** The wire bytes the wallet signs; a legacy transaction without a fee payer is paid by `payer`. */
export function serialize(transaction: AnyTransaction | KitTransaction, payer: string): Uint8Array {
  if (isKitTransaction(transaction)) return kitToWire(transaction);
  if (isVersioned(transaction)) return transaction.serialize();
  if (!isLegacy(transaction)) throw new TypeError('Expected a @solana/web3.js Transaction or VersionedTransaction, or a @solana/kit transaction');
  // AppKit's examples set the fee payer; a transaction without one is paid by the connected account.
  transaction.feePayer ??= keyOfClass(transaction, payer);
  return transaction.serialize({ requireAllSignatures: false, verifySignatures: false });
}

/** The serialized form a signed transaction is sent as. */
export function wireOf(transaction: AnyTransaction | KitTransaction): Uint8Array {
  return isKitTransaction(transaction) ? kitToWire(transaction) : transaction.serialize();
}

/**
 * The signed transaction in the type the app passed. A wallet answers the signed transaction (base64 wire bytes) or
 * only the signature (WalletConnect's Solana RPC), which is then put in the signer's slot.
 */
export function signed<T extends AnyTransaction | KitTransaction>(original: T, answer: { transaction?: Uint8Array; signature?: unknown }, signer: string): T {
  if (answer.transaction !== undefined) {
    if (isKitTransaction(original)) return kitFromWire(answer.transaction, original) as T;
    const own = original.constructor as { from?: (wire: Uint8Array) => T; deserialize?: (wire: Uint8Array) => T };
    return (isVersioned(original) ? own.deserialize!(answer.transaction) : own.from!(answer.transaction));
  }
  if (typeof answer.signature !== 'string') throw new Error('The wallet returned neither a transaction nor a signature');
  const signature = decodeBase58(answer.signature);
  if (isKitTransaction(original)) return { ...original, signatures: { ...original.signatures, [signer]: signature } } as T;
  if (isVersioned(original)) {
    const index = original.message.staticAccountKeys.findIndex(key => key.toBase58() === signer);
    if (index < 0) throw new Error('The connected account does not sign this transaction');
    original.signatures[index] = signature;
    return original;
  }
  const slot = (original as Transaction).signatures.find(pair => pair.publicKey.toBase58() === signer);
  if (!slot) throw new Error('The connected account does not sign this transaction');
  // web3.js copies the bytes into its own Buffer.
  (original as Transaction).addSignature(slot.publicKey, signature as Buffer);
  return original;
}
