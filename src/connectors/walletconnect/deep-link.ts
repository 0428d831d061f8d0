/** The wallet app the SDK brings forward for each request on a phone (the SDK's own storage key). */
import { forgetMobileWallet, rememberedMobileWallet } from '../../core/walletconnect/index.js';
import { $platform } from '../../core/modal/index.js';
import { SDK_DEEPLINK_KEY } from './sdk-seam.js';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** On phones, the SDK brings the chosen wallet app forward for each request through this key. */
export function rememberDeepLink(): void {
  const wallet = $platform.get().mobile ? rememberedMobileWallet() : undefined;
  if (!wallet) return;
  try {
    storage()?.setItem(SDK_DEEPLINK_KEY, JSON.stringify({ href: wallet.link, name: wallet.name }));
  } catch {
    // Storage full or blocked: requests then wait for the user to open the wallet.
  }
}

/** Forgets the remembered wallet app (disconnect, or a pairing that ended). */
export function forgetDeepLink(): void {
  forgetMobileWallet();
  try {
    storage()?.removeItem(SDK_DEEPLINK_KEY);
  } catch {
    // see rememberDeepLink
  }
}
