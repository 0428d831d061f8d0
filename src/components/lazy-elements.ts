import { loadLazy } from '../core/lazy.js';

/**
 * Parts that most sessions never show (toasts, alert banners, the email and social sign-in forms, the account's
 * wallet buttons), and the parts the page's buttons show only once a wallet is connecting or connected (avatar, the
 * wrong-network icon), are loaded the first time they are needed (their loaders are in src/features.ts; the wallet
 * buttons', in the router's table), so they cost nothing on the way to the first paint. A template may render the
 * tag before the module arrives: the element upgrades in place and keeps the properties already set on it.
 */
export type LazyTag = 'w3m-toaster' | 'wui-alert' | 'w3m-alert' | 'wui-avatar' | 'wui-icon' | 'wui-network-image' | 'w3m-email-login' | 'w3m-social-login' | 'w3m-wallet-actions';

/** Starts loading `tag`'s definition unless it is already defined (or on its way). */
export function loadElement(tag: LazyTag): void {
  if (typeof customElements === 'undefined' || customElements.get(tag)) return;
  loadLazy(tag).catch(error => console.error(`w3m-modal: <${tag}> failed to load`, error));
}
