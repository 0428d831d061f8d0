import { formatUnits, parseUnits } from 'viem';
import { sessionAtom, onSessionEnd } from '../session.js';
import { clock } from '../clock.js';
import { $chain } from '../network/store.js';
import { $account } from '../connection/account.js';
import { accountFlowProperties } from '../connection/flow-properties.js';
import { emitEvent } from '../events/index.js';
import { getApi } from '../data/client.js';
import { SWAP_SUPPORTED_NETWORKS, fetchSwapQuote, fetchSwapTokens } from '../data/swaps.js';
import type { LoadStatus } from '../data/balances.js';
import type { ReadOnlyAtom, Writable } from '../types.js';
import type { RouteEntry } from '../modal/router.js';

/** A token the provider can swap on the active network; `address` is CAIP-10 (`eip155:1:0x…`). */
export interface SwapToken {
  name: string;
  symbol: string;
  address: string;
  decimals: number;
  logoUri?: string;
}

/** What the provider quotes for the amount typed, and what it means for the player. */
export interface SwapQuote {
  /** The amount it was asked for, as typed: a quote for an older amount is never shown. */
  amount: string;
  /** What the player receives, as a decimal of the target token. */
  toAmount: string;
  /** Share of the paid value (at the provider's prices) that does not arrive, in percent; absent without prices. */
  priceImpact: number | undefined;
  /** The provider's fee, as a decimal of the paid token (AppKit's: 0.85 % of the amount). */
  providerFee: string;
}

export interface SwapState {
  /** Whether the active network is one the provider swaps on. */
  supported: boolean;
  tokensStatus: LoadStatus;
  tokens: SwapToken[];
  /** What the account holds, as decimals, by lower-cased CAIP-10 address. */
  balances: Record<string, string>;
  /** USD prices by lower-cased CAIP-10 address. */
  prices: Record<string, number>;
  from: SwapToken | undefined;
  to: SwapToken | undefined;
  /** The amount to pay, as typed. */
  amount: string;
  quoteStatus: LoadStatus;
  quote: SwapQuote | undefined;
}

/** How long typing must pause before a quote is asked (AppKit debounces too). */
export const SWAP_QUOTE_DEBOUNCE_MS = 400;
/** How often balances, prices and the quote are read again while the Swap view is open (AppKit: about 10 s). */
export const SWAP_REFRESH_MS = 10_000;
/** AppKit's provider fee: a share of the paid amount. */
export const SWAP_PROVIDER_FEE = 0.0085;
/** The provider's address for a network's native coin. */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

const DECIMAL = /^\d{1,60}(\.\d{1,60})?$/;
const initial = (): SwapState => ({
  supported: true, tokensStatus: 'idle', tokens: [], balances: {}, prices: {}, from: undefined, to: undefined, amount: '', quoteStatus: 'idle', quote: undefined,
});

/** The Swap flow's state: only this module's actions write it. */
export const $swap: ReadOnlyAtom<SwapState> = sessionAtom<SwapState>(initial());
const patch = (next: Partial<SwapState>): void => ($swap as Writable<typeof $swap>).set({ ...$swap.get(), ...next });

const key = (address: string): string => address.toLowerCase();
export const isNativeToken = (token: SwapToken | undefined): boolean => !!token && key(token.address).endsWith(NATIVE_TOKEN_ADDRESS);
/** The balance of `token` the account holds, as a decimal ('0' when none). */
export const swapBalance = (token: SwapToken | undefined): string => (token && $swap.get().balances[key(token.address)]) || '0';

/** The typed amount in `token`'s base units, or undefined when it is not a positive amount the token can hold. */
export function swapBaseUnits(amount: string, token: SwapToken | undefined): bigint | undefined {
  if (!token || !DECIMAL.test(amount) || (amount.split('.')[1]?.length ?? 0) > token.decimals) return undefined;
  const units = parseUnits(amount, token.decimals);
  return units > 0n ? units : undefined;
}

/** What the Swap button says and whether it goes on, in AppKit's order. */
export type SwapReadiness = 'select-token' | 'enter-amount' | 'insufficient' | 'quoting' | 'no-quote' | 'ready';

export function swapReadiness(state: SwapState = $swap.get()): SwapReadiness {
  if (!state.from || !state.to) return 'select-token';
  const units = swapBaseUnits(state.amount, state.from);
  if (units === undefined) return 'enter-amount';
  if (units > parseUnits(swapBalance(state.from), state.from.decimals)) return 'insufficient';
  if (state.quote?.amount === state.amount && state.quoteStatus === 'ready') return 'ready';
  return state.quoteStatus === 'error' ? 'no-quote' : 'quoting';
}

let quoteTicket = 0;
let debounce: unknown;
let refreshTimer: unknown;
let openTicket = 0;

/** The account and network the flow works for, when both are there. */
export function swapContext(): { caipNetworkId: string; address: string } | undefined {
  const caipNetworkId = $chain.get().activeNetwork?.caipNetworkId;
  const address = $account.get().address;
  return caipNetworkId && address ? { caipNetworkId, address } : undefined;
}

/** Reads the account's balances and the tokens' prices again (the list of tokens stays). */
export async function refreshSwapBalances(): Promise<void> {
  const context = swapContext();
  const tokens = $swap.get().tokens;
  if (!context || tokens.length === 0) return;
  const api = getApi();
  const [held, priced] = await Promise.all([
    api.balance({ address: context.address, chainId: context.caipNetworkId }).catch(() => undefined),
    api.tokenPrices({ currency: 'usd', addresses: tokens.map(token => token.address) }).catch(() => undefined),
  ]);
  const balances: Record<string, string> = {};
  for (const token of held?.balances ?? []) balances[key(token.address ?? `${context.caipNetworkId}:${NATIVE_TOKEN_ADDRESS}`)] = token.quantity.numeric;
  const prices: Record<string, number> = { ...$swap.get().prices };
  priced?.fungibles.forEach((fungible, i) => (prices[key(tokens[i]!.address)] = fungible.price));
  // Prices that come after the quote (the two are asked apart) still give the quote its price impact.
  const { quote, from, to } = $swap.get();
  const requoted = quote && from && to ? { quote: { ...quote, priceImpact: priceImpactOf(quote.amount, quote.toAmount, from, to, prices) } } : {};
  patch({ balances: held ? balances : $swap.get().balances, prices, ...requoted });
}

/** Share of the paid value that does not arrive, at the provider's USD prices, in percent; unknown without both prices. */
function priceImpactOf(amount: string, toAmount: string, from: SwapToken, to: SwapToken, prices: Record<string, number>): number | undefined {
  const [paid, got] = [prices[key(from.address)], prices[key(to.address)]];
  const paidValue = paid === undefined ? undefined : Number(amount) * paid;
  return paidValue && got !== undefined ? ((paidValue - Number(toAmount) * got) / paidValue) * 100 : undefined;
}

const findToken = (tokens: SwapToken[], wanted: string | undefined): SwapToken | undefined =>
  wanted ? tokens.find(token => token.symbol.toLowerCase() === wanted.toLowerCase() || key(token.address).endsWith(key(wanted))) : undefined;

/** What `open({ view: 'Swap', arguments })` fills in: token symbols (or addresses) and the amount, as in AppKit. */
export interface SwapArguments {
  fromToken?: string;
  toToken?: string;
  amount?: string;
}

/**
 * Starts the flow for the connected account: the provider's tokens, the account's balances and prices, the native
 * coin (or `args.fromToken`) to pay with, and a refresh every {@link SWAP_REFRESH_MS} until the returned stop is
 * called. On a network the provider does not swap on, only `supported: false`. Sends OPEN_SWAP unless `again`
 * (the player came back to the view from its token list).
 */
export function openSwap(args: SwapArguments = {}, again = false): () => void {
  const mine = ++openTicket;
  const context = swapContext();
  const supported = !!context && SWAP_SUPPORTED_NETWORKS.includes(context.caipNetworkId);
  const sameNetwork = $swap.get().tokens[0]?.address.startsWith(`${context?.caipNetworkId}:`);
  patch({ supported, ...(sameNetwork ? {} : { tokens: [], balances: {}, prices: {}, from: undefined, to: undefined }), quote: undefined, quoteStatus: 'idle' });
  if (!again) emitEvent('OPEN_SWAP', accountFlowProperties());
  if (!supported || !context) return () => {};
  void loadSwapTokens(mine, args);
  const tick = (): void => {
    refreshTimer = clock.setTimeout(() => {
      void refreshSwapBalances().then(() => requestSwapQuote(true));
      tick();
    }, SWAP_REFRESH_MS);
  };
  tick();
  return () => {
    if (mine !== openTicket) return;
    clock.clearTimeout(refreshTimer);
    clock.clearTimeout(debounce);
    quoteTicket++;
  };
}

/** The router entries whose `open()` arguments were applied: coming back to one keeps the player's choice. */
let applied = new WeakSet<RouteEntry>();

/**
 * Starts the flow for the Swap view shown by `entry` (the router's current entry): with `open()`'s arguments the
 * first time the entry is shown, without them (and without OPEN_SWAP) when the player comes back to it.
 */
export function openSwapView(entry: RouteEntry | undefined): () => void {
  const fresh = entry?.view === 'Swap' && !applied.has(entry);
  if (entry) applied.add(entry);
  return openSwap(fresh ? ((entry.params as SwapArguments | undefined) ?? {}) : {}, !fresh);
}

/** Loads (or reloads, after a failure) the provider's tokens, then balances and prices. */
export async function loadSwapTokens(mine = openTicket, args: SwapArguments = {}): Promise<void> {
  const context = swapContext();
  if (!context) return;
  patch({ tokensStatus: 'loading' });
  try {
    const { tokens } = await fetchSwapTokens(context.caipNetworkId);
    if (mine !== openTicket) return;
    const state = $swap.get();
    const from = findToken(tokens, args.fromToken) ?? state.from ?? tokens.find(token => isNativeToken(token));
    const to = findToken(tokens, args.toToken) ?? state.to;
    patch({ tokens, tokensStatus: 'ready', from, to: to && from && key(to.address) === key(from.address) ? undefined : to });
    await refreshSwapBalances();
    if (args.amount !== undefined) setSwapAmount(args.amount, true);
    else requestSwapQuote(true);
  } catch {
    if (mine === openTicket) patch({ tokensStatus: 'error' });
  }
}

/** The amount to pay, as the player types it: the quote follows once typing pauses ({@link SWAP_QUOTE_DEBOUNCE_MS}). */
export function setSwapAmount(amount: string, now = false): void {
  patch({ amount: amount.trim().replace(',', '.') });
  clock.clearTimeout(debounce);
  if (now) requestSwapQuote();
  else debounce = clock.setTimeout(() => requestSwapQuote(), SWAP_QUOTE_DEBOUNCE_MS);
}

/** Picks the token to pay with (`from`) or to receive (`to`); picking the other side's token swaps the two. */
export function selectSwapToken(side: 'from' | 'to', token: SwapToken): void {
  const { from, to } = $swap.get();
  const other = side === 'from' ? to : from;
  const clash = other && key(other.address) === key(token.address);
  const previous = side === 'from' ? from : to;
  if (side === 'from') patch({ from: token, to: clash ? previous : to });
  else patch({ to: token, from: clash ? previous : from });
  requestSwapQuote();
}

/** Turns the swap around: the token received becomes the one paid, and the other way. */
export function flipSwapTokens(): void {
  const { from, to, quote } = $swap.get();
  patch({ from: to, to: from, amount: quote ? quote.toAmount.replace(/(\.\d{0,6})\d*$/, '$1').replace(/\.$/, '') : $swap.get().amount });
  requestSwapQuote();
}

/**
 * Asks the provider for a quote for the current amount and tokens. Only the newest request's answer lands: an
 * answer to an older one (slower, or asked before the player typed on) is dropped. `quiet` keeps the shown
 * quote while the refresh runs.
 */
export function requestSwapQuote(quiet = false): void {
  const mine = ++quoteTicket;
  clock.clearTimeout(debounce);
  const state = $swap.get();
  const context = swapContext();
  const units = swapBaseUnits(state.amount, state.from);
  if (!context || !state.from || !state.to || units === undefined) {
    patch({ quote: undefined, quoteStatus: 'idle' });
    return;
  }
  const { from, to, amount } = state;
  patch(quiet && state.quote?.amount === amount ? {} : { quote: undefined, quoteStatus: 'loading' });
  fetchSwapQuote({ caipNetworkId: context.caipNetworkId, userAddress: context.address, from: from.address, to: to.address, amount: units.toString() }).then(
    answer => {
      if (mine !== quoteTicket) return;
      const toUnits = answer.quotes[0]?.toAmount;
      if (!toUnits || !/^\d+$/.test(toUnits)) return patch({ quote: undefined, quoteStatus: 'error' });
      const toAmount = formatUnits(BigInt(toUnits), to.decimals);
      const priceImpact = priceImpactOf(amount, toAmount, from, to, $swap.get().prices);
      const providerFee = formatUnits((units * BigInt(SWAP_PROVIDER_FEE * 10_000)) / 10_000n, from.decimals);
      patch({ quote: { amount, toAmount, priceImpact, providerFee }, quoteStatus: 'ready' });
    },
    () => {
      if (mine === quoteTicket) patch({ quote: undefined, quoteStatus: 'error' });
    },
  );
}

/** AppKit's INITIATE_SWAP / SWAP_SUCCESS / SWAP_ERROR properties for the swap on screen. */
export function swapEventProperties(): Record<string, unknown> {
  const { from, to, amount, quote } = $swap.get();
  return { ...accountFlowProperties(), swapFromToken: from?.symbol ?? '', swapToToken: to?.symbol ?? '', swapFromAmount: amount, swapToAmount: quote?.toAmount ?? '' };
}

/** After a swap, the next one starts from an empty amount. */
export function clearSwapAmount(): void {
  quoteTicket++;
  patch({ amount: '', quote: undefined, quoteStatus: 'idle' });
}

onSessionEnd(() => {
  applied = new WeakSet();
  clock.clearTimeout(debounce);
  clock.clearTimeout(refreshTimer);
  quoteTicket++;
  openTicket++;
});
