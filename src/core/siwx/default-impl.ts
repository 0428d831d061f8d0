import { createClient, getAddress, http, isAddress, isAddressEqual, recoverMessageAddress } from 'viem';
import type { Hex } from 'viem';
import { createSiweMessage, generateSiweNonce, parseSiweMessage, validateSiweMessage, verifySiweMessage } from 'viem/siwe';
import type { CaipNetworkId } from '../types.js';
import { rpcUrlFor } from '../network/rpc-urls.js';
import { $options } from '../options/store.js';
import { $chain } from '../network/store.js';
import { STORAGE_KEYS, readStored, writeStored } from '../storage.js';
import { RPC_TIMEOUT_MS } from '../timeouts.js';
import type { DefaultSIWXOptions } from './default.js';
import type { SIWXMessage, SIWXMessageData, SIWXMessageInput, SIWXSession } from '../siwx-types.js';

/** More sessions than this means something is writing garbage: the oldest are dropped. */
const MAX_SESSIONS = 32;
const MAX_MESSAGE_CHARS = 4096;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function isSession(value: unknown): value is SIWXSession {
  if (!isRecord(value) || !isRecord(value['data'])) return false;
  const { data, message, signature } = value;
  return (
    typeof data['accountAddress'] === 'string' &&
    typeof data['chainId'] === 'string' &&
    typeof message === 'string' &&
    message.length <= MAX_MESSAGE_CHARS &&
    typeof signature === 'string' &&
    /^0x[0-9a-fA-F]+$/.test(signature)
  );
}

/** The stored list; a value of the wrong shape is removed and reads as empty. */
const isSessionList = (value: unknown): value is SIWXSession[] => Array.isArray(value) && value.length <= MAX_SESSIONS && value.every(isSession);

const stored = (): SIWXSession[] => readStored(STORAGE_KEYS.siwxSessions, isSessionList) ?? [];
const store = (sessions: SIWXSession[]): void => writeStored(STORAGE_KEYS.siwxSessions, sessions.slice(-MAX_SESSIONS));

/** `eip155:1` → 1; anything else is a clear error (this implementation signs EVM messages only). */
function evmChainId(chainId: string): number {
  const match = /^eip155:(\d{1,15})$/.exec(chainId);
  if (!match) throw new Error(`DefaultSIWX supports EVM networks only (got "${chainId.slice(0, 40)}")`);
  return Number(match[1]);
}

const pageHost = (): string => (typeof location === 'undefined' ? 'localhost' : location.host);
const pageOrigin = (): string => (typeof location === 'undefined' ? 'http://localhost' : location.origin);
const domainOf = (options: DefaultSIWXOptions): string => options.domain ?? pageHost();

const iso = (date: Date | undefined): string | undefined => date?.toISOString();
const nowOf = (options: DefaultSIWXOptions): Date => new Date(options.now ? options.now() : Date.now());

/**
 * Builds an EIP-4361 message. WalletConnect one-click authentication asks before any account is known
 * (`accountAddress: ''`): the fields are then complete, but the text needs an address.
 */
export async function createMessage(options: DefaultSIWXOptions, input: SIWXMessageInput): Promise<SIWXMessage> {
  const chainId = evmChainId(input.chainId);
  const address = input.accountAddress;
  if (address !== '' && !isAddress(address, { strict: false })) throw new Error('DefaultSIWX: `accountAddress` is not an EVM address');
  const nonce = options.getNonce ? await options.getNonce() : generateSiweNonce();
  const issuedAt = nowOf(options);
  const notBefore = input.notBefore ? new Date(input.notBefore) : undefined;
  if (notBefore && Number.isNaN(notBefore.getTime())) throw new Error('DefaultSIWX: `notBefore` is not a valid date');
  const expirationTime =
    options.expiration !== undefined ? new Date((notBefore ?? issuedAt).getTime() + options.expiration) : undefined;
  const fields = {
    domain: domainOf(options),
    uri: options.uri ?? pageOrigin(),
    version: '1' as const,
    nonce,
    ...(options.statement ? { statement: options.statement } : {}),
    ...(options.resources ? { resources: options.resources } : {}),
  };
  const data: SIWXMessageData = {
    accountAddress: address,
    chainId: input.chainId,
    ...fields,
    issuedAt: iso(issuedAt),
    ...(expirationTime ? { expirationTime: iso(expirationTime) } : {}),
    ...(notBefore ? { notBefore: iso(notBefore) } : {}),
  };
  // Built now so a bad field (domain, nonce, statement) fails here, not in the wallet.
  const text = address
    ? createSiweMessage({ ...fields, address: getAddress(address), chainId, issuedAt, expirationTime, notBefore })
    : undefined;
  return {
    ...data,
    toString: () => {
      if (text === undefined) throw new Error('DefaultSIWX: the message text needs an account address');
      return text;
    },
  };
}

/** RPC of a configured network, for smart-account checks; `undefined` when the network is not configured. */
function rpcFor(chainId: string): string | undefined {
  const options = $options.get();
  const network = $chain.get().networks.find(n => n.caipNetworkId === chainId);
  return options && network ? rpcUrlFor(options, network) : undefined;
}

/**
 * True when `session` is an EIP-4361 message for its own `data` (account, chain, nonce, this app's domain),
 * within its validity window, signed by that account: an EOA by recovery, else ERC-1271/6492 on the RPC.
 */
export async function verifySession(options: DefaultSIWXOptions, session: SIWXSession): Promise<boolean> {
  if (!isSession(session)) return false;
  const { data, message } = session;
  const signature = session.signature as Hex;
  let chainId: number;
  try {
    chainId = evmChainId(data.chainId);
  } catch {
    return false;
  }
  const parsed = parseSiweMessage(message);
  const address = data.accountAddress;
  if (!isAddress(address, { strict: false }) || parsed.chainId !== chainId || parsed.nonce !== data.nonce) return false;
  const domain = domainOf(options);
  const time = nowOf(options);
  if (!validateSiweMessage({ message: parsed, address, domain, time })) return false;
  try {
    if (isAddressEqual(await recoverMessageAddress({ message, signature }), address)) return true;
  } catch {
    // Not an ECDSA signature: may still be a smart account's.
  }
  const rpcUrl = rpcFor(data.chainId);
  if (!rpcUrl) return false;
  const client = createClient({ transport: http(rpcUrl, { timeout: RPC_TIMEOUT_MS, retryCount: 1 }) });
  try {
    return await verifySiweMessage(client, { message, signature, address, domain, time });
  } catch {
    return false;
  }
}

const matches = (session: SIWXSession, chainId: string, address: string): boolean =>
  session.data.chainId === chainId && session.data.accountAddress.toLowerCase() === address.toLowerCase();

/** Keeps the message fields only (a message object also carries `toString`). */
function plainSession(session: SIWXSession): SIWXSession {
  const { toString: _text, ...data } = session.data as SIWXMessageData & { toString?: unknown };
  return { data, message: session.message, signature: session.signature, ...(session.cacao ? { cacao: session.cacao } : {}) };
}

async function requireValid(options: DefaultSIWXOptions, session: SIWXSession): Promise<SIWXSession> {
  if (!(await verifySession(options, session))) throw new Error('Invalid SIWX session: the signature does not match the message');
  return plainSession(session);
}

/** Verifies `session`, then keeps it in place of any earlier one for the same account and chain. */
export async function addSession(options: DefaultSIWXOptions, session: SIWXSession): Promise<void> {
  const valid = await requireValid(options, session);
  const { chainId, accountAddress } = valid.data;
  store([...stored().filter(s => !matches(s, chainId, accountAddress)), valid]);
}

export async function revokeSession(chainId: CaipNetworkId, address: string): Promise<void> {
  store(stored().filter(s => !matches(s, chainId, address)));
}

/** Replaces every session; nothing changes when one of them is not valid. */
export async function setSessions(options: DefaultSIWXOptions, sessions: SIWXSession[]): Promise<void> {
  if (!Array.isArray(sessions)) throw new Error('setSessions expects an array of sessions');
  store(await Promise.all(sessions.map(session => requireValid(options, session))));
}

/** The account's valid sessions on `chainId`; tampered or expired ones are dropped from storage. */
export async function getSessions(options: DefaultSIWXOptions, chainId: CaipNetworkId, address: string): Promise<SIWXSession[]> {
  const candidates = stored().filter(s => matches(s, chainId, address));
  const verdicts = await Promise.all(candidates.map(s => verifySession(options, s)));
  const invalid = candidates.filter((_, i) => !verdicts[i]);
  // Re-read: another tab or call may have written while the signatures were checked.
  if (invalid.length > 0) store(stored().filter(s => !invalid.some(bad => sameSession(bad, s))));
  return candidates.filter((_, i) => verdicts[i]);
}

const sameSession = (a: SIWXSession, b: SIWXSession): boolean => a.signature === b.signature && a.message === b.message;
