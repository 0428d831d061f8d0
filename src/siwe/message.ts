/**
 * EIP-4361 sign-in text for AppKit's SIWE helpers: `formatMessage` writes it from the fields and the account's DID
 * (`did:pkh:<namespace>:<reference>:<address>`, CAIP-10 behind `did:pkh:`), the readers take the account and the
 * chain back out of a signed text. Plain string work: no DOM, no network.
 */

/** The fields `formatMessage` writes; `aud` and `uri` name the same line (one of them is needed). */
export interface SIWEFormatMessageParams {
  domain: string;
  nonce: string;
  aud?: string;
  uri?: string;
  /** Default `'1'`. */
  version?: string;
  /** Issued At, ISO 8601; default: now. */
  iat?: string;
  /** Not Before, ISO 8601. */
  nbf?: string;
  /** Expiration Time, ISO 8601. */
  exp?: string;
  statement?: string;
  requestId?: string;
  resources?: string[];
  /** Accepted and ignored: the chain comes from the issuer's DID. */
  chainId?: string | number;
  expiry?: number;
  type?: string;
}

/** The chain names EIP-4361's first line uses for the namespaces wallets sign in with. */
const CHAIN_NAMES: Record<string, string> = { eip155: 'Ethereum', solana: 'Solana', bip122: 'Bitcoin' };

const DID_PKH = /^did:pkh:([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32}):([-.%a-zA-Z0-9]{1,128})$/;
const HEADER = / wants you to sign in with your .+ account:$/;
const ETH_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** The DID's namespace, reference and address, or undefined when `iss` is not a `did:pkh` DID. */
function parseDid(iss: unknown): { namespace: string; reference: string; address: string } | undefined {
  const match = typeof iss === 'string' ? DID_PKH.exec(iss) : null;
  return match ? { namespace: match[1]!, reference: match[2]!, address: match[3]! } : undefined;
}

/** The chain reference of a `did:pkh` DID (`'10'` for `did:pkh:eip155:10:0x…`); undefined for anything else. */
export function getDidChainId(iss: string): string | undefined {
  return parseDid(iss)?.reference;
}

/** The address of a `did:pkh` DID; undefined for anything else. */
export function getDidAddress(iss: string): string | undefined {
  return parseDid(iss)?.address;
}

const describe = (value: unknown): string => (typeof value === 'string' ? JSON.stringify(value.slice(0, 80)) : typeof value);

function requireText(params: SIWEFormatMessageParams, field: 'domain' | 'nonce'): string {
  const value = params[field];
  if (typeof value !== 'string' || value === '') throw new TypeError(`formatMessage: \`${field}\` is required (got ${describe(value)})`);
  return value;
}

/**
 * The EIP-4361 text the wallet signs, for the account `iss` names as a DID (`did:pkh:eip155:1:0x…`, as
 * `createMessage` receives it in `args.address`). Throws a TypeError naming the field when one is missing or not
 * allowed (no domain or nonce, neither `uri` nor `aud`, a line break in the statement, an issuer that is not a DID).
 */
export function formatMessage(params: SIWEFormatMessageParams, iss: string): string {
  if (typeof params !== 'object' || params === null) throw new TypeError(`formatMessage: expected the message fields, got ${describe(params)}`);
  const did = parseDid(iss);
  if (!did) throw new TypeError(`formatMessage: the issuer must be a DID like did:pkh:eip155:1:0x…, got ${describe(iss)}`);
  const domain = requireText(params, 'domain');
  const nonce = requireText(params, 'nonce');
  const uri = params.aud || params.uri;
  if (!uri) throw new TypeError('formatMessage: `uri` (or `aud`) is required');
  const { statement } = params;
  if (statement !== undefined && /[\r\n]/.test(statement)) throw new TypeError('formatMessage: the statement must be one line (no `\\r` or `\\n`)');
  const optional: [string, string | undefined][] = [
    ['Expiration Time', params.exp],
    ['Not Before', params.nbf],
    ['Request ID', params.requestId],
  ];
  const lines = [
    `${domain} wants you to sign in with your ${CHAIN_NAMES[did.namespace] ?? did.namespace} account:`,
    did.address,
    '',
    ...(statement ? [statement] : []),
    '',
    `URI: ${uri}`,
    `Version: ${params.version ?? '1'}`,
    `Chain ID: ${did.reference}`,
    `Nonce: ${nonce}`,
    `Issued At: ${params.iat ?? new Date().toISOString()}`,
    ...optional.filter(([, value]) => value).map(([name, value]) => `${name}: ${value}`),
  ];
  if (params.resources?.length) lines.push('Resources:', ...params.resources.map(resource => `- ${resource}`));
  return lines.join('\n');
}

function requireMessage(message: unknown, reader: string): string {
  if (typeof message !== 'string') throw new TypeError(`${reader}: expected the signed message text, got ${describe(message)}`);
  return message;
}

/**
 * The account that signs in with `message`: the address line under EIP-4361's first line (or, in a message of
 * another shape, its first 0x address). Throws when the message names no Ethereum address.
 */
export function getAddressFromMessage(message: string): string {
  const lines = requireMessage(message, 'getAddressFromMessage').split('\n');
  const header = lines.findIndex(line => HEADER.test(line));
  const line = header >= 0 ? lines[header + 1]?.trim() : undefined;
  if (line && ETH_ADDRESS.test(line)) return line;
  const anywhere = /0x[0-9a-fA-F]{40}(?![0-9a-fA-F])/.exec(message)?.[0];
  if (!anywhere) throw new Error(`getAddressFromMessage: the message names no Ethereum address (${describe(message)})`);
  return anywhere;
}

/** The network `message` signs in on, as CAIP-2 (`eip155:1`), from its `Chain ID:` line; throws when it has none. */
export function getChainIdFromMessage(message: string): string {
  const chainId = /^Chain ID: (\d+)$/m.exec(requireMessage(message, 'getChainIdFromMessage'))?.[1];
  if (!chainId) throw new Error(`getChainIdFromMessage: the message has no "Chain ID:" line (${describe(message)})`);
  return `eip155:${chainId}`;
}
