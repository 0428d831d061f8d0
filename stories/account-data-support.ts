// Shared set-up for the account-tab stories: stores filled directly, so no story ever reaches the provider.
import { mainnet, } from '../src/core/index.js';
import type { ThemeMode } from '../src/core/index.js';
import { createAppKit, destroyAppKit } from '../src/app-kit.js';
import { $balances } from '../src/core/data/balances.js';
import { $activity } from '../src/core/data/activity.js';
import type { TokenBalance, Transaction } from '../src/core/data/index.js';
import type { Writable } from '../src/core/types.js';

export const DATA_STATES = ['loaded', 'loading', 'empty', 'error'] as const;
export type DataState = (typeof DATA_STATES)[number];

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const CHAIN = 'eip155:1';
const dot = (fill: string): string =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><circle cx="2" cy="2" r="2" fill="${fill}"/></svg>`)}`;

const TOKENS: TokenBalance[] = [
  { name: 'Ether', symbol: 'ETH', chainId: CHAIN, value: 3703.5, price: 3000, quantity: { decimals: '18', numeric: '1.2345' }, iconUrl: dot('#627eea') },
  { name: 'USD Coin', symbol: 'USDC', chainId: CHAIN, address: `${CHAIN}:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48`, value: 125.5, price: 1, quantity: { decimals: '6', numeric: '125.5' }, iconUrl: dot('#2775ca') },
  { name: 'Game Gold', symbol: 'GOLD', chainId: CHAIN, address: `${CHAIN}:0x00000000000000000000000000000000000000aa`, value: 3.2, price: 0.1, quantity: { decimals: '18', numeric: '32' }, iconUrl: '' }
];

const transfer = (direction: 'in' | 'out', numeric: string) => ({ direction, fungible_info: { name: 'Ether', symbol: 'ETH' }, quantity: { numeric } });
const TRANSACTIONS: Transaction[] = [
  { id: 't1', metadata: { minedAt: '2026-03-14T10:00:00Z', chain: CHAIN, status: 'confirmed' }, transfers: [transfer('in', '0.5')] },
  { id: 't2', metadata: { minedAt: '2026-03-02T08:30:00Z', chain: CHAIN, status: 'confirmed' }, transfers: [transfer('out', '0.125')] },
  {
    id: 't3',
    metadata: { minedAt: '2026-02-20T18:00:00Z', chain: CHAIN, status: 'confirmed' },
    transfers: [{ direction: 'in', nft_info: { name: 'Dragon Sword #12', content: { preview: { url: dot('#c0262d') } }, flags: { is_spam: false } } }]
  },
  { id: 't4', metadata: { minedAt: '2026-01-05T12:00:00Z', chain: CHAIN, status: 'confirmed' }, transfers: [transfer('out', '1')] }
];

/** A kit with the wallet-data features on and nobody connected: the tabs render but never fetch. */
export function dataKit(themeMode: ThemeMode, history = true): void {
  destroyAppKit();
  createAppKit({
    projectId: 'storybook-demo',
    networks: [mainnet],
    themeMode,
    enableEIP6963: false,
    enableInjected: false,
    enableWalletConnect: false,
    // Loopback: even a stray fetch could not leave the machine.
    blockchainApiUrl: 'http://127.0.0.1:9',
    features: { history, send: true }
  });
}

export function setTokens(state: DataState): void {
  const tokens = state === 'loaded' ? TOKENS : [];
  const status = state === 'loaded' || state === 'empty' ? 'ready' : state;
  ($balances as Writable<typeof $balances>).set({ status, tokens, address: ADDRESS, caipNetworkId: CHAIN });
}

export function setActivity(state: DataState, withMore = true): void {
  const transactions = state === 'loaded' ? TRANSACTIONS : [];
  const status = state === 'loaded' || state === 'empty' ? 'ready' : state;
  ($activity as Writable<typeof $activity>).set({ status, transactions, next: state === 'loaded' && withMore ? 'page-2' : undefined, loadingMore: false, address: ADDRESS, caipNetworkId: CHAIN });
}
