import { expect } from '@open-wc/testing';
import { DEFAULT_ALLOWED_ANCESTORS, isOriginAllowed, parsePattern } from '../../src/core/origin/allowlist.js';

/** A project's dashboard list: one exact origin, one wildcard, one wildcard with a fixed port. */
const PROJECT = ['https://game.example.com', 'https://*.example.org', 'https://*.staging.example.net:8443'];

/** [origin, allowed?, why] — checked against PROJECT plus the default ancestors. */
const CASES: ReadonlyArray<[string, boolean, string]> = [
  // Exact entries
  ['https://game.example.com', true, 'exact origin'],
  ['https://GAME.Example.COM', true, 'host case does not matter'],
  ['https://game.example.com/', true, 'trailing slash is still the origin'],
  ['https://game.example.com:443', true, 'explicit default port is the same origin'],
  ['http://game.example.com', false, 'scheme differs'],
  ['https://game.example.com:8443', false, 'port differs'],
  ['https://evil.game.example.com', false, 'exact entry does not cover subdomains'],
  ['https://game.example.com.evil.com', false, 'listed host used as a prefix'],
  ['https://gameexample.com', false, 'dot removed'],
  ['https://game.example.co', false, 'shorter TLD'],
  ['https://game.example.com.', false, 'trailing dot host is another name'],
  // Wildcards
  ['https://a.example.org', true, 'one-label subdomain'],
  ['https://a.b.example.org', true, 'deeper subdomain'],
  ['https://example.org', false, 'a wildcard does not cover the apex'],
  ['https://evilexample.org', false, 'suffix without a dot boundary'],
  ['https://example.org.evil.com', false, 'wildcard host as a prefix'],
  ['http://a.example.org', false, 'wildcard keeps its scheme'],
  ['https://a.example.org:444', false, 'wildcard without a port means the default port'],
  ['https://x.staging.example.net:8443', true, 'wildcard with its port'],
  ['https://x.staging.example.net', false, 'wildcard with a port needs that port'],
  // Default ancestors
  ['http://localhost:3000', true, 'localhost, any port'],
  ['http://localhost', true, 'localhost, default port'],
  ['https://localhost:8443', true, 'https localhost'],
  ['http://127.0.0.1:5173', true, 'loopback IP'],
  ['https://my-game.pages.dev', true, 'pages.dev preview'],
  ['https://my-game.vercel.app', true, 'vercel.app preview'],
  ['https://abc.ngrok-free.app', true, 'ngrok tunnel'],
  ['https://secure-mobile.walletconnect.com', true, 'secure-mobile host (.com)'],
  ['https://secure-mobile.walletconnect.org', true, 'secure-mobile host (.org)'],
  ['https://vercel.app', false, 'apex of a wildcard ancestor'],
  ['http://my-game.vercel.app', false, 'vercel.app over http'],
  ['https://my-game.vercel.app:8080', false, 'vercel.app on another port'],
  ['https://evilvercel.app', false, 'look-alike without the dot'],
  ['https://vercel.app.evil.com', false, 'ancestor as a subdomain of an attacker'],
  ['https://my-game.vercel.app.evil.com', false, 'full preview host as a prefix'],
  ['http://localhost.evil.com:3000', false, 'localhost as a prefix'],
  ['http://127.0.0.1.nip.io', false, 'loopback IP as a prefix'],
  ['https://secure-mobile.walletconnect.com.evil.com', false, 'secure-mobile host as a prefix'],
  ['https://evil-secure-mobile.walletconnect.com', false, 'secure-mobile look-alike'],
  ['https://a.secure-mobile.walletconnect.org', false, 'secure-mobile entry is exact'],
  // Things that are not origins
  ['https://evil.com/.vercel.app', false, 'path that ends like an ancestor'],
  ['https://evil.com/?.vercel.app', false, 'query that ends like an ancestor'],
  ['https://evil.com#.vercel.app', false, 'fragment that ends like an ancestor'],
  ['https://evil.com\\.vercel.app', false, 'backslash trick'],
  ['https://game.example.com@evil.com', false, 'listed origin as user-info'],
  ['https://user:pw@game.example.com', false, 'user-info on a listed host'],
  ['https://evil.com%2f.vercel.app', false, 'percent-encoded slash'],
  ['https://my-game.vercel.app /', false, 'embedded space'],
  ['javascript://my-game.vercel.app', false, 'javascript scheme'],
  ['file:///etc/passwd', false, 'file scheme'],
  ['null', false, 'opaque origin'],
  ['', false, 'empty string'],
  ['game.example.com', false, 'no scheme'],
  ['wss://game.example.com', false, 'websocket scheme'],
  // Unicode and punycode
  ['https://gаme.example.com', false, 'Cyrillic а look-alike (punycoded by the URL parser)'],
  ['https://gаme.example.org', true, 'a Unicode subdomain label under a wildcard is still a subdomain'],
  ['https://my-game.vercеl.app', false, 'Cyrillic е in the ancestor domain'],
  ['https://xn--gme-8cd.example.com', false, 'punycode spelling of the look-alike'],
  ['https://ｇａｍｅ.example.com', true, 'full-width letters fold to the listed ASCII host (same origin to the browser)'],
];

describe('origin allowlist matcher', () => {
  for (const [origin, allowed, why] of CASES) {
    it(`${allowed ? 'allows' : 'refuses'} ${JSON.stringify(origin)}: ${why}`, () => {
      expect(isOriginAllowed(origin, PROJECT)).to.equal(allowed);
    });
  }

  it('the default ancestors alone allow local development and previews, nothing else', () => {
    expect(isOriginAllowed('http://localhost:5173', [])).to.equal(true);
    expect(isOriginAllowed('https://game.example.com', [])).to.equal(false);
    expect(DEFAULT_ALLOWED_ANCESTORS).to.include('https://*.vercel.app');
    expect(DEFAULT_ALLOWED_ANCESTORS.filter(entry => entry.includes('secure-mobile'))).to.have.length(2);
  });

  it('ignores list entries that are not an origin or a supported wildcard', () => {
    for (const entry of ['*', 'https://*', 'https://*.app', 'https://a.*.com', 'https://*example.com', 'example.com', 'https://a.com/path', 'ftp://a.com', 'https://*.a.com:x']) {
      expect(parsePattern(entry), entry).to.equal(undefined);
      expect(isOriginAllowed('https://evil.com', [entry], []), entry).to.equal(false);
    }
  });

  it('does not allow anything when the project list is empty and defaults are off', () => {
    expect(isOriginAllowed('http://localhost:3000', [], [])).to.equal(false);
  });
});
