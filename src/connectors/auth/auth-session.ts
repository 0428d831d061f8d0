import { STORAGE_KEYS, isString, readStored, removeStored, writeStored } from '../../core/storage.js';
import { EMAIL_LOGIN_WAIT_MS, ERRORS } from './constants.js';
import type { FrameClient } from './frame-client.js';
import type { AppPayload, FrameUser, RpcRequest, SuccessPayload } from './schemas.js';

const isChain = (value: unknown): value is string | number =>
  (typeof value === 'number' && Number.isSafeInteger(value)) || (typeof value === 'string' && /^[\w:-]{1,64}$/.test(value));

/** The stored client values of spec section 3, kept together under one storage key. */
export interface AuthCache {
  emailLoginUsed?: true;
  email?: string;
  lastEmailLoginTime?: number;
  socialUsername?: string;
  lastUsedChain?: string | number;
  /** Comma-separated chain ids, as the spec stores them; '' after a failed load. */
  smartAccountNetworks?: string;
}

/** Each field is checked on its own: a bad field is forgotten, the others survive. */
const FIELD_CHECKS: { [K in keyof AuthCache]-?: (value: unknown) => boolean } = {
  emailLoginUsed: value => value === true,
  email: value => isString(value),
  lastEmailLoginTime: value => typeof value === 'number' && Number.isFinite(value) && value > 0,
  socialUsername: value => isString(value),
  lastUsedChain: isChain,
  smartAccountNetworks: value => typeof value === 'string' && /^(\d+(,\d+)*)?$/.test(value)
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function readAuthCache(): AuthCache {
  const raw = readStored(STORAGE_KEYS.auth, isObject) ?? {};
  const cache: Record<string, unknown> = {};
  for (const [key, check] of Object.entries(FIELD_CHECKS)) if (key in raw && check(raw[key])) cache[key] = raw[key];
  return cache as AuthCache;
}

function patchAuthCache(patch: { [K in keyof AuthCache]?: AuthCache[K] | undefined }): void {
  const next: Record<string, unknown> = { ...readAuthCache(), ...patch };
  for (const key of Object.keys(next)) if (next[key] === undefined) delete next[key];
  if (Object.keys(next).length === 0) removeStored(STORAGE_KEYS.auth);
  else writeStored(STORAGE_KEYS.auth, next);
}

/** The smart-account networks as numbers; `undefined` when never loaded. */
export function smartAccountNetworks(): number[] | undefined {
  const list = readAuthCache().smartAccountNetworks;
  return list === undefined ? undefined : list ? list.split(',').map(Number) : [];
}

/** What a disconnect, a failed connection check or a not-connected answer forget (spec section 4). */
export function clearAuthCache(): void {
  patchAuthCache({ emailLoginUsed: undefined, email: undefined, lastUsedChain: undefined, socialUsername: undefined });
}

/**
 * The frame client plus the login and cache rules of spec section 4: the 30 s wait between email requests,
 * what a login stores, what a disconnect clears, the chain id answered from the last used chain.
 */
export class AuthSession {
  constructor(
    readonly frame: FrameClient,
    private readonly now: () => number = Date.now
  ) {}

  /** Seconds left before another email may be sent; 0 when it may go now. */
  emailWaitSeconds(): number {
    const last = readAuthCache().lastEmailLoginTime;
    if (last === undefined) return 0;
    return Math.max(0, Math.ceil((last + EMAIL_LOGIN_WAIT_MS - this.now()) / 1000));
  }

  async connectEmail(email: string): Promise<SuccessPayload<'CONNECT_EMAIL'>> {
    const wait = this.emailWaitSeconds();
    if (wait > 0) throw new Error(ERRORS.throttle.replace('{n}', String(wait)));
    const answer = await this.frame.request('CONNECT_EMAIL', { email });
    patchAuthCache({ lastEmailLoginTime: this.now() });
    return answer;
  }

  connectDevice(): Promise<unknown> {
    return this.frame.request('CONNECT_DEVICE');
  }

  connectOtp(otp: string): Promise<unknown> {
    return this.frame.request('CONNECT_OTP', { otp });
  }

  getSocialRedirectUri(payload: AppPayload<'GET_SOCIAL_REDIRECT_URI'>): Promise<SuccessPayload<'GET_SOCIAL_REDIRECT_URI'>> {
    return this.frame.request('GET_SOCIAL_REDIRECT_URI', payload);
  }

  async connectSocial(uri: string): Promise<FrameUser> {
    const user = await this.frame.request('CONNECT_SOCIAL', { uri });
    if (user.userName) patchAuthCache({ socialUsername: user.userName });
    return user;
  }

  getFarcasterUri(): Promise<SuccessPayload<'GET_FARCASTER_URI'>> {
    return this.frame.request('GET_FARCASTER_URI');
  }

  async connectFarcaster(): Promise<SuccessPayload<'CONNECT_FARCASTER'>> {
    const answer = await this.frame.request('CONNECT_FARCASTER');
    patchAuthCache({ socialUsername: answer.userName });
    return answer;
  }

  async getUser(payload: AppPayload<'GET_USER'>): Promise<FrameUser> {
    const user = await this.frame.request('GET_USER', payload);
    patchAuthCache({ lastUsedChain: user.chainId });
    return user;
  }

  /** A successful login: remember the email and that email login was used; the email wait is over. */
  loginSucceeded(email: string | null | undefined): void {
    patchAuthCache({ emailLoginUsed: true, ...(email ? { email } : {}), lastEmailLoginTime: undefined });
  }

  /** Answers "not connected" without asking the frame when email login was never used on this device. */
  async isConnected(token?: string): Promise<boolean> {
    if (!readAuthCache().emailLoginUsed) return false;
    try {
      const { isConnected } = await this.frame.request('IS_CONNECTED', token ? { token } : {});
      if (!isConnected) clearAuthCache();
      return isConnected;
    } catch (error) {
      clearAuthCache();
      throw error;
    }
  }

  async getChainId(): Promise<string | number> {
    const stored = readAuthCache().lastUsedChain;
    if (stored !== undefined) return stored;
    const { chainId } = await this.frame.request('GET_CHAIN_ID');
    patchAuthCache({ lastUsedChain: chainId });
    return chainId;
  }

  async switchNetwork(chainId: string | number): Promise<string | number> {
    const answer = await this.frame.request('SWITCH_NETWORK', { chainId });
    patchAuthCache({ lastUsedChain: answer.chainId });
    return answer.chainId;
  }

  async getSmartAccountEnabledNetworks(): Promise<number[]> {
    try {
      const { smartAccountEnabledNetworks } = await this.frame.request('GET_SMART_ACCOUNT_ENABLED_NETWORKS');
      patchAuthCache({ smartAccountNetworks: smartAccountEnabledNetworks.join(',') });
      return smartAccountEnabledNetworks;
    } catch (error) {
      patchAuthCache({ smartAccountNetworks: '' });
      throw error;
    }
  }

  initSmartAccount(): Promise<SuccessPayload<'INIT_SMART_ACCOUNT'>> {
    return this.frame.request('INIT_SMART_ACCOUNT');
  }

  setPreferredAccount(type: 'eoa' | 'smartAccount'): Promise<SuccessPayload<'SET_PREFERRED_ACCOUNT'>> {
    return this.frame.request('SET_PREFERRED_ACCOUNT', { type });
  }

  rpcRequest(request: RpcRequest): Promise<unknown> {
    return this.frame.request('RPC_REQUEST', request);
  }

  updateEmail(email: string): Promise<SuccessPayload<'UPDATE_EMAIL'>> {
    return this.frame.request('UPDATE_EMAIL', { email });
  }

  updateEmailPrimaryOtp(otp: string): Promise<unknown> {
    return this.frame.request('UPDATE_EMAIL_PRIMARY_OTP', { otp });
  }

  async updateEmailSecondaryOtp(otp: string): Promise<string> {
    const { newEmail } = await this.frame.request('UPDATE_EMAIL_SECONDARY_OTP', { otp });
    patchAuthCache({ email: newEmail });
    return newEmail;
  }

  async signOut(): Promise<void> {
    try {
      await this.frame.request('SIGN_OUT');
    } finally {
      clearAuthCache();
    }
  }

  syncTheme(payload: AppPayload<'SYNC_THEME'>): Promise<unknown> {
    return this.frame.request('SYNC_THEME', payload);
  }

  syncDappData(payload: AppPayload<'SYNC_DAPP_DATA'>): Promise<unknown> {
    return this.frame.request('SYNC_DAPP_DATA', payload);
  }

  reload(): Promise<unknown> {
    return this.frame.request('RELOAD');
  }
}
