import type { SIWXMessage, SIWXMessageData, SIWXMessageInput } from '../core/siwx/index.js';

/** What every messenger takes, as AppKit's `SIWXMessenger.ConstructorParams`. */
export interface SIWXMessengerParams {
  domain: string;
  uri: string;
  statement?: string;
  resources?: string[];
  /** Lifetime of a message from its `notBefore` (or now), in milliseconds. */
  expiration?: number;
  /** The nonce of each new message (a server that checks it later supplies it). */
  getNonce: (input: SIWXMessageInput) => Promise<string>;
  /** A request id for each message; left out of the message when absent. */
  getRequestId?: () => Promise<string>;
}

/**
 * Builds sign-in messages, as AppKit's `SIWXMessenger`: the fields come from here, the text from the subclass's
 * `stringify`, and the message's `toString()` returns that text.
 */
export abstract class SIWXMessenger {
  domain: string;
  uri: string;
  statement?: string;
  resources?: string[];
  protected abstract readonly version: string;
  protected expiration?: number;
  protected getNonce: SIWXMessengerParams['getNonce'];
  protected getRequestId?: SIWXMessengerParams['getRequestId'];

  /** The text the wallet signs for `data`. */
  protected abstract stringify(data: SIWXMessageData): string;

  constructor(params: SIWXMessengerParams) {
    this.domain = params.domain;
    this.uri = params.uri;
    if (params.statement !== undefined) this.statement = params.statement;
    if (params.resources !== undefined) this.resources = params.resources;
    if (params.expiration !== undefined) this.expiration = params.expiration;
    this.getNonce = params.getNonce;
    if (params.getRequestId) this.getRequestId = params.getRequestId;
  }

  async createMessage(input: SIWXMessageInput): Promise<SIWXMessage> {
    const data: SIWXMessageData = {
      accountAddress: input.accountAddress,
      chainId: input.chainId,
      domain: this.domain,
      uri: this.uri,
      version: this.version,
      nonce: await this.getNonce(input),
      issuedAt: this.getIssuedAt(),
    };
    if (this.statement !== undefined) data.statement = this.statement;
    if (this.resources !== undefined) data.resources = this.resources;
    const requestId = await this.getRequestId?.();
    if (requestId !== undefined) data.requestId = requestId;
    const expirationTime = this.getExpirationTime(input);
    if (expirationTime !== undefined) data.expirationTime = expirationTime;
    const notBefore = this.getNotBefore(input);
    if (notBefore !== undefined) data.notBefore = notBefore;
    const text = this.stringify(data);
    return { ...data, toString: () => text };
  }

  protected getExpirationTime({ notBefore }: Pick<SIWXMessageInput, 'notBefore'>): string | undefined {
    if (this.expiration === undefined) return undefined;
    const start = notBefore ? new Date(notBefore).getTime() : Date.now();
    return this.stringifyDate(new Date(start + this.expiration));
  }

  protected getNotBefore({ notBefore }: Pick<SIWXMessageInput, 'notBefore'>): string | undefined {
    return notBefore ? this.stringifyDate(new Date(notBefore)) : undefined;
  }

  protected getIssuedAt(): string {
    return this.stringifyDate(new Date());
  }

  protected stringifyDate(date: Date): string {
    return date.toISOString();
  }
}
