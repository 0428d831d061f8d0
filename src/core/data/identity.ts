import type { Identity } from '../api/schemas.js';
import { onSessionEnd } from '../session.js';
import { $account, $accounts } from '../connection/account.js';
import { setAccountProfile } from '../connection/details.js';
import type { ChainNamespace } from '../types.js';
import { getApi } from './client.js';

/** Names change rarely; one lookup per address per page session is enough. */
const cache = new Map<string, Promise<Identity | undefined>>();

const NAME_MAX = 64;
/** After a failed lookup, the same address is not looked up again for this long. */
export const IDENTITY_RETRY_WAIT_MS = 30_000;

/** A name is shown as text (never markup), but control characters and absurd lengths are still refused. */
function cleanName(name: string | null | undefined): string | undefined {
  if (!name) return undefined;
  const trimmed = name.trim();
  return trimmed && trimmed.length <= NAME_MAX && !/[\u0000-\u001f\u007f]/.test(trimmed) ? trimmed : undefined;
}

/** Fetches (once) the name and avatar of `address` and puts them on every account that holds it. */
export async function loadIdentity(address: string): Promise<Identity | undefined> {
  const key = address.toLowerCase();
  let pending = cache.get(key);
  if (!pending) {
    // Options may have changed (or the app been torn down) between the request and the chunk's arrival.
    pending = (async () => getApi().identity(address, address))().catch(() => {
      // A failure is remembered briefly: re-renders do not hammer the provider, a later connect tries again.
      setTimeout(() => cache.delete(key), IDENTITY_RETRY_WAIT_MS);
      return undefined;
    });
    cache.set(key, pending);
  }
  const identity = await pending;
  if (!identity) return undefined;
  const accounts = $accounts.get();
  for (const namespace of Object.keys(accounts) as ChainNamespace[]) {
    if (accounts[namespace]?.address?.toLowerCase() !== key) continue;
    setAccountProfile(namespace, { profileName: cleanName(identity.name), profileImage: identity.avatar ?? undefined });
  }
  return identity;
}

/**
 * Looks up the name and avatar of the address the account shows, each time it changes: the loading table's
 * `account identity` row (src/features.ts), on while the data features are. Returns the stop function.
 */
export function followIdentity(): () => void {
  let last: string | undefined;
  return $account.subscribe(({ address }) => {
    // Only a new address asks: the answer itself changes the account (its profile), which must not ask again.
    if (address === last) return;
    last = address;
    if (address) void loadIdentity(address);
  });
}

export function resetIdentityCache(): void {
  cache.clear();
}

onSessionEnd(resetIdentityCache);
