import { getConnector } from '../connection/connectors.js';
import { connect } from '../connection/connect.js';
import { $connectError } from '../connection/store.js';
import { getAccount } from '../connection/account.js';
import { updateEmbeddedUser } from '../connection/details.js';
import { $modal } from '../modal/store.js';
import { $chain } from '../network/store.js';
import { emitEvent } from '../events/store.js';
import { $router } from '../modal/router.js';
import type { SocialProvider, Writable } from '../types.js';
import { emailSchema, socialProviderSchema } from './wallet.js';
import type { AuthWallet } from './wallet.js';
import { $emailFlow, $socialFlow, AUTH_CONNECTOR_ID } from './store.js';
import { authMsg } from './messages.js';

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The registered auth connector, if email or socials are on. */
export function authConnector(): AuthWallet | undefined {
  const connector = getConnector(AUTH_CONNECTOR_ID);
  return connector?.info.type === 'AUTH' ? (connector as AuthWallet) : undefined;
}

function requireConnector(): AuthWallet {
  const connector = authConnector();
  if (!connector) throw new Error('Email and social sign-in are not enabled');
  return connector;
}

/** Loads the frame ahead of the user's first sign-in step (the email field or social buttons are on screen). */
export function prepareAuth(): void {
  authConnector()?.start();
}

/** Ends a sign-in: makes the embedded wallet the connection (the modal's listener closes it), then applies the user. */
async function finishLogin(): Promise<boolean> {
  const connector = requireConnector();
  const ok = await connect(AUTH_CONNECTOR_ID);
  if (ok && connector.user) connector.applyUser(connector.user);
  return ok;
}

/** Email sign-in, first step. A bad address or the 30 s wait is reported in `$emailFlow.error`, nothing sent. */
export async function submitEmail(email: string): Promise<void> {
  const connector = requireConnector();
  const trimmed = email.trim();
  if (!emailSchema.safeParse(trimmed).success) {
    ($emailFlow as Writable<typeof $emailFlow>).setKey('error', authMsg('auth.emailInvalid'));
    return;
  }
  const wait = connector.session.emailWaitSeconds();
  if (wait > 0) {
    ($emailFlow as Writable<typeof $emailFlow>).setKey('error', authMsg('auth.throttle', { n: wait }));
    return;
  }
  connector.start();
  ($emailFlow as Writable<typeof $emailFlow>).set({ step: 'sending', email: trimmed, error: undefined });
  emitEvent('EMAIL_SUBMITTED');
  try {
    const { action } = await connector.session.connectEmail(trimmed);
    if (action === 'CONNECT') return void (await completeEmailLogin());
    if (action === 'VERIFY_OTP') {
      emitEvent('EMAIL_VERIFICATION_CODE_SENT');
      return void ($emailFlow as Writable<typeof $emailFlow>).setKey('step', 'verify-otp');
    }
    ($emailFlow as Writable<typeof $emailFlow>).setKey('step', 'verify-device');
    await connector.session.connectDevice();
    emitEvent('DEVICE_REGISTERED_FOR_EMAIL');
    // The device is trusted now; the frame still asks for the code it mailed.
    emitEvent('EMAIL_VERIFICATION_CODE_SENT');
    ($emailFlow as Writable<typeof $emailFlow>).setKey('step', 'verify-otp');
  } catch (error) {
    ($emailFlow as Writable<typeof $emailFlow>).set({ step: 'idle', email: trimmed, error: errorText(error) });
  }
}

/** Email sign-in, code step. A wrong code keeps the step and shows the frame's message. */
export async function submitOtp(otp: string): Promise<void> {
  const connector = requireConnector();
  ($emailFlow as Writable<typeof $emailFlow>).set({ ...$emailFlow.get(), step: 'connecting', error: undefined });
  try {
    await connector.session.connectOtp(otp.trim());
  } catch (error) {
    ($emailFlow as Writable<typeof $emailFlow>).set({ ...$emailFlow.get(), step: 'verify-otp', error: errorText(error) });
    emitEvent('EMAIL_VERIFICATION_CODE_FAIL', { message: errorText(error) });
    return;
  }
  emitEvent('EMAIL_VERIFICATION_CODE_PASS');
  await completeEmailLogin();
}

async function completeEmailLogin(): Promise<void> {
  ($emailFlow as Writable<typeof $emailFlow>).set({ ...$emailFlow.get(), step: 'connecting', error: undefined });
  if (await finishLogin()) ($emailFlow as Writable<typeof $emailFlow>).set({ step: 'idle', email: undefined, error: undefined });
  else ($emailFlow as Writable<typeof $emailFlow>).set({ ...$emailFlow.get(), step: 'idle', error: $connectError.get()?.message ?? authMsg('auth.failed') });
}

export function restartEmailFlow(): void {
  emitEvent('EMAIL_EDIT');
  ($emailFlow as Writable<typeof $emailFlow>).set({ step: 'idle', email: $emailFlow.get().email, error: undefined });
}

interface PopupWindow {
  closed: boolean;
  location: { href: string };
  close(): void;
}

/**
 * Social sign-in. The popup opens synchronously, inside the click, so browsers do not block it; it is pointed
 * at the provider once the frame names the URL. The secure site reports back to the opener with the result URI.
 */
export async function connectSocial(provider: SocialProvider, open: (url: string) => PopupWindow | null = url => window.open(url, 'w3m-social', 'width=480,height=640')): Promise<boolean> {
  const connector = requireConnector();
  if (!socialProviderSchema.safeParse(provider).success) throw new Error(`Unknown social provider: ${String(provider)}`);
  const popup = open('about:blank');
  if (!popup) {
    ($socialFlow as Writable<typeof $socialFlow>).set({ provider, step: 'idle', error: authMsg('auth.popupBlocked') });
    return false;
  }
  connector.start();
  ($socialFlow as Writable<typeof $socialFlow>).set({ provider, step: 'waiting', error: undefined });
  emitEvent('SOCIAL_LOGIN_STARTED', { provider });
  let requested = false;
  try {
    const { uri } = await connector.session.getSocialRedirectUri({ provider });
    popup.location.href = uri;
    const resultUri = await waitForResult(connector.session.frame.origin, popup);
    requested = true;
    emitEvent('SOCIAL_LOGIN_REQUEST_USER_DATA', { provider });
    ($socialFlow as Writable<typeof $socialFlow>).setKey('step', 'connecting');
    const user = await connector.session.connectSocial(resultUri);
    updateEmbeddedUser({ socialProvider: provider });
    connector.user = user;
    const ok = await finishLogin();
    ($socialFlow as Writable<typeof $socialFlow>).set({ provider: undefined, step: 'idle', error: ok ? undefined : ($connectError.get()?.message ?? authMsg('auth.failed')) });
    emitEvent(ok ? 'SOCIAL_LOGIN_SUCCESS' : 'SOCIAL_LOGIN_ERROR', { provider });
    return ok;
  } catch (error) {
    ($socialFlow as Writable<typeof $socialFlow>).set({ provider, step: 'idle', error: errorText(error) });
    // A popup closed before the provider answered is the player cancelling (AppKit's SOCIAL_LOGIN_CANCELED).
    emitEvent(!requested && popup.closed ? 'SOCIAL_LOGIN_CANCELED' : 'SOCIAL_LOGIN_ERROR', { provider });
    return false;
  } finally {
    if (!popup.closed) popup.close();
  }
}

/** The secure site posts `{ resultUri }` to the opener; only its origin is believed. */
function waitForResult(origin: string, popup: PopupWindow): Promise<string> {
  return new Promise((resolve, reject) => {
    const poll = setInterval(() => {
      if (!popup.closed) return;
      cleanup();
      reject(new Error(authMsg('auth.failed')));
    }, 500);
    const onMessage = (event: MessageEvent): void => {
      const uri = (event.data as { resultUri?: unknown } | null)?.resultUri;
      if (event.origin !== origin || typeof uri !== 'string' || !uri.startsWith(origin)) return;
      cleanup();
      resolve(uri);
    };
    const cleanup = (): void => {
      clearInterval(poll);
      window.removeEventListener('message', onMessage);
    };
    window.addEventListener('message', onMessage);
  });
}

/** Shows the frame's approval UI over `rect` (the ApproveTransaction view's box), or hides it. */
export function placeApprovalFrame(rect: { left: number; top: number; width: number; height: number } | undefined): void {
  const frame = authConnector()?.session.frame;
  if (!frame) return;
  // A placement that lands after the modal closed (a resize, the slide-in re-check) must not show the frame again.
  if (rect && $modal.get().open && $router.get().view === 'ApproveTransaction') frame.show(rect);
  else frame.hide();
}

/** Changes the email address: the frame mails codes to the old address, then to the new one. */
export async function updateEmail(email: string): Promise<'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'> {
  return (await requireConnector().session.updateEmail(email)).action;
}

export function updateEmailPrimaryOtp(otp: string): Promise<unknown> {
  return requireConnector().session.updateEmailPrimaryOtp(otp);
}

export async function updateEmailSecondaryOtp(otp: string): Promise<string> {
  const newEmail = await requireConnector().session.updateEmailSecondaryOtp(otp);
  updateEmbeddedUser({ user: { ...getAccount('eip155').user, email: newEmail } });
  return newEmail;
}

export async function setPreferredAccountType(type: 'eoa' | 'smartAccount'): Promise<'eoa' | 'smartAccount'> {
  const set = await requireConnector().setPreferredAccountType(type);
  emitEvent('SET_PREFERRED_ACCOUNT_TYPE', { accountType: set, network: $chain.get().activeNetwork?.caipNetworkId ?? '' });
  return set;
}
