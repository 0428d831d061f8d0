import type { SIWXConfig } from '../../core/options/index.js';
import type { WcProvider } from './provider.js';

/** The fields of a SIWX message the one-click authentication needs (AppKit's `SIWXMessage`). */
interface SiwxMessage {
  accountAddress: string;
  chainId: string;
  domain: string;
  uri: string;
  version: string;
  nonce: string;
  statement?: string;
  issuedAt?: string;
  expirationTime?: string;
  notBefore?: string;
  requestId?: string;
  resources?: string[];
}

type Call = (...args: unknown[]) => Promise<unknown> | unknown;

function isSiwxMessage(value: unknown): value is SiwxMessage {
  const message = value as Partial<SiwxMessage> | undefined;
  return typeof message?.nonce === 'string' && typeof message.domain === 'string' && typeof message.uri === 'string';
}

/** `did:pkh:eip155:1:0xabc…` → chain reference and address. */
function parseIssuer(iss: string): { chainId: string; address: string } | undefined {
  const match = /^did:pkh:eip155:(\d+):(0x[0-9a-fA-F]{40})$/.exec(iss);
  return match ? { chainId: match[1]!, address: match[2]! } : undefined;
}

/** How long the wallet has to answer a proposal that carries a sign-in request (the SDK's proposal default). */
const AUTH_REQUEST_TTL_S = 300;

export interface SiwxAuthentication {
  message: SiwxMessage;
  /** What goes into `connect({ authentication })`, the SDK's current one-click API. */
  request: AuthenticateRequest;
}

type AuthenticateRequest = NonNullable<Parameters<WcProvider['connect']>[0]['authentication']>[number];

/**
 * One-click authentication (a session and a SIWX signature in one wallet prompt) through the SDK's current
 * API: a sign-in request carried by the session proposal (`connect({ authentication })`). Returns undefined
 * when SIWX cannot describe the request (then a plain session is asked for).
 */
export async function siwxAuthentication(siwx: SIWXConfig, chains: readonly string[], activeChain: string): Promise<SiwxAuthentication | undefined> {
  const message = await (siwx.createMessage as Call)({ chainId: activeChain, accountAddress: '' });
  if (!isSiwxMessage(message)) return undefined;
  const request: AuthenticateRequest = {
    chains: [activeChain, ...chains.filter(chain => chain !== activeChain)],
    domain: message.domain,
    uri: message.uri,
    nonce: message.nonce,
    ttl: AUTH_REQUEST_TTL_S,
    ...(message.statement ? { statement: message.statement } : {}),
    ...(message.expirationTime ? { exp: message.expirationTime } : {}),
    ...(message.notBefore ? { nbf: message.notBefore } : {}),
    ...(message.requestId ? { requestId: message.requestId } : {}),
    ...(message.resources ? { resources: message.resources } : {}),
  };
  return { message, request };
}

/**
 * Stores the sign-ins the wallet signed while approving the session (its CACAOs), so the sign-in check that
 * follows finds them and asks for no second signature. A wallet that ignored the request signed none.
 */
export async function storeSiwxSessions(provider: WcProvider, siwx: SIWXConfig, message: SiwxMessage): Promise<void> {
  for (const cacao of provider.session?.authentication ?? []) {
    const issuer = parseIssuer(cacao.p.iss);
    if (!issuer) continue;
    const text = provider.client.formatAuthMessage({ request: cacao.p, iss: cacao.p.iss });
    await (siwx.addSession as Call)({
      data: { ...message, accountAddress: issuer.address, chainId: `eip155:${issuer.chainId}` },
      message: text,
      signature: cacao.s.s,
      cacao,
    });
  }
}
