import { sessionMap } from '../session.js';
import type { SocialProvider, ReadOnlyMap } from '../types.js';

export { AUTH_CONNECTOR_ID } from '../connection/connectors.js';

/** Steps of the email sign-in (spec section 4: the frame answers VERIFY_DEVICE, VERIFY_OTP or CONNECT). */
export type EmailStep = 'idle' | 'sending' | 'verify-device' | 'verify-otp' | 'connecting';

export interface EmailFlowState {
  step: EmailStep;
  email: string | undefined;
  /** Text shown under the field: a refused address, the wait, or the frame's own message. */
  error: string | undefined;
}

export interface SocialFlowState {
  provider: SocialProvider | undefined;
  step: 'idle' | 'waiting' | 'connecting';
  error: string | undefined;
}

export interface NameFlowState {
  status: 'idle' | 'registering' | 'failed';
  error: string | undefined;
}

const emailIdle: EmailFlowState = { step: 'idle', email: undefined, error: undefined };
const socialIdle: SocialFlowState = { provider: undefined, step: 'idle', error: undefined };
const nameIdle: NameFlowState = { status: 'idle', error: undefined };

export const $emailFlow: ReadOnlyMap<EmailFlowState> = sessionMap<EmailFlowState>(emailIdle);
export const $socialFlow: ReadOnlyMap<SocialFlowState> = sessionMap<SocialFlowState>(socialIdle);
export const $nameFlow: ReadOnlyMap<NameFlowState> = sessionMap<NameFlowState>(nameIdle);

