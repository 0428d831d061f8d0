import { registerMessages } from '../messages.js';

/** Text of the sign-in feature; it loads with the feature, so a configuration without `siwx` carries none of it. */
export const siwxMsg = registerMessages({
  'siwx.heading': '{app} wants you to sign in',
  'siwx.explain':
    'Sign a message with {wallet} to prove this wallet is yours. Signing is free: it sends no transaction and gives no access to your funds.',
  'siwx.requiredHint': 'This app needs the signature: Cancel disconnects your wallet.',
  'siwx.optionalHint': 'You can skip this and stay connected.',
  'siwx.app': 'This app',
  'siwx.wallet': 'your wallet',
  'siwx.account': 'Signing as',
  'siwx.sign': 'Sign',
  'siwx.cancel': 'Cancel',
  'siwx.waiting': 'Waiting for your signature in {wallet}…',
  'siwx.declined': 'You declined the signature. Sign to continue, or cancel.',
  'siwx.failed': 'Sign-in failed',
  'siwx.failedHint': 'The signature could not be checked. Try again.',
  'siwx.unreachable': 'We could not reach the sign-in service.',
  'siwx.unreachableHint': 'Your wallet stays connected. Try again in a moment.',
  'siwx.retry': 'Try again',
  'siwx.notConnected': 'Connect a wallet before signing in',
});
