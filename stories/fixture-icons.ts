// Wallet pictures for the stories: drawn here (no brand artwork, nothing fetched), each distinct at 24 px, as
// inline `data:image/svg+xml` URLs, the only kind the modal shows. Controls name them (`imageSrc: 'fox'`)
// rather than showing the data URL (FIXTURE_ICON_CONTROL).

const svg = (body: string): string =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${body}</svg>`)}`;

const gradient = (id: string, from: string, to: string): string =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;

export const FIXTURE_ICONS = {
  /** An orange fox head: the "MetaMask"-like extension of the stories. */
  fox: svg(
    `${gradient('g', '#ffb347', '#f06a1d')}<rect width="64" height="64" rx="14" fill="url(#g)"/>` +
      '<path d="M14 16l12 8h12l12-8-3 22-15 12-15-12z" fill="#fff"/><path d="M22 34l6 3-4 2zM42 34l-6 3 4 2z" fill="#5b2a0c"/><path d="M29 44h6l-3 3z" fill="#5b2a0c"/>',
  ),
  /** Three arcs on night blue. */
  rainbow: svg(
    '<rect width="64" height="64" rx="14" fill="#0b1d4f"/>' +
      '<path d="M12 50a20 20 0 0140 0" stroke="#ff4d6d" stroke-width="6" fill="none"/><path d="M19 50a13 13 0 0126 0" stroke="#ffc83d" stroke-width="6" fill="none"/><path d="M26 50a6 6 0 0112 0" stroke="#3ddc97" stroke-width="6" fill="none"/>',
  ),
  /** A shield with a check. */
  shield: svg(
    `${gradient('s', '#3b82f6', '#1e3a8a')}<rect width="64" height="64" rx="14" fill="url(#s)"/>` +
      '<path d="M32 10l18 7v13c0 12-8 20-18 24-10-4-18-12-18-24V17z" fill="#fff"/><path d="M24 32l6 6 11-12" stroke="#1e3a8a" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>',
  ),
  /** A rabbit's head and ears on violet. */
  rabbit: svg(
    `${gradient('r', '#8b7bff', '#5a3fd6')}<rect width="64" height="64" rx="14" fill="url(#r)"/>` +
      '<ellipse cx="24" cy="20" rx="5" ry="13" fill="#fff"/><ellipse cx="40" cy="20" rx="5" ry="13" fill="#fff"/><circle cx="32" cy="40" r="14" fill="#fff"/><circle cx="27" cy="38" r="2" fill="#5a3fd6"/><circle cx="37" cy="38" r="2" fill="#5a3fd6"/>',
  ),
  /** A browser window: the injected wallet with no name of its own. */
  browser: svg(
    '<rect width="64" height="64" rx="14" fill="#2b303b"/><rect x="10" y="14" width="44" height="36" rx="5" fill="#fff"/>' +
      '<path d="M10 19a5 5 0 015-5h34a5 5 0 015 5v4H10z" fill="#9aa4b5"/><circle cx="16" cy="19" r="1.8" fill="#fff"/><circle cx="21" cy="19" r="1.8" fill="#fff"/><path d="M22 38l8-8 4 4 8-8" stroke="#2b6cf6" stroke-width="4" fill="none" stroke-linecap="round"/>',
  ),
  /** A teal wallet with a clasp. */
  wallet: svg(
    `${gradient('w', '#2dd4bf', '#0f766e')}<rect width="64" height="64" rx="14" fill="url(#w)"/>` +
      '<rect x="12" y="20" width="40" height="28" rx="6" fill="#fff"/><path d="M16 20l22-8 4 8" fill="#ccfbf1"/><rect x="38" y="29" width="14" height="10" rx="3" fill="#0f766e"/><circle cx="44" cy="34" r="2" fill="#fff"/>',
  ),
  /** A gold coin with a star. */
  coin: svg(
    '<rect width="64" height="64" rx="14" fill="#1f2937"/><circle cx="32" cy="32" r="20" fill="#f5b301"/><circle cx="32" cy="32" r="15" fill="none" stroke="#b07d00" stroke-width="2"/>' +
      '<path d="M32 21l3.2 6.6 7.3 1-5.3 5.1 1.3 7.2L32 37.5l-6.5 3.4 1.3-7.2-5.3-5.1 7.3-1z" fill="#b07d00"/>',
  ),
} as const;

export type FixtureIcon = keyof typeof FIXTURE_ICONS;

/**
 * An `imageSrc` control whose options are names: the fixture pictures, `none` (no picture: the fallback), and
 * two URLs the modal refuses to load (`remoteUrl`, `scriptUrl`), which also show the fallback.
 */
export const FIXTURE_ICON_CONTROL = {
  control: 'select',
  options: [...Object.keys(FIXTURE_ICONS), 'none', 'remoteUrl', 'scriptUrl'],
  mapping: { ...FIXTURE_ICONS, none: '', remoteUrl: 'https://evil.example/x.png', scriptUrl: 'javascript:alert(1)' },
} as const;
