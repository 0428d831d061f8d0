import type { CaipNetworkId } from '../core/index.js';
import type { SIWXConfig as SIWXConfigShape, SIWXMessage, SIWXMessageInput, SIWXSession } from '../core/siwx/index.js';
import type { SIWXMessenger } from './siwx-messenger.js';
import type { SIWXStorage } from './siwx-storage.js';
import type { SIWXVerifier } from './siwx-verifier.js';

/** The three parts of a {@link SIWXConfig} and whether signing is required, as in AppKit. */
export interface SIWXConfigParams {
  /** Builds the messages. */
  messenger: SIWXMessenger;
  /** Check the sessions; a session is valid when every verifier for its namespace accepts it (and one exists). */
  verifiers: SIWXVerifier[];
  /** Keeps the sessions. */
  storage: SIWXStorage;
  /** False lets the user stay connected after declining to sign (default true). */
  required?: boolean;
}

/**
 * AppKit's base class for a `siwx` option made of parts: a messenger, verifiers and a storage. Extend it to
 * replace one of the steps; pass an instance as `createAppKit({ siwx })`.
 */
export abstract class SIWXConfig implements SIWXConfigShape {
  private readonly messenger: SIWXMessenger;
  private readonly verifiers: SIWXVerifier[];
  private readonly storage: SIWXStorage;
  required: boolean;

  constructor(params: SIWXConfigParams) {
    this.messenger = params.messenger;
    this.verifiers = params.verifiers;
    this.storage = params.storage;
    this.required = params.required ?? true;
  }

  createMessage(input: SIWXMessageInput): Promise<SIWXMessage> {
    return this.messenger.createMessage(input);
  }

  /** Verifies the session and keeps it; throws when it is not valid. */
  async addSession(session: SIWXSession): Promise<void> {
    if (!(await this.verifySession(session))) throw new Error('Invalid SIWX session: the signature does not match the message');
    return this.storage.add(session);
  }

  /** Verifies every session, then replaces the stored ones; nothing changes when one is not valid. */
  async setSessions(sessions: SIWXSession[]): Promise<void> {
    const verdicts = await Promise.all(sessions.map(session => this.verifySession(session)));
    if (verdicts.some(valid => !valid)) throw new Error('Invalid SIWX session: the signature does not match the message');
    return this.storage.set(sessions);
  }

  /** The valid stored sessions; the invalid ones are removed from the storage. */
  async getSessions(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]> {
    const sessions = await this.storage.get(chainId, address);
    const verdicts = await Promise.all(sessions.map(session => this.verifySession(session)));
    const valid = sessions.filter((_, i) => verdicts[i]);
    if (valid.length < sessions.length) {
      // The storage replaces one account's sessions only through delete and add.
      await this.storage.delete(chainId, address);
      for (const session of valid) await this.storage.add(session);
    }
    return valid;
  }

  revokeSession(chainId: CaipNetworkId, address: string): Promise<void> {
    return this.storage.delete(chainId, address);
  }

  getRequired(): boolean {
    return this.required;
  }

  /** Valid when at least one verifier checks it and every one that does accepts it. */
  protected async verifySession(session: SIWXSession): Promise<boolean> {
    const verifiers = this.verifiers.filter(verifier => verifier.shouldVerify(session));
    if (verifiers.length === 0) return false;
    const verdicts = await Promise.all(verifiers.map(verifier => verifier.verify(session)));
    return verdicts.every(Boolean);
  }
}
