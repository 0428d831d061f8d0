/**
 * Guards for image URLs that come from outside the library (wallet registries, announced providers,
 * profile data). Only URLs that cannot leak the user's IP to a third party or carry script are used.
 */

const WALLET_IMAGE_DATA_URL = /^data:image\/(png|svg\+xml|webp|jpeg|gif)[;,]/i;

/** Wallet icons: only inline `data:image/(png|svg+xml|webp|jpeg|gif)` URLs. */
export function isAllowedWalletImage(src: unknown): src is string {
  return typeof src === 'string' && WALLET_IMAGE_DATA_URL.test(src);
}

/** A plain http(s) URL: shown only where the host vouches for it (the wallet directory's images, the app's own). */
export function isRemoteImageUrl(src: unknown): src is string {
  return typeof src === 'string' && /^https?:\/\/[^\s"'<>]+$/i.test(src);
}

/** Avatars: any `data:image/` URL, or an http(s) URL on the page's own origin. */
export function isAllowedAvatarImage(src: unknown): src is string {
  if (typeof src !== 'string' || src === '') return false;
  if (/^data:image\//i.test(src)) return true;
  if (typeof location === 'undefined') return false;
  try {
    const url = new URL(src, location.href);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === location.origin;
  } catch {
    return false;
  }
}

/** FNV-1a: a small, stable, well-spread 32-bit hash; not for security, only for picking colours. */
export function hashString(text: string, seed = 0x811c9dc5): number {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * A dark, saturated background for a white monogram. Lightness 28% keeps white text above 4.5:1 for
 * every hue (yellow is the worst case at about 5:1).
 */
export function monogramColor(name: string): string {
  return `hsl(${hashString(name.trim().toLowerCase()) % 360} 60% 28%)`;
}
