import * as z from 'zod/mini';
import type { AccountType, Eip1193Provider, SocialProvider } from '../types.js';
import type { WalletConnector } from '../connection/connectors.js';

/*
 * What the auth slice needs of the embedded wallet. The connector in src/connectors/auth implements it and
 * registers itself; core finds it in the registry by id, so core never imports the connector, not even its type.
 */

/** The user's input the sign-in steps check before anything reaches the frame (the frame's own schemas reuse them). */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const satisfies readonly SocialProvider[];
export const socialProviderSchema = z.enum(SOCIAL_PROVIDERS);
export const emailSchema = z.string().check(z.maxLength(320), z.email());

/** The part of the frame's user that core reads; the connector's own type carries the rest. */
export interface AuthUser {
  chainId: string | number;
}

type Rect = { left: number; top: number; width: number; height: number };

/** The login steps of the frame session (spec section 4), as the auth actions call them. */
export interface AuthWalletSession {
  readonly frame: { readonly origin: string; show(rect: Rect): void; hide(): void };
  emailWaitSeconds(): number;
  connectEmail(email: string): Promise<{ action: 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT' }>;
  connectDevice(): Promise<unknown>;
  connectOtp(otp: string): Promise<unknown>;
  getSocialRedirectUri(payload: { provider: SocialProvider }): Promise<{ uri: string }>;
  connectSocial(uri: string): Promise<AuthUser>;
  updateEmail(email: string): Promise<{ action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }>;
  updateEmailPrimaryOtp(otp: string): Promise<unknown>;
  updateEmailSecondaryOtp(otp: string): Promise<string>;
}

/** The embedded wallet's connector as the auth slice sees it. */
export interface AuthWallet extends WalletConnector {
  readonly session: AuthWalletSession;
  user: AuthUser | undefined;
  /** Loads the frame ahead of the first sign-in step. */
  start(): void;
  applyUser(user: AuthUser): void;
  getProvider(): Eip1193Provider;
  setPreferredAccountType(type: AccountType): Promise<AccountType>;
}
