import type { CaipAddress, CaipNetworkId, ChainNamespace } from './types.js';

const ADDRESS_RE = /^0x[0-9a-fA-F]{40}$/;
const TX_HASH_RE = /^0x[0-9a-fA-F]{64}$/;
const SIGNATURE_RE = /^0x[0-9a-fA-F]{62,}$/;
/** Base58 (no 0, O, I, l): a 32-byte ed25519 key is 32 to 44 characters. */
const SOLANA_ADDRESS_RE = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
/** CAIP-2 references of Solana clusters are the first 32 characters of the genesis hash. */
const SOLANA_CLUSTER_RE = /^[1-9A-HJ-NP-Za-km-z]{32}$/;

/** True for a Solana address (base58 public key). */
export function isSolanaAddress(value: unknown): value is string {
  return typeof value === 'string' && SOLANA_ADDRESS_RE.test(value);
}

/** A wallet's chain answer in its namespace: an EVM chain id as a number, a Solana cluster reference as is. */
export function parseChainReference(namespace: ChainNamespace, value: unknown): number | string {
  if (namespace === 'eip155') return parseChainId(value);
  if (typeof value === 'string' && SOLANA_CLUSTER_RE.test(value)) return value;
  throw new Error(`Invalid ${namespace} chain id: ${String(value).slice(0, 40)}`);
}

/** True for an EVM address: 0x plus 40 hex characters. */
export function isEvmAddress(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && ADDRESS_RE.test(value);
}

/** True for a transaction hash: 0x plus 64 hex characters. */
export function isTransactionHash(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && TX_HASH_RE.test(value);
}

/** True for a signed message: 0x plus at least 62 hex characters. */
export function isSignature(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && SIGNATURE_RE.test(value);
}

export function toCaipNetworkId(namespace: ChainNamespace, chainId: number | string): CaipNetworkId {
  return `${namespace}:${chainId}`;
}

export function toCaipAddress(caipNetworkId: CaipNetworkId, address: string): CaipAddress {
  return `${caipNetworkId}:${address}` as CaipAddress;
}

/** Splits `eip155:1:0xabc` into its parts; throws on anything else so bad input never becomes state. */
export function parseCaipAddress(caipAddress: string): {
  namespace: ChainNamespace;
  chainId: string;
  address: string;
} {
  const [namespace, chainId, address, ...rest] = caipAddress.split(':');
  if (!namespace || !chainId || !address || rest.length > 0) {
    throw new Error(`Invalid CAIP-10 address: ${caipAddress}`);
  }
  if (namespace !== 'eip155' && namespace !== 'solana') {
    throw new Error(`Unsupported chain namespace: ${namespace}`);
  }
  return { namespace, chainId, address };
}

/** Reads a chain id answer (hex string, decimal string or number) as a number. */
export function parseChainId(value: unknown): number {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value;
  if (typeof value === 'string') {
    // Whole-string match: parseInt alone would read a garbage answer like "0x1zz" as chain 1.
    const parsed = /^0x[0-9a-f]+$/i.test(value) ? Number.parseInt(value, 16) : /^[0-9]+$/.test(value) ? Number(value) : Number.NaN;
    if (Number.isSafeInteger(parsed) && parsed > 0) return parsed;
  }
  throw new Error(`Invalid chain id: ${String(value).slice(0, 40)}`);
}
