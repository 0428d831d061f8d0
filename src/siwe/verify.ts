import { createPublicClient, http, isAddress, isAddressEqual, isHex, recoverMessageAddress } from 'viem';

/** The provider's RPC host, which AppKit's `verifySignature` asks with the app's `projectId`. */
const BLOCKCHAIN_API_RPC = 'https://rpc.walletconnect.org/v1/';
/** One signature check over HTTP; a server's sign-in request should not hang on a slow node. */
const RPC_TIMEOUT_MS = 10_000;

/** What {@link verifySignature} checks. */
export interface SIWEVerifySignatureParams {
  /** The account that signed (`getAddressFromMessage(message)`). */
  address: string;
  /** The exact text that was signed. */
  message: string;
  /** The wallet's signature, 0x hex. */
  signature: string;
  /** The network the account signed on: CAIP-2 (`eip155:1`, as `getChainIdFromMessage` returns it) or its number. */
  chainId: string | number;
  /** The project id: smart accounts are checked on the provider's RPC host for `chainId`, as AppKit does. */
  projectId?: string;
  /** An RPC URL of the network to check smart accounts on instead (w3m-modal's addition, e.g. your own node). */
  rpcUrl?: string;
}

const describe = (value: unknown): string => (typeof value === 'string' ? JSON.stringify(value.slice(0, 80)) : typeof value);

/** `eip155:<n>` from CAIP-2 text, a bare number or its text; throws for anything else. */
function caipChainId(chainId: unknown): string {
  const reference = typeof chainId === 'number' ? String(chainId) : typeof chainId === 'string' ? chainId.replace(/^eip155:/, '') : '';
  if (!/^[1-9]\d{0,19}$/.test(reference)) throw new TypeError(`verifySignature: \`chainId\` must be an EVM chain id like "eip155:1" or 1, got ${describe(chainId)}`);
  return `eip155:${reference}`;
}

function requireText(value: unknown, name: string): string {
  if (typeof value !== 'string') throw new TypeError(`verifySignature: \`${name}\` must be a string, got ${describe(value)}`);
  return value;
}

/**
 * Whether `signature` is `address`'s signature of `message` (EIP-191 personal_sign). An ordinary account is
 * checked by recovering the signer, with no request; a smart account through ERC-1271 and ERC-6492 calls (viem's
 * `verifyMessage`) on `rpcUrl`, or on the provider's RPC host for `chainId` with `projectId`. Resolves false for a
 * signature that does not match or a node that cannot answer, as AppKit's does; throws a TypeError for arguments
 * of the wrong kind (a missing field, a chain id that is not an EVM one, neither `projectId` nor `rpcUrl`).
 */
export async function verifySignature(params: SIWEVerifySignatureParams): Promise<boolean> {
  if (typeof params !== 'object' || params === null) throw new TypeError(`verifySignature: expected { address, message, signature, chainId, projectId }, got ${describe(params)}`);
  const address = requireText(params.address, 'address');
  const message = requireText(params.message, 'message');
  const signature = requireText(params.signature, 'signature');
  const chainId = caipChainId(params.chainId);
  const { projectId, rpcUrl } = params;
  if (!rpcUrl && !projectId) throw new TypeError('verifySignature: pass `projectId` (or `rpcUrl`) to check smart-account signatures');
  if (!isAddress(address, { strict: false }) || !isHex(signature)) return false;
  try {
    if (isAddressEqual(await recoverMessageAddress({ message, signature }), address)) return true;
  } catch {
    // Not an ECDSA signature: it may still be a smart account's.
  }
  const url = rpcUrl ?? `${BLOCKCHAIN_API_RPC}?chainId=${chainId}&projectId=${encodeURIComponent(projectId!)}`;
  const client = createPublicClient({ transport: http(url, { timeout: RPC_TIMEOUT_MS, retryCount: 1 }) });
  try {
    return await client.verifyMessage({ address, message, signature });
  } catch {
    return false;
  }
}
