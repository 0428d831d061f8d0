/**
 * Icons of the networks this library ships (`w3m-modal/networks`), by CAIP-2 id: simple marks drawn for this
 * project in each network's colours, testnets with their mainnet's. Loaded on demand by `<wui-network-image>`
 * (src/features.ts), so no page pays for them before a network is shown. A network that is not here gets
 * `<wui-network-image>`'s designed fallback from its name, with nothing to add.
 */

const svg = (body: string): string =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32">${body}</svg>`)}`;

const ICONS = {
  ethereum: svg('<circle cx="16" cy="16" r="16" fill="#627eea"/><path d="M16 5v8.2l6.9 3.1Z" fill="#fff" opacity=".6"/><path d="M16 5 9.1 16.3l6.9-3.1Z" fill="#fff"/><path d="M16 21.6V27l6.9-9.6Z" fill="#fff" opacity=".6"/><path d="M16 27v-5.4l-6.9-4.2Z" fill="#fff"/><path d="m16 20.3 6.9-4L16 13.2Z" fill="#fff" opacity=".2"/><path d="m9.1 16.3 6.9 4v-7.1Z" fill="#fff" opacity=".6"/>'),
  optimism: svg('<circle cx="16" cy="16" r="16" fill="#ff0420"/><ellipse cx="11.2" cy="16" rx="4.2" ry="5" fill="none" stroke="#fff" stroke-width="2.6"/><path d="M17.6 21V11h4.2a3.1 3.1 0 0 1 0 6.2h-4.2" fill="none" stroke="#fff" stroke-width="2.6" stroke-linejoin="round"/>'),
  arbitrum: svg('<circle cx="16" cy="16" r="16" fill="#213147"/><path d="M16 5.5 25 10.7v10.6L16 26.5 7 21.3V10.7Z" fill="none" stroke="#9dcced" stroke-width="1.6"/><path d="m13.3 22.8 5.6-14h2.4l-5.6 14Z" fill="#fff"/><path d="m17.6 22.8 3.8-9.4 1.6 4.2-2 5.2Z" fill="#28a0f0"/>'),
  polygon: svg('<circle cx="16" cy="16" r="16" fill="#8247e5"/><path d="m12.6 12.2-3.6 2.1v4.2l3.6 2.1 3.6-2.1v-7l3.6-2.1 3.6 2.1v4.2l-3.6 2.1" fill="none" stroke="#fff" stroke-width="2.2" stroke-linejoin="round"/>'),
  celo: svg('<circle cx="16" cy="16" r="16" fill="#fcff52"/><circle cx="13.5" cy="18.5" r="6" fill="none" stroke="#000" stroke-width="2.4"/><circle cx="18.5" cy="13.5" r="6" fill="none" stroke="#000" stroke-width="2.4"/>'),
  aurora: svg('<circle cx="16" cy="16" r="16" fill="#70d44b"/><path d="M16 8.5 24 23H8Z" fill="none" stroke="#fff" stroke-width="2.6" stroke-linejoin="round"/>'),
  bsc: svg('<circle cx="16" cy="16" r="16" fill="#f0b90b"/><g fill="#fff"><path d="m16 12.6 3.4 3.4-3.4 3.4-3.4-3.4Z"/><path d="m16 6.5 6.2 6.2-2 2L16 10.5l-4.2 4.2-2-2Z"/><path d="m16 25.5-6.2-6.2 2-2 4.2 4.2 4.2-4.2 2 2Z"/><path d="m6.5 16 2-2 2 2-2 2Z"/><path d="m21.5 16 2-2 2 2-2 2Z"/></g>'),
  avalanche: svg('<circle cx="16" cy="16" r="16" fill="#e84142"/><path d="M14.3 9.6a2 2 0 0 1 3.4 0l6.5 11.5a1.2 1.2 0 0 1-1 1.8H8.8a1.2 1.2 0 0 1-1-1.8Z" fill="#fff"/>'),
  gnosis: svg('<circle cx="16" cy="16" r="16" fill="#04795b"/><circle cx="16" cy="17.5" r="7.5" fill="none" stroke="#fff" stroke-width="2.2"/><circle cx="10" cy="9.5" r="2.6" fill="#fff"/><circle cx="22" cy="9.5" r="2.6" fill="#fff"/>'),
  base: svg('<circle cx="16" cy="16" r="16" fill="#0052ff"/><path d="M16 26a10 10 0 1 0-9.95-11h13.2v2H6.05A10 10 0 0 0 16 26Z" fill="#fff"/>'),
  zora: svg('<defs><radialGradient id="z" cx=".32" cy=".3" r=".8"><stop offset="0" stop-color="#fcb8d4"/><stop offset=".35" stop-color="#a35aff"/><stop offset=".7" stop-color="#2b5df0"/><stop offset="1" stop-color="#0a1d6b"/></radialGradient></defs><circle cx="16" cy="16" r="16" fill="url(#z)"/>'),
  zksync: svg('<circle cx="16" cy="16" r="16" fill="#1e69ff"/><path d="m25 16-6-6v4.3l-5.6 4.1H19V22Z" fill="#fff"/><path d="m7 16 6 6v-4.3l5.6-4.1H13V10Z" fill="#fff"/>'),
  solana: svg('<defs><linearGradient id="s" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="#9945ff"/><stop offset="1" stop-color="#14f195"/></linearGradient></defs><circle cx="16" cy="16" r="16" fill="#111"/><g fill="url(#s)"><path d="M10.6 19.9h12.2l-2.4 2.6H8.2Z"/><path d="M10.6 9.5h12.2l-2.4 2.6H8.2Z"/><path d="M20.4 14.7H8.2l2.4 2.6h12.2Z"/></g>'),
} as const;

type Family = keyof typeof ICONS;

const FAMILIES: Record<string, Family> = {
  'eip155:1': 'ethereum',
  'eip155:5': 'ethereum',
  'eip155:11155111': 'ethereum',
  'eip155:10': 'optimism',
  'eip155:420': 'optimism',
  'eip155:42161': 'arbitrum',
  'eip155:421613': 'arbitrum',
  'eip155:137': 'polygon',
  'eip155:80001': 'polygon',
  'eip155:42220': 'celo',
  'eip155:1313161554': 'aurora',
  'eip155:1313161555': 'aurora',
  'eip155:56': 'bsc',
  'eip155:97': 'bsc',
  'eip155:43114': 'avalanche',
  'eip155:43113': 'avalanche',
  'eip155:100': 'gnosis',
  'eip155:8453': 'base',
  'eip155:84531': 'base',
  'eip155:7777777': 'zora',
  'eip155:999': 'zora',
  'eip155:324': 'zksync',
  'eip155:280': 'zksync',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'solana',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana',
};

/** The icon (an inline SVG `data:` URL) of a network this library ships, or `undefined`. */
export function networkIcon(caipNetworkId: string): string | undefined {
  const family = FAMILIES[caipNetworkId];
  return family ? ICONS[family] : undefined;
}

/** The CAIP-2 ids that have an icon here (tests check every bundled network is among them). */
export const NETWORKS_WITH_ICONS: readonly string[] = Object.keys(FAMILIES);
