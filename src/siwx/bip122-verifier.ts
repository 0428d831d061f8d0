import type { SIWXSession } from '../core/siwx/index.js';
import { SIWXVerifier } from './siwx-verifier.js';

/**
 * AppKit's `BIP122Verifier`, for Bitcoin sessions. The modal connects no Bitcoin wallet, so no Bitcoin session
 * can be signed through it: every Bitcoin session is refused (it never verifies a signature it cannot check).
 */
export class BIP122Verifier extends SIWXVerifier {
  readonly chainNamespace = 'bip122' as const;

  async verify(_session: SIWXSession): Promise<boolean> {
    return false;
  }
}
