import { DEFAULT_ALLOWED_ANCESTORS, isOriginAllowed } from './allowlist.js';
import { showAlert } from '../modal/alert.js';
import type { ResolvedOptions } from '../options/options.js';
import { embeddedWalletOn } from '../options/options.js';
import { onSessionEnd } from '../session.js';

/**
 * The allowed-origins check of spec section 5, loaded (with the matcher) only when email or socials are on:
 * the embedded wallet refuses to run for an origin the project did not list, so the app says so up front.
 */

/** Path of the provider's allowed-origins lookup; the answer is `{ allowedOrigins: string[] }`. */
export const ALLOWED_ORIGINS_PATH = '/projects/v1/origins';
const SDK_TYPE = 'appkit';
const SDK_VERSION = 'html-core-1.7.4';
const TIMEOUT_MS = 10_000;
const MAX_ORIGINS = 1000;
const SESSION_KEY_PREFIX = 'w3m:allowedOrigins:';

/** The lookup failed in a way that says nothing about the origin (offline, rate limited, server error). */
export class OriginLookupError extends Error {
  override name = 'OriginLookupError';
}

/** One lookup per host and project for the page's life; a failed one is forgotten so a later check retries. */
const pending = new Map<string, Promise<string[]>>();

function session(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    // Blocked storage (sandboxed frame): the in-memory cache still covers this page.
    return undefined;
  }
}

function readAnswer(body: unknown): string[] {
  const list = (body as { allowedOrigins?: unknown } | null)?.allowedOrigins;
  if (!Array.isArray(list) || list.length > MAX_ORIGINS || !list.every(entry => typeof entry === 'string' && entry.length <= 2048)) {
    throw new OriginLookupError('The allowed-origins answer is malformed');
  }
  return list;
}

async function lookup(url: string): Promise<string[]> {
  const cached = session()?.getItem(SESSION_KEY_PREFIX + url);
  if (cached) {
    try {
      return readAnswer(JSON.parse(cached));
    } catch {
      session()?.removeItem(SESSION_KEY_PREFIX + url);
    }
  }
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'application/json' } });
  } catch (error) {
    throw new OriginLookupError(`The allowed-origins lookup failed: ${(error as Error).message}`);
  }
  // Rate limits and server errors say nothing about the origin; other refusals mean "nothing is allowed".
  if (response.status === 429 || response.status >= 500) throw new OriginLookupError(`The allowed-origins lookup answered ${response.status}`);
  const origins = response.ok ? readAnswer(await response.json().catch(() => null)) : [];
  try {
    session()?.setItem(SESSION_KEY_PREFIX + url, JSON.stringify({ allowedOrigins: origins }));
  } catch {
    // Quota: the in-memory cache still holds it.
  }
  return origins;
}

/** The project's allowed origins from `{host}/projects/v1/origins`, cached for the session. */
export function fetchAllowedOrigins(host: string, projectId: string): Promise<string[]> {
  const url = new URL(`${host.replace(/\/+$/, '')}${ALLOWED_ORIGINS_PATH}`);
  url.searchParams.set('projectId', projectId);
  url.searchParams.set('st', SDK_TYPE);
  url.searchParams.set('sv', SDK_VERSION);
  const key = url.toString();
  let answer = pending.get(key);
  if (!answer) {
    answer = lookup(key);
    pending.set(key, answer);
    answer.catch(() => pending.delete(key));
  }
  return answer;
}

/** For tests: forget the in-memory answers (the session copy is cleared with sessionStorage). */
export function clearAllowedOriginsCache(): void {
  pending.clear();
}
onSessionEnd(clearAllowedOriginsCache);

export type OriginCheckResult = 'allowed' | 'not-allowed' | 'unknown';

/**
 * Checks `origin` against the project's list and the default ancestors; shows the "Invalid App Configuration"
 * alert when it is not allowed. A lookup that fails for reasons unrelated to the origin leaves the modal as it was.
 */
export async function checkOrigin(host: string, projectId: string, origin: string): Promise<OriginCheckResult> {
  // The defaults need no lookup: local development and preview hosts work offline.
  if (isOriginAllowed(origin, [])) return 'allowed';
  let allowed: string[];
  try {
    allowed = await fetchAllowedOrigins(host, projectId);
  } catch {
    return 'unknown';
  }
  if (isOriginAllowed(origin, allowed, DEFAULT_ALLOWED_ANCESTORS)) return 'allowed';
  showAlert('invalidAppConfiguration');
  return 'not-allowed';
}

/**
 * The check `createAppKit` runs when email or socials are on (a dynamic import, so the matcher and the lookup cost
 * nothing otherwise). Without a projectId the "Project ID Not Configured" alert already covers it.
 */
export function checkAppOrigin(
  options: Pick<ResolvedOptions, 'projectId' | 'features' | 'blockchainApiUrl'>,
  origin = typeof location === 'undefined' ? undefined : location.origin
): Promise<OriginCheckResult> {
  if (!embeddedWalletOn(options.features) || !options.projectId || !origin) return Promise.resolve('unknown');
  return checkOrigin(options.blockchainApiUrl, options.projectId, origin);
}
