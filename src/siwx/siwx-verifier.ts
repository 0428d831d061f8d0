import type { SIWXSession } from '../core/siwx/index.js';
import type { NetworkNamespace } from '../networks/types.js';

/** Checks sessions of one chain namespace, as AppKit's `SIWXVerifier`. */
export abstract class SIWXVerifier {
  /** The namespace whose sessions this verifier checks. */
  abstract readonly chainNamespace: NetworkNamespace;

  /** True when this verifier should check `session` (by default: its chain is in this namespace). */
  shouldVerify(session: SIWXSession): boolean {
    return session.data.chainId.startsWith(`${this.chainNamespace}:`);
  }

  /** True when the session's signature is valid for its message and account. */
  abstract verify(session: SIWXSession): Promise<boolean>;
}
