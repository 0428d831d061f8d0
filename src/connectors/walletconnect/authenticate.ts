import type { SIWXConfig } from '../../core/options.js';
import type { WcProvider } from './provider.js';
import { EIP155_METHODS } from './namespaces.js';

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

/**
 * One-click authentication (a session and a SIWX signature in one wallet prompt). Resolves true when it
 * produced a session; false when SIWX cannot describe the request. Throws what the wallet answered, so a
 * caller can tell a refusal from a wallet that does not support it.
 */
export async function authenticateWithSiwx(
  provider: WcProvider,
  siwx: SIWXConfig,
  chains: readonly string[],
  activeChain: string,
): Promise<boolean> {
  const message = await (siwx.createMessage as Call)({ chainId: activeChain, accountAddress: '' });
  if (!isSiwxMessage(message)) return false;
  const result = await provider.authenticate({
    chains: [activeChain, ...chains.filter(chain => chain !== activeChain)],
    domain: message.domain,
    uri: message.uri,
    nonce: message.nonce,
    methods: [...EIP155_METHODS],
    ...(message.statement ? { statement: message.statement } : {}),
    ...(message.issuedAt ? { iat: message.issuedAt } : {}),
    ...(message.expirationTime ? { exp: message.expirationTime } : {}),
    ...(message.notBefore ? { nbf: message.notBefore } : {}),
    ...(message.requestId ? { requestId: message.requestId } : {}),
    ...(message.resources ? { resources: message.resources } : {}),
  });
  for (const cacao of result.auths ?? []) {
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
  return provider.session !== undefined;
}
