/**
 * SIWX (sign in with X) shapes, as in Reown AppKit's `SIWXConfig`, so an AppKit SIWX plugin works unchanged.
 * Type-only: importing this module costs nothing at run time.
 */
import type { CaipNetworkId } from './types.js';

/** An ISO 8601 UTC timestamp, e.g. `2026-11-22T14:00:00.000Z`. */
export type SIWXTimestamp = string;

/** What differs per user: the account and network asked to sign in. */
export interface SIWXMessageInput {
  accountAddress: string;
  /** CAIP-2 network id, e.g. `eip155:1`. */
  chainId: CaipNetworkId | (string & {});
  notBefore?: SIWXTimestamp;
}

/** The app's side of the message. */
export interface SIWXMessageMetadata {
  domain: string;
  uri: string;
  version: string;
  nonce: string;
  statement?: string;
  resources?: string[];
}

export interface SIWXMessageIdentifier {
  requestId?: string;
  issuedAt?: SIWXTimestamp;
  expirationTime?: SIWXTimestamp;
}

/** Every field of a sign-in message (what a session keeps as `data`). */
export interface SIWXMessageData extends SIWXMessageInput, SIWXMessageMetadata, SIWXMessageIdentifier {}

/** A sign-in message: its fields plus `toString()`, which returns the exact text the wallet signs. */
export interface SIWXMessage extends SIWXMessageData {
  toString(): string;
}

/** A CAIP-74 capability object, as a wallet returns from WalletConnect one-click authentication. */
export interface SIWXCacao {
  h: { t: string };
  p: Record<string, unknown> & { iss: string };
  s: { t: string; s: string; m?: string };
}

/** A signed-in session: the message fields, the signed text and the wallet's signature. */
export interface SIWXSession {
  data: SIWXMessageData;
  message: string;
  signature: string;
  cacao?: SIWXCacao;
}

/**
 * The `siwx` option: creates messages and keeps sessions. Methods are declared as methods (not arrow
 * properties) so an implementation may take narrower or wider parameters, as a class does.
 */
export interface SIWXConfig {
  /** Builds a new, unique message for `input`; its `toString()` is what the wallet signs. */
  createMessage(input: SIWXMessageInput): Promise<SIWXMessage>;
  /** Verifies and keeps a signed session; throws when the session is not valid. */
  addSession(session: SIWXSession): Promise<void>;
  /** Forgets the sessions of `address` on `chainId`. */
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>;
  /** Replaces every session (an empty list signs out everywhere); throws when one is not valid. */
  setSessions(sessions: SIWXSession[]): Promise<void>;
  /** Valid, unexpired sessions of `address` on `chainId`. */
  getSessions(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]>;
  /** True when declining to sign disconnects the wallet; absent or false lets the user stay connected. */
  getRequired?(): boolean;
  /** False keeps the sessions when the user disconnects (default true: disconnecting signs out). */
  signOutOnDisconnect?: boolean;
}
