import { compactU16 } from '../../core/solana/index.js';

/**
 * A compiled @solana/kit transaction (`compileTransaction(message)`): the message's bytes and one signature slot per
 * signer, in the message's signer order. Declared here so the entry needs no @solana/kit import.
 */
export interface KitTransaction {
  readonly messageBytes: ReadonlyBytes;
  readonly signatures: Readonly<Record<string, ReadonlyBytes | null>>;
}

/** Kit's bytes are `Uint8Array`s typed read-only. */
export type ReadonlyBytes = ArrayLike<number> & Iterable<number>;

export function isKitTransaction(value: unknown): value is KitTransaction {
  if (!value || typeof value !== 'object') return false;
  const { messageBytes, signatures } = value as Partial<KitTransaction>;
  return (messageBytes as unknown) instanceof Uint8Array && typeof signatures === 'object' && signatures !== null && !Array.isArray(signatures);
}

/** The wire format: signature count (compact-u16), the signatures (zeros for an empty slot), the message. */
export function kitToWire(transaction: KitTransaction): Uint8Array {
  const slots = Object.values(transaction.signatures);
  const prefix = compactU16(slots.length);
  const wire = new Uint8Array(prefix.length + 64 * slots.length + transaction.messageBytes.length);
  wire.set(prefix, 0);
  slots.forEach((signature, index) => signature && wire.set(signature, prefix.length + 64 * index));
  wire.set(transaction.messageBytes, prefix.length + 64 * slots.length);
  return wire;
}

/** A signed wire transaction back in kit's shape, with the signer order of `original`. */
export function kitFromWire<T extends KitTransaction>(wire: Uint8Array, original: T): T {
  const signers = Object.keys(original.signatures);
  let count = 0;
  let offset = 0;
  for (let shift = 0; ; shift += 7) {
    const byte = wire[offset++]!;
    count |= (byte & 0x7f) << shift;
    if ((byte & 0x80) === 0) break;
  }
  if (count !== signers.length) throw new Error('The wallet returned a transaction with other signers');
  const signatures: Record<string, Uint8Array | null> = {};
  signers.forEach((signer, index) => {
    const bytes = wire.slice(offset + 64 * index, offset + 64 * (index + 1));
    signatures[signer] = bytes.some(byte => byte !== 0) ? bytes : null;
  });
  return Object.freeze({ ...original, messageBytes: wire.slice(offset + 64 * count), signatures: Object.freeze(signatures) });
}

