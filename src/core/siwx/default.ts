import type { CaipNetworkId } from '../types.js';
import type { SIWXConfig, SIWXMessage, SIWXMessageInput, SIWXSession } from '../siwx-types.js';
import { loadLazy } from '../lazy.js';

/** Options of {@link DefaultSIWX}. Every field is optional. */
export interface DefaultSIWXOptions {
  /** RFC 3986 authority asking for the sign-in (default: the page's host). Sessions for another domain are rejected. */
  domain?: string;
  /** URI the sign-in is for (default: the page's origin). */
  uri?: string;
  /** Human-readable sentence the wallet shows above the message (one line, ASCII). */
  statement?: string;
  /** URIs the user also agrees to, listed under "Resources". */
  resources?: string[];
  /** Session lifetime in milliseconds; expired sessions are dropped (default: no expiry). */
  expiration?: number;
  /** Nonce source, e.g. a server that checks it later (default: a random EIP-4361 nonce made in the page). */
  getNonce?: () => Promise<string>;
  /** True (default) when declining to sign disconnects the wallet. */
  required?: boolean;
  /** False keeps sessions when the user disconnects (default true). */
  signOutOnDisconnect?: boolean;
  /**
   * The clock, in milliseconds since the epoch like `Date.now` (the default). It dates new messages and decides
   * which sessions are within their validity window: an app whose device clock is off passes a server-corrected
   * one, and a test moves time instead of waiting for a session to expire.
   */
  now?: () => number;
}

/** The verifying implementation is its own chunk (viem's SIWE and signature code): loaded on first use. */
const impl = () => loadLazy('siwxImpl');

/**
 * The shipped `siwx` implementation, a counterpart of AppKit's `DefaultSIWX`: EIP-4361 messages built with
 * viem, signatures verified with viem (EOA by recovery; smart accounts through ERC-1271/ERC-6492 calls on the
 * network's RPC), sessions kept in localStorage under `w3m:siwxSessions`. It proves wallet ownership to the
 * page; an app whose server must trust the sign-in passes `getNonce` and checks the signature server-side.
 *
 * ```ts
 * createAppKit({ networks: [mainnet], siwx: new DefaultSIWX({ required: false }) });
 * ```
 */
export class DefaultSIWX implements SIWXConfig {
  readonly signOutOnDisconnect: boolean;

  constructor(private readonly options: DefaultSIWXOptions = {}) {
    this.signOutOnDisconnect = options.signOutOnDisconnect ?? true;
  }

  async createMessage(input: SIWXMessageInput): Promise<SIWXMessage> {
    return (await impl()).createMessage(this.options, input);
  }

  async addSession(session: SIWXSession): Promise<void> {
    return (await impl()).addSession(this.options, session);
  }

  async revokeSession(chainId: CaipNetworkId, address: string): Promise<void> {
    return (await impl()).revokeSession(chainId, address);
  }

  async setSessions(sessions: SIWXSession[]): Promise<void> {
    return (await impl()).setSessions(this.options, sessions);
  }

  async getSessions(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]> {
    return (await impl()).getSessions(this.options, chainId, address);
  }

  getRequired(): boolean {
    return this.options.required ?? true;
  }
}

/** Same as `new DefaultSIWX(options)`. */
export function createDefaultSIWX(options: DefaultSIWXOptions = {}): DefaultSIWX {
  return new DefaultSIWX(options);
}
