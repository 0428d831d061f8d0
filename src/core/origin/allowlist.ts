/**
 * The origin allowlist matcher (spec section 5: "An origin is allowed when it equals a listed origin or matches a
 * wildcard pattern"). Loaded only when email or socials are on, through {@link ./origin-check.ts}.
 *
 * Patterns follow CSP source-expression rules, which is what the provider's dashboard entries are written as:
 * `https://app.example.com` (exact), `https://*.example.com` (any subdomain, not the apex), `http://localhost:*`
 * (any port). No pattern ever matches across schemes or onto a look-alike host.
 */

/** Ancestors allowed for every project (spec section 9): local development, preview hosts, the secure-mobile hosts. */
export const DEFAULT_ALLOWED_ANCESTORS: readonly string[] = [
  'http://localhost:*',
  'https://localhost:*',
  'http://127.0.0.1:*',
  'https://127.0.0.1:*',
  'https://*.pages.dev',
  'https://*.vercel.app',
  'https://*.ngrok-free.app',
  'https://secure-mobile.walletconnect.com',
  'https://secure-mobile.walletconnect.org'
];

interface ParsedOrigin {
  scheme: string;
  host: string;
  /** '' for the scheme's default port. */
  port: string;
}

interface ParsedPattern extends ParsedOrigin {
  /** `*.example.com`: any host strictly below `host`. */
  subdomains: boolean;
  /** `:*`: any port, the default one included. */
  anyPort: boolean;
}

/**
 * Reads an origin (`scheme://host[:port]`) and rejects anything else: user-info, a path, a query or a fragment
 * mean the string is not an origin, and treating it as one is how `https://evil.com/.vercel.app` would slip in.
 * Hosts come back in the URL parser's canonical form (lower case, IDNA punycode), so a Unicode look-alike never
 * equals the ASCII host it imitates.
 */
export function parseOrigin(value: string): ParsedOrigin | undefined {
  if (typeof value !== 'string' || value.length > 2048 || !/^https?:\/\/[^/?#@%\\\s]+\/?$/i.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash || !url.hostname) return undefined;
  return { scheme: url.protocol.slice(0, -1), host: url.hostname, port: url.port };
}

const PATTERN_RE = /^(https?):\/\/(\*\.)?([^/?#@\\\s*:]+)(?::(\*|\d{1,5}))?\/?$/i;

/** Reads an allowlist entry; entries that are neither an origin nor a supported wildcard are ignored (undefined). */
export function parsePattern(value: string): ParsedPattern | undefined {
  if (typeof value !== 'string') return undefined;
  const match = PATTERN_RE.exec(value.trim());
  if (!match) return undefined;
  const [, scheme, star, rawHost, rawPort] = match;
  const anyPort = rawPort === '*';
  // Let the URL parser canonicalise host and port exactly as it does for the origin being checked.
  const base = parseOrigin(`${scheme}://${rawHost}${rawPort && !anyPort ? `:${rawPort}` : ''}`);
  if (!base) return undefined;
  // A wildcard over a bare top-level label (`https://*.app`) would allow half the web.
  if (star && !base.host.includes('.')) return undefined;
  return { ...base, subdomains: Boolean(star), anyPort };
}

function matches(origin: ParsedOrigin, pattern: ParsedPattern): boolean {
  if (origin.scheme !== pattern.scheme) return false;
  if (!pattern.anyPort && origin.port !== pattern.port) return false;
  if (!pattern.subdomains) return origin.host === pattern.host;
  const suffix = `.${pattern.host}`;
  return origin.host.length > suffix.length && origin.host.endsWith(suffix);
}

/**
 * True when `origin` equals one of `allowed` or matches one of its wildcard patterns, or one of the
 * {@link DEFAULT_ALLOWED_ANCESTORS}. Anything that is not a plain origin is refused.
 */
export function isOriginAllowed(origin: string, allowed: readonly string[], defaults: readonly string[] = DEFAULT_ALLOWED_ANCESTORS): boolean {
  const parsed = parseOrigin(origin);
  if (!parsed) return false;
  return [...defaults, ...allowed].some(entry => {
    const pattern = parsePattern(entry);
    return pattern !== undefined && matches(parsed, pattern);
  });
}
