import { registerMessages } from '../messages.js';

/** Text of the email, social and embedded-wallet screens; loaded with them, never on the initial path. */
export const authMsg = registerMessages({
  'auth.emailLabel': 'Email',
  'auth.emailPlaceholder': 'Email',
  'auth.emailSubmit': 'Continue with email',
  'auth.emailInvalid': 'Enter a valid email address',
  'auth.sending': 'Sending…',
  'auth.throttle': 'Please try again after {n} seconds',
  'auth.verifyDevice': 'Approve this login from the email we sent to {email}.',
  'auth.verifyDeviceWaiting': 'Waiting for approval…',
  'auth.otpLabel': 'Code sent to {email}',
  'auth.otpSubmit': 'Confirm code',
  'auth.otpResend': 'Resend code',
  'auth.back': 'Use another email',
  'auth.connecting': 'Signing in…',
  'auth.failed': 'Sign-in failed',
  'auth.socialLabel': 'Sign in with',
  'auth.socialContinue': 'Continue with {provider}',
  'auth.socialWaiting': 'Continue in the {provider} window',
  'auth.popupBlocked': 'The sign-in window was blocked. Allow pop-ups and try again.',
  'auth.smartAccounts': 'This application might not support Smart Accounts',
  'auth.initFailed': 'A problem occurred while trying initialize authentication',
  'frame.loadFailed': 'Network Error - Could not load embedded wallet',
  'frame.timeout': 'Embedded Wallet Request Timed Out',
  'frame.approveHint': 'Review the request in the secure window below.',
  /** The secure frame's accessible name. */
  'frame.title': 'Secure wallet',
  'name.label': 'Account name',
  'name.hint': 'Letters, digits and hyphens; at least 4 characters.',
  'name.invalid': 'Use only letters, digits and hyphens',
  'name.tooShort': 'At least 4 characters',
  'name.suggestions': 'Suggestions',
  'name.taken': 'Registered',
  'name.available': 'Available',
  'name.register': 'Register {name}',
  'name.registering': 'Registering…',
  'name.needsAuth': 'Name registration needs an embedded wallet account. Sign in with email or a social account.',
  'name.failed': 'Registration failed: {reason}',
  'name.success': '{name} is now your account name.',
  'name.done': 'Done'
});
export type AuthMessageKey = Parameters<typeof authMsg>[0];
