import type { SIWXSession } from '../core/siwx/index.js';
import { decodeBase58 } from '../core/solana/index.js';
import { SIWXVerifier } from './siwx-verifier.js';

/**
 * Verifies Solana sessions, as AppKit's `SolanaVerifier`: an Ed25519 signature (base58) of the message's UTF-8
 * bytes by the account's public key (its base58 address). Uses the browser's Web Crypto Ed25519.
 */
export class SolanaVerifier extends SIWXVerifier {
  readonly chainNamespace = 'solana' as const;

  async verify(session: SIWXSession): Promise<boolean> {
    try {
      const publicKey = new Uint8Array(decodeBase58(session.data.accountAddress));
      const signature = new Uint8Array(decodeBase58(session.signature));
      if (publicKey.length !== 32 || signature.length !== 64) return false;
      const key = await crypto.subtle.importKey('raw', publicKey, { name: 'Ed25519' }, false, ['verify']);
      return await crypto.subtle.verify({ name: 'Ed25519' }, key, signature, new TextEncoder().encode(session.message));
    } catch {
      return false;
    }
  }
}
