import type { CaipNetworkId } from '../core/index.js';
import type { SIWXSession } from '../core/siwx/index.js';

/** Where a {@link SIWXConfig} keeps sessions, as AppKit's `SIWXStorage`: it stores, never verifies. */
export interface SIWXStorage {
  /** Keeps a new session. */
  add(session: SIWXSession): Promise<void>;
  /** Forgets the sessions of `address` on `chainId`. */
  delete(chainId: CaipNetworkId, address: string): Promise<void>;
  /** The stored sessions of `address` on `chainId`. */
  get(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]>;
  /** Replaces every stored session. */
  set(sessions: SIWXSession[]): Promise<void>;
}
