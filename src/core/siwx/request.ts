import { $options } from '../options/store.js';
import { loadLazy } from '../lazy.js';

/**
 * Asks the connected account to sign in now (opens the SIWXSignMessage view), e.g. after the user skipped an
 * optional sign-in. Throws "SIWX is not enabled" without the `siwx` option, and when no wallet is connected.
 */
export async function requestSiwxSignIn(): Promise<void> {
  if (!$options.get()?.siwx) throw new Error('SIWX is not enabled');
  (await loadLazy('siwxFlow')).promptSignIn();
}
