import type { CaipNetworkId } from '../core/index.js';
import type { SIWXConfig, SIWXMessage, SIWXMessageInput, SIWXSession } from '../core/siwx/index.js';
import type { SIWEClientParts, SIWESession, SIWEVerifyMessageArgs } from './types.js';

/** The EVM chain id of a CAIP-2 id (`eip155:10` → 10); undefined for another namespace. */
function evmChainId(chainId: string): number | undefined {
  const match = /^eip155:(\d+)$/.exec(chainId);
  return match ? Number(match[1]) : undefined;
}

/** The app's session, or undefined when there is none or it cannot be read (a warning says why). */
async function readSession(siwe: SIWEClientParts): Promise<SIWESession | undefined> {
  try {
    const session = await siwe.methods.getSession();
    if (!session) return undefined;
    if (!session.address || !session.chainId) throw new Error('a SIWE session needs `address` and `chainId`');
    return session;
  } catch (error) {
    console.warn('w3m-modal: SIWE getSession failed', error);
    return undefined;
  }
}

async function signOut(siwe: SIWEClientParts): Promise<void> {
  await siwe.methods.signOut();
  siwe.methods.onSignOut?.();
}

/**
 * The `siwx` config the modal signs in through for a SIWE client (what `siweConfig` becomes): messages from the
 * app's `getMessageParams`, `getNonce` and `createMessage`; a signed message goes to its `verifyMessage`; the
 * session is the app's `getSession`. A session for another account or network than the one asked about ends
 * (`signOut`) when `signOutOnAccountChange` / `signOutOnNetworkChange` say so, and the modal asks to sign again.
 * Networks of another namespace than EVM count as signed in (SIWE signs EVM accounts only).
 */
export function mapToSIWX(siwe: SIWEClientParts): SIWXConfig {
  const config: SIWXConfig = {
    signOutOnDisconnect: siwe.options.signOutOnDisconnect,

    async createMessage(input: SIWXMessageInput): Promise<SIWXMessage> {
      const params = await siwe.methods.getMessageParams?.();
      if (!params) throw new Error('SIWE: `getMessageParams()` must return the message fields (domain, uri, chains, …)');
      const nonce = await siwe.getNonce(input.accountAddress);
      const issuedAt = params.iat ?? new Date().toISOString();
      const fields = {
        accountAddress: input.accountAddress,
        chainId: input.chainId,
        domain: params.domain,
        uri: params.uri,
        version: '1',
        nonce,
        issuedAt,
        ...(params.statement === undefined ? {} : { statement: params.statement }),
        ...(params.resources === undefined ? {} : { resources: params.resources }),
        ...(params.requestId === undefined ? {} : { requestId: params.requestId }),
        ...(params.exp === undefined ? {} : { expirationTime: params.exp }),
        ...(params.nbf === undefined ? {} : { notBefore: params.nbf }),
      };
      const text = siwe.createMessage({
        ...params,
        chainId: evmChainId(input.chainId) ?? 1,
        address: `did:pkh:${input.chainId}:${input.accountAddress}`,
        nonce,
        version: '1',
        iat: issuedAt,
      });
      return { ...fields, toString: () => text };
    },

    async addSession(session: SIWXSession): Promise<void> {
      const chainId = evmChainId(session.data.chainId);
      if (chainId === undefined) return;
      // The whole session goes to the app, as AppKit passes it: `message` and `signature`, and `data` beside them.
      const signed = { ...session, cacao: session.cacao as SIWEVerifyMessageArgs['cacao'] };
      if (!(await siwe.methods.verifyMessage(signed))) throw new Error('SIWE: the server did not accept the signed message');
      siwe.methods.onSignIn?.({ address: session.data.accountAddress, chainId });
    },

    async revokeSession(): Promise<void> {
      await signOut(siwe).catch(error => console.warn('w3m-modal: SIWE signOut failed', error));
    },

    async setSessions(sessions: SIWXSession[]): Promise<void> {
      if (sessions.length === 0) return config.revokeSession('eip155:1', '');
      return config.addSession(sessions[0]!);
    },

    async getSessions(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]> {
      if (evmChainId(chainId) === undefined) return [{ data: { accountAddress: address, chainId, domain: '', uri: '', version: '1', nonce: '' }, message: '', signature: '' }];
      const session = await readSession(siwe);
      if (!session) return [];
      const otherNetwork = `eip155:${session.chainId}` !== chainId;
      const otherAccount = session.address.toLowerCase() !== address.toLowerCase();
      if ((otherNetwork && siwe.options.signOutOnNetworkChange) || (otherAccount && siwe.options.signOutOnAccountChange)) {
        await config.revokeSession(chainId, address);
        return [];
      }
      const data = { accountAddress: session.address, chainId: `eip155:${session.chainId}`, domain: '', uri: '', version: '1', nonce: '' };
      return [{ data, message: '', signature: '' }];
    },

    getRequired: () => siwe.options.required,
  };
  return config;
}
