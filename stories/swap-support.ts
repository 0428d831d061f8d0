// Shared set-up for the Swap stories: a kit with features.swaps on whose provider is a loopback address answered in
// the page itself (a `fetch` stand-in for that address only), so the views run their real flow and no story ever
// makes a request. Each story picks how the stand-in answers.
import { mainnet } from '../src/core/index.js';
import type { CaipNetwork, ThemeMode } from '../src/core/index.js';
import { connectAccount, freshKit } from './story-support.js';

/** How the stand-in provider answers: its swap API up, a quote or a built transaction that never comes, or a part of it down. */
export type ProviderMode = 'up' | 'quote-pending' | 'quote-down' | 'tokens-down' | 'build-pending' | 'build-down';

const API = 'http://127.0.0.1:9';
const CHAIN = 'eip155:1';
const NATIVE = `${CHAIN}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`;
const SWT = `${CHAIN}:0x5fbdb2315678afecb367f032d93f642f64180aa3`;
const E18 = 10n ** 18n;

let mode: ProviderMode = 'up';
let allowance = '0';

const json = (body: unknown, status = 200): Response => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** What the stand-in provider answers for a path (the pool: 1 ETH buys about 2970 SWT). */
function answer(path: string, query: URLSearchParams, body: unknown): Response | Promise<Response> {
  const down = json({ message: 'Service unavailable' }, 503);
  // The network's RPC (the account's balance row reads it): the same stand-in, so no story leaves the page.
  if (path === '/rpc') {
    const call = body as { id?: number; method?: string };
    const result = call.method === 'eth_chainId' ? '0x1' : call.method === 'eth_getBalance' ? '0x112210f4768db400' : null;
    return json({ jsonrpc: '2.0', id: call.id ?? 1, result });
  }
  if (path === '/v1/convert/tokens') {
    return mode === 'tokens-down' ? down : json({ tokens: [
      { name: 'Ether', symbol: 'ETH', address: NATIVE, decimals: 18, logoUri: '' },
      { name: 'Swap Test Token', symbol: 'SWT', address: SWT, decimals: 18, logoUri: '' },
    ] });
  }
  if (path.endsWith('/balance')) {
    return json({ balances: [
      { name: 'Ether', symbol: 'ETH', chainId: CHAIN, value: 3703.5, price: 3000, quantity: { decimals: '18', numeric: '1.2345' } },
      { name: 'Swap Test Token', symbol: 'SWT', chainId: CHAIN, address: SWT, value: 250, price: 1, quantity: { decimals: '18', numeric: '250' } },
    ] });
  }
  if (path === '/v1/fungible/price') return json({ fungibles: [{ name: 'Ether', symbol: 'ETH', price: 3000 }, { name: 'Swap Test Token', symbol: 'SWT', price: 1 }] });
  if (path === '/v1/convert/gas-price') return json({ standard: '1000000000', fast: '1500000000', instant: '2000000000' });
  if (path === '/v1/convert/quotes') {
    if (mode === 'quote-pending') return new Promise<Response>(() => {});
    if (mode === 'quote-down') return down;
    const amount = BigInt(query.get('amount') ?? '0');
    const toAmount = query.get('from') === NATIVE ? (amount * 2970n * E18) / E18 : amount / 3030n;
    return json({ quotes: [{ id: null, fromAmount: amount.toString(), fromAccount: query.get('from'), toAmount: toAmount.toString(), toAccount: query.get('to') }] });
  }
  if (path === '/v1/convert/allowance') return json({ allowance });
  const tx = { from: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', to: SWT.split(':').pop(), data: '0x' };
  if (path === '/v1/convert/build-approve') return json({ tx: { ...tx, value: '0', eip155: { gas: '80000', gasPrice: '1000000000' } } });
  if (path === '/v1/convert/build-transaction' && mode === 'build-pending') return new Promise<Response>(() => {});
  if (path === '/v1/convert/build-transaction') return mode === 'build-down' ? down : json({ tx: { ...tx, amount: '0', eip155: { gas: '200000', gasPrice: '1000000000' } } });
  return json({ message: 'Not found' }, 404);
}

const original = globalThis.fetch.bind(globalThis);
let installed = false;

/** Answers the stand-in provider's address in the page; any other address goes to the real `fetch`. */
function installStandIn(): void {
  if (installed) return;
  installed = true;
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    if (url.origin !== API) return original(input, init);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) as unknown : undefined;
    return Promise.resolve(answer(url.pathname, url.searchParams, body));
  };
}

/** A kit with Swap on and an account connected, its provider answering as `provider` says. */
export function swapKit(themeMode: ThemeMode, provider: ProviderMode = 'up', options: { allowance?: string; networks?: CaipNetwork[] } = {}): void {
  installStandIn();
  mode = provider;
  allowance = options.allowance ?? '0';
  freshKit(themeMode, [], {
    networks: options.networks ?? [mainnet],
    blockchainApiUrl: API,
    customRpcUrls: { 'eip155:1': [{ url: `${API}/rpc` }], 'eip155:11155111': [{ url: `${API}/rpc` }] },
    features: { swaps: true },
  });
  connectAccount('loaded');
}
