import { $account, $chain, $options, sdkVersion, setAccountProfile } from '../core/index.js';
import type { CaipNetworkId, ChainNamespace } from '../core/index.js';
import type { SIWXMessage, SIWXMessageData, SIWXMessageInput, SIWXSession, SIWXConfig as SIWXConfigShape } from '../core/siwx/index.js';
import { InformalMessenger } from './informal-messenger.js';

/** The hosted service AppKit's `ReownAuthentication` talks to. */
export const REOWN_AUTH_API_URL = 'https://api.web3modal.org';

/** Options of {@link ReownAuthentication}: AppKit's, plus `apiUrl`. */
export interface ReownAuthenticationParams {
  /** `localStorage` key of the session token (default `@appkit/siwx-auth-token`). */
  localAuthStorageKey?: string;
  /** `localStorage` key of the nonce token (default `@appkit/siwx-nonce-token`). */
  localNonceStorageKey?: string;
  /** False lets the user stay connected after declining to sign (default true). */
  required?: boolean;
  /** The service's origin (default {@link REOWN_AUTH_API_URL}); a test or a proxy passes its own. */
  apiUrl?: string;
}

/** The signed-in account as the service describes it (`getSessionAccount()`). */
export interface ReownSessionAccount {
  aud: string;
  iss: string;
  exp: number;
  projectIdKey: string;
  sub: string;
  address: string;
  chainId: number | string;
  chainNamespace: ChainNamespace;
  caip2Network: string;
  uri: string;
  domain: string;
  projectUuid: string;
  profileUuid: string;
  nonce: string;
  email?: string;
  appKitAccount?: Record<string, unknown>;
}

/** What the service is told about the wallet that signed. */
type WalletInfo = { type: 'walletconnect' | 'extension' | 'unknown'; name: string | undefined; icon: string | undefined };

type Header = 'nonce' | 'auth' | 'otp';
interface Request {
  method: 'GET' | 'POST' | 'PUT';
  key: string;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
  headers?: Header[];
}

type Listener = (session: SIWXSession | undefined) => void;

/**
 * AppKit's `ReownAuthentication` (alias `CloudAuthSIWX`): sign-in through Reown's hosted service, whose dashboard
 * then lists the app's users. The service hands out the nonce, checks the signature and returns a session token
 * kept in `localStorage`; `getSessions` asks it who is signed in. Requests carry the app's `projectId`.
 */
export class ReownAuthentication implements SIWXConfigShape {
  private readonly localAuthStorageKey: string;
  private readonly localNonceStorageKey: string;
  private readonly apiUrl: string;
  private readonly messenger: InformalMessenger;
  private required: boolean;
  private otpUuid: string | null = null;
  private listeners: Listener[] = [];

  constructor(params: ReownAuthenticationParams = {}) {
    this.localAuthStorageKey = params.localAuthStorageKey ?? '@appkit/siwx-auth-token';
    this.localNonceStorageKey = params.localNonceStorageKey ?? '@appkit/siwx-nonce-token';
    this.required = params.required ?? true;
    this.apiUrl = (params.apiUrl ?? REOWN_AUTH_API_URL).replace(/\/+$/, '');
    this.messenger = new InformalMessenger({
      domain: typeof location === 'undefined' ? 'Unknown Domain' : location.host,
      uri: typeof location === 'undefined' ? 'Unknown URI' : location.href,
      getNonce: () => this.getNonce(),
    });
  }

  createMessage(input: SIWXMessageInput): Promise<SIWXMessage> {
    return this.messenger.createMessage(input);
  }

  /** Sends the signed message to the service; its token becomes the session. Throws when the service refuses. */
  async addSession(session: SIWXSession): Promise<void> {
    const { data, message, signature } = session;
    const { toString: _text, ...fields } = data as SIWXMessageData & { toString?: unknown };
    const walletInfo = this.getWalletInfo();
    const response = (await this.request({
      method: 'POST',
      key: 'authenticate',
      body: { data: fields, message, signature, clientId: null, ...(walletInfo ? { walletInfo } : {}) },
      headers: ['nonce', 'otp'],
    })) as { token?: unknown } | null;
    if (typeof response?.token !== 'string') throw new Error('ReownAuthentication: the service returned no token');
    localStorage.setItem(this.localAuthStorageKey, response.token);
    this.emit(session);
    this.setAccountUser(decodeJwt(response.token));
    this.otpUuid = null;
  }

  /** The service's session for this account and network, if its token is still good; else none. */
  async getSessions(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]> {
    if (!localStorage.getItem(this.localAuthStorageKey)) return [];
    try {
      const account = (await this.request({ method: 'GET', key: 'me', headers: ['auth'] })) as ReownSessionAccount | null;
      if (!account || account.address.toLowerCase() !== address.toLowerCase() || account.caip2Network !== chainId) return [];
      const session: SIWXSession = { data: { accountAddress: account.address, chainId: account.caip2Network } as SIWXMessageData, message: '', signature: '' };
      this.emit(session);
      this.setAccountUser(account);
      return [session];
    } catch {
      return [];
    }
  }

  async revokeSession(_chainId: CaipNetworkId, _address: string): Promise<void> {
    this.clearStorageTokens();
  }

  /** An empty list signs out; otherwise the session of the active network (or the first) is sent. */
  async setSessions(sessions: SIWXSession[]): Promise<void> {
    if (sessions.length === 0) return this.clearStorageTokens();
    const active = $chain.get().activeNetwork?.caipNetworkId;
    await this.addSession(sessions.find(s => s.data.chainId === active) ?? sessions[0]!);
  }

  getRequired(): boolean {
    return this.required;
  }

  /** The signed-in account with its AppKit profile; throws when nobody is signed in. */
  async getSessionAccount(): Promise<ReownSessionAccount> {
    if (!localStorage.getItem(this.localAuthStorageKey)) throw new Error('Not authenticated');
    return (await this.request({ method: 'GET', key: 'me', query: { includeAppKitAccount: true }, headers: ['auth'] })) as ReownSessionAccount;
  }

  /** Stores app-defined metadata on the signed-in account. */
  async setSessionAccountMetadata(metadata: object | null = null): Promise<unknown> {
    if (!localStorage.getItem(this.localAuthStorageKey)) throw new Error('Not authenticated');
    return this.request({ method: 'PUT', key: 'account-metadata', body: { metadata }, headers: ['auth'] });
  }

  /** Calls back with each new session (or `undefined` on sign-out); returns the unsubscribe function. */
  on(event: 'sessionChanged', callback: Listener): () => void {
    if (event !== 'sessionChanged') throw new Error(`ReownAuthentication: unknown event "${String(event)}"`);
    this.listeners.push(callback);
    return () => {
      this.listeners = this.listeners.filter(listener => listener !== callback);
    };
  }

  removeAllListeners(): void {
    this.listeners = [];
  }

  /** Asks the service to mail a one-time code; the next sign-in message then names the email. */
  async requestEmailOtp({ email, account }: { email: string; account: string }): Promise<{ uuid: string | null }> {
    const otp = (await this.request({ method: 'POST', key: 'otp', body: { email, account } })) as { uuid: string | null };
    this.otpUuid = otp.uuid;
    this.messenger.resources = [`email:${email}`];
    return otp;
  }

  async confirmEmailOtp({ code }: { code: string }): Promise<null> {
    return (await this.request({ method: 'PUT', key: 'otp', body: { code }, headers: ['otp'] })) as null;
  }

  private async request({ method, key, query, body, headers = [] }: Request): Promise<unknown> {
    const url = new URL(`${this.apiUrl}/auth/v1/${key}`);
    url.searchParams.set('projectId', $options.get()?.projectId ?? '');
    url.searchParams.set('st', 'appkit');
    url.searchParams.set('sv', sdkVersion());
    for (const [name, value] of Object.entries(query ?? {})) url.searchParams.set(name, String(value));
    const sent: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
    for (const header of headers) {
      if (header === 'nonce') sent['x-nonce-jwt'] = `Bearer ${localStorage.getItem(this.localNonceStorageKey)}`;
      if (header === 'auth') sent['Authorization'] = `Bearer ${localStorage.getItem(this.localAuthStorageKey)}`;
      if (header === 'otp' && this.otpUuid) sent['x-otp'] = this.otpUuid;
    }
    let response: Response;
    try {
      response = await fetch(url, { method, headers: sent, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    } catch (cause) {
      // Offline, or the service is down: said as such, so the sign-in view offers to try again (the wallet stays).
      throw Object.assign(new Error('ReownAuthentication: the sign-in service could not be reached', { cause }), { name: 'NetworkError' });
    }
    if (!response.ok) throw new Error(await response.text());
    return response.headers.get('content-type')?.includes('application/json') ? response.json() : null;
  }

  private async getNonce(): Promise<string> {
    const answer = (await this.request({ method: 'GET', key: 'nonce' })) as { nonce?: unknown; token?: unknown } | null;
    if (typeof answer?.nonce !== 'string' || typeof answer.token !== 'string') throw new Error('ReownAuthentication: the service returned no nonce');
    localStorage.setItem(this.localNonceStorageKey, answer.token);
    return answer.nonce;
  }

  private getWalletInfo(): WalletInfo | undefined {
    const info = $account.get().connectedWalletInfo;
    if (!info) return undefined;
    const type = info.type === 'WALLET_CONNECT' ? 'walletconnect' : info.type === 'ANNOUNCED' || info.type === 'INJECTED' || info.type === 'EXTERNAL' ? 'extension' : 'unknown';
    return { type, name: info.name, icon: info.icon };
  }

  private clearStorageTokens(): void {
    this.otpUuid = null;
    localStorage.removeItem(this.localAuthStorageKey);
    localStorage.removeItem(this.localNonceStorageKey);
    this.emit(undefined);
  }

  private emit(session: SIWXSession | undefined): void {
    for (const listener of this.listeners) listener(session);
  }

  /** The service knows the user's email after an email sign-in: every namespace's account shows it. */
  private setAccountUser(account: { email?: unknown }): void {
    if (typeof account.email !== 'string') return;
    for (const namespace of ['eip155', 'solana'] as const) setAccountProfile(namespace, { user: { email: account.email } });
  }
}

/** The payload of a JWT (not verified: the service signed it, and only the service checks it). */
function decodeJwt(token: string): Record<string, unknown> {
  const payload = token.split('.')[1];
  if (!payload || token.split('.').length !== 3) throw new Error('ReownAuthentication: invalid token');
  const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
  return JSON.parse(atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='))) as Record<string, unknown>;
}

export { ReownAuthentication as CloudAuthSIWX };
