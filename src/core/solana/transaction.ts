/**
 * Solana's legacy transaction message, built by hand (the modal ships no @solana/web3.js): the account list in
 * Solana's order (signers first, writable before read-only), compact-u16 lengths, and the three instructions a send
 * needs: the System program's transfer, the associated token program's idempotent Create, and SPL Token's
 * TransferChecked. The associated account's address is a program-derived address: the first bump whose hash is off
 * the ed25519 curve.
 */
import { sha256 } from 'viem';
import { decodeBase58, encodeBase58 } from './base58.js';
import { compactU16 } from './compact-u16.js';

export const SYSTEM_PROGRAM = '11111111111111111111111111111111';
export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL';

export interface AccountMeta {
  address: string;
  signer: boolean;
  writable: boolean;
}

export interface Instruction {
  program: string;
  accounts: AccountMeta[];
  data: Uint8Array;
}

const u64 = (value: bigint): number[] => {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigUint64(0, value, true);
  return [...bytes];
};

/** A 32-byte key from its base58 text; anything else is not a Solana address. */
export function keyBytes(address: string): Uint8Array {
  const bytes = decodeBase58(address);
  if (bytes.length !== 32) throw new Error(`Invalid Solana address: ${address.slice(0, 60)}`);
  return bytes;
}

/** The message a fee payer signs: header, accounts, recent blockhash, instructions. */
export function compileMessage(payer: string, instructions: Instruction[], blockhash: string): Uint8Array {
  const metas = new Map<string, AccountMeta>([[payer, { address: payer, signer: true, writable: true }]]);
  const add = (meta: AccountMeta): void => {
    const known = metas.get(meta.address);
    metas.set(meta.address, { address: meta.address, signer: meta.signer || !!known?.signer, writable: meta.writable || !!known?.writable });
  };
  for (const instruction of instructions) {
    instruction.accounts.forEach(add);
    add({ address: instruction.program, signer: false, writable: false });
  }
  const rank = (meta: AccountMeta): number => (meta.signer ? 0 : 2) + (meta.writable ? 0 : 1);
  // The payer stays first: it pays the fee with the first signature.
  const keys = [...metas.values()].sort((a, b) => (a.address === payer ? -1 : b.address === payer ? 1 : rank(a) - rank(b)));
  const header = [keys.filter(meta => meta.signer).length, keys.filter(meta => meta.signer && !meta.writable).length, keys.filter(meta => !meta.signer && !meta.writable).length];
  const index = (address: string): number => keys.findIndex(meta => meta.address === address);
  const bytes: number[] = [...header, ...compactU16(keys.length)];
  for (const meta of keys) bytes.push(...keyBytes(meta.address));
  bytes.push(...keyBytes(blockhash), ...compactU16(instructions.length));
  for (const instruction of instructions) {
    bytes.push(index(instruction.program), ...compactU16(instruction.accounts.length), ...instruction.accounts.map(meta => index(meta.address)));
    bytes.push(...compactU16(instruction.data.length), ...instruction.data);
  }
  return Uint8Array.from(bytes);
}

/** The wire form of an unsigned transaction: one empty signature slot per signer, then the message. */
export function unsignedWire(message: Uint8Array): Uint8Array {
  const signers = message[0]!;
  return Uint8Array.from([...compactU16(signers), ...new Uint8Array(64 * signers), ...message]);
}

export function systemTransfer(from: string, to: string, lamports: bigint): Instruction {
  return { program: SYSTEM_PROGRAM, data: Uint8Array.from([2, 0, 0, 0, ...u64(lamports)]), accounts: [
    { address: from, signer: true, writable: true },
    { address: to, signer: false, writable: true },
  ] };
}

/** Creates `owner`'s associated account of `mint` unless it exists (instruction 1, CreateIdempotent). */
export function createAssociatedAccount(payer: string, account: string, owner: string, mint: string, tokenProgram: string): Instruction {
  return { program: ASSOCIATED_TOKEN_PROGRAM, data: Uint8Array.of(1), accounts: [
    { address: payer, signer: true, writable: true },
    { address: account, signer: false, writable: true },
    { address: owner, signer: false, writable: false },
    { address: mint, signer: false, writable: false },
    { address: SYSTEM_PROGRAM, signer: false, writable: false },
    { address: tokenProgram, signer: false, writable: false },
  ] };
}

/** SPL Token's TransferChecked (12): the amount in base units, checked against the mint's decimals. */
export function tokenTransfer(source: string, mint: string, destination: string, owner: string, amount: bigint, decimals: number, tokenProgram: string): Instruction {
  return { program: tokenProgram, data: Uint8Array.from([12, ...u64(amount), decimals]), accounts: [
    { address: source, signer: false, writable: true },
    { address: mint, signer: false, writable: false },
    { address: destination, signer: false, writable: true },
    { address: owner, signer: true, writable: false },
  ] };
}

const P = 2n ** 255n - 19n;
const power = (base: bigint, exponent: bigint): bigint => {
  let result = 1n;
  let b = base % P;
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % P;
    b = (b * b) % P;
  }
  return result;
};
const D = (((-121665n * power(121666n, P - 2n)) % P) + P) % P;

/** Whether 32 bytes decompress to an ed25519 point: x² = (y² − 1) / (d·y² + 1) must be a square mod p. */
export function isOnCurve(bytes: Uint8Array): boolean {
  let y = 0n;
  for (let i = 31; i >= 0; i--) y = (y << 8n) | BigInt(i === 31 ? bytes[i]! & 0x7f : bytes[i]!);
  if (y >= P) return false;
  const y2 = (y * y) % P;
  const x2 = ((y2 - 1n + P) * power((D * y2 + 1n) % P, P - 2n)) % P;
  return x2 === 0n || power(x2, (P - 1n) / 2n) === 1n;
}

const SEED_TAG = new TextEncoder().encode('ProgramDerivedAddress');

/** `owner`'s associated token account of `mint`: the program-derived address wallets send a token to. */
export function associatedTokenAccount(owner: string, mint: string, tokenProgram: string): string {
  const seeds = [...keyBytes(owner), ...keyBytes(tokenProgram), ...keyBytes(mint)];
  const program = keyBytes(ASSOCIATED_TOKEN_PROGRAM);
  for (let bump = 255; bump >= 0; bump--) {
    const hash = sha256(Uint8Array.from([...seeds, bump, ...program, ...SEED_TAG]), 'bytes');
    if (!isOnCurve(hash)) return encodeBase58(hash);
  }
  throw new Error('No associated token address');
}
