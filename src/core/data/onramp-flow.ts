import type { OnrampOptions, OnrampQuote } from '../api/schemas.js';
import { $account } from '../connection/account.js';
import { isSmartAccount } from '../connection/properties.js';
import { emitEvent } from '../events/index.js';
import { $chain } from '../network/store.js';
import { clock } from '../clock.js';
import { onSessionEnd, sessionAtom } from '../session.js';
import type { ReadOnlyAtom, Writable } from '../types.js';
import { DEFAULT_ONRAMP_OPTIONS, fetchOnrampOptions, fetchOnrampQuote } from './onramp.js';
import { getApi } from './client.js';
import type { Transaction } from './activity.js';
import { loadLazy } from '../lazy.js';

/** The provider behind the Blockchain API's on-ramp endpoints (AppKit's `OnRampProviderOption`). */
export const ONRAMP_PROVIDER = { name: 'coinbase', label: 'Coinbase' } as const;

/** Why the typed amount cannot be quoted: none typed, not a number, or outside the payment method's limits. */
export type OnrampAmountProblem = 'empty' | 'invalid' | 'below' | 'above';

export interface OnrampState {
  /** `loading` until the provider's currencies (or the built-in list) are here. */
  status: 'idle' | 'loading' | 'ready';
  options: OnrampOptions;
  /** The provider's options could not be read: `options` is the built-in list. */
  optionsFallback: boolean;
  /** Ids of the options' purchase currency, payment currency and payment method. */
  purchaseCurrency: string;
  paymentCurrency: string;
  paymentMethod: string;
  /** The amount to pay, as typed. */
  amount: string;
  quoteStatus: 'idle' | 'loading' | 'ready';
  quote?: OnrampQuote;
  /** The quote call failed: `quote` is a placeholder without fees (the player is told). */
  quoteMock: boolean;
}

/** The purchase under way: its provider page, then the provider's report of it. */
export interface OnrampPurchase {
  status: 'idle' | 'opening' | 'waiting' | 'done' | 'failed';
  /** The provider's page for this wallet, once the provider gave it. */
  url?: string;
  /** When the page was asked for (ms): only purchases reported after it count. */
  since: number;
  /** The purchase, as the provider reported it. */
  purchase?: Transaction;
}

const initialState = (): OnrampState => ({
  status: 'idle',
  options: DEFAULT_ONRAMP_OPTIONS,
  optionsFallback: false,
  purchaseCurrency: '',
  paymentCurrency: '',
  paymentMethod: '',
  amount: '',
  quoteStatus: 'idle',
  quoteMock: false,
});

export const $onramp: ReadOnlyAtom<OnrampState> = sessionAtom<OnrampState>(initialState());
export const $onrampPurchase: ReadOnlyAtom<OnrampPurchase> = sessionAtom<OnrampPurchase>({ status: 'idle', since: 0 });

const write = (patch: Partial<OnrampState>): void => ($onramp as Writable<typeof $onramp>).set({ ...$onramp.get(), ...patch });
const writePurchase = (next: OnrampPurchase): void => ($onrampPurchase as Writable<typeof $onrampPurchase>).set(next);

/** Typing pauses this long before a quote is asked for. */
export const QUOTE_DEBOUNCE_MS = 300;
/** How often the provider is asked whether the purchase arrived while the player is in its window. */
export const PURCHASE_POLL_MS = 3000;
/** After this long the provider is asked only when the player comes back to the modal. */
export const PURCHASE_POLL_FOR_MS = 10 * 60_000;

let optionsTicket = 0;
let quoteTicket = 0;
let quoteTimer: unknown;
let pollTimer: unknown;
let purchaseTicket = 0;

const pick = (ids: string[], current: string, preferred: string): string =>
  ids.includes(current) ? current : ids.includes(preferred) ? preferred : (ids[0] ?? '');

/** The limits of the chosen payment currency and method (decimal strings), if the options name them. */
export function onrampLimits(state: OnrampState = $onramp.get()): { min: string; max: string } | undefined {
  const currency = state.options.paymentCurrencies.find(c => c.id === state.paymentCurrency);
  const limit = currency?.payment_method_limits.find(l => l.id === state.paymentMethod);
  return limit && { min: limit.min, max: limit.max };
}

/** The typed amount as a decimal string ("25,5" and "25.5" both give "25.5"), or undefined if it is not one. */
export function parseOnrampAmount(text: string): string | undefined {
  const trimmed = text.trim().replace(',', '.');
  return /^\d{1,9}(\.\d{1,2})?$/.test(trimmed) ? trimmed.replace(/^0+(?=\d)/, '') : undefined;
}

/** What stops the typed amount from being bought, or undefined when it can be. */
export function onrampAmountProblem(state: OnrampState = $onramp.get()): OnrampAmountProblem | undefined {
  if (!state.amount.trim()) return 'empty';
  const amount = parseOnrampAmount(state.amount);
  if (amount === undefined) return 'invalid';
  const limits = onrampLimits(state);
  if (limits && Number(amount) < Number(limits.min)) return 'below';
  if (limits && Number(amount) > Number(limits.max)) return 'above';
  return Number(amount) > 0 ? undefined : 'below';
}

/** Reads the provider's currencies and limits (the built-in list when it fails) and keeps the choices valid. */
export async function loadOnramp(): Promise<void> {
  const mine = ++optionsTicket;
  write({ status: 'loading' });
  const { options, fallback } = await fetchOnrampOptions();
  if (mine !== optionsTicket) return;
  const state = $onramp.get();
  const purchaseCurrency = pick(options.purchaseCurrencies.map(c => c.id), state.purchaseCurrency, 'ETH');
  const paymentCurrency = pick(options.paymentCurrencies.map(c => c.id), state.paymentCurrency, 'USD');
  const methods = options.paymentCurrencies.find(c => c.id === paymentCurrency)?.payment_method_limits.map(l => l.id) ?? [];
  write({ status: 'ready', options, optionsFallback: fallback, purchaseCurrency, paymentCurrency, paymentMethod: pick(methods, state.paymentMethod, 'card') });
  requestQuote();
}

/**
 * Chooses what to buy (`purchase`), the currency to pay in (`payment`) or the payment method (`method`), by the
 * options' id. An id the options do not have throws and changes nothing.
 */
export function chooseOnramp(kind: 'purchase' | 'payment' | 'method', id: string): void {
  const state = $onramp.get();
  const { paymentCurrencies, purchaseCurrencies } = state.options;
  const methodsOf = (currency: string) => paymentCurrencies.find(c => c.id === currency)?.payment_method_limits.map(l => l.id) ?? [];
  const known = kind === 'purchase' ? purchaseCurrencies.map(c => c.id) : kind === 'payment' ? paymentCurrencies.map(c => c.id) : methodsOf(state.paymentCurrency);
  if (!known.includes(id)) throw new Error(`Buy: unknown ${kind} "${id}"; expected one of ${known.join(', ')}`);
  if (kind === 'purchase') write({ purchaseCurrency: id });
  else if (kind === 'payment') write({ paymentCurrency: id, paymentMethod: pick(methodsOf(id), state.paymentMethod, 'card') });
  else write({ paymentMethod: id });
  requestQuote();
}

/** The amount to pay, as the player types it; a quote follows once typing pauses and the amount is within limits. */
export function setOnrampAmount(text: string): void {
  write({ amount: text });
  requestQuote();
}

/** The quote for the current choices, after a pause; a late answer never replaces a newer one. */
function requestQuote(): void {
  const mine = ++quoteTicket;
  clock.clearTimeout(quoteTimer);
  const state = $onramp.get();
  if (state.status !== 'ready' || onrampAmountProblem(state)) {
    write({ quoteStatus: 'idle', quote: undefined, quoteMock: false });
    return;
  }
  write({ quoteStatus: 'loading' });
  quoteTimer = clock.setTimeout(() => {
    const now = $onramp.get();
    const network = now.options.purchaseCurrencies.find(c => c.id === now.purchaseCurrency)?.networks[0]?.name ?? 'ethereum';
    const request = { purchaseCurrency: now.purchaseCurrency, paymentCurrency: now.paymentCurrency, amount: parseOnrampAmount(now.amount)!, network };
    void fetchOnrampQuote(request).then(({ quote, mock }) => {
      if (mine === quoteTicket) write({ quoteStatus: 'ready', quote, quoteMock: mock });
    });
  }, QUOTE_DEBOUNCE_MS);
}

/** The purchase currency chosen, as the options describe it. */
export function chosenPurchaseCurrency(state: OnrampState = $onramp.get()): OnrampOptions['purchaseCurrencies'][number] | undefined {
  return state.options.purchaseCurrencies.find(c => c.id === state.purchaseCurrency);
}

/**
 * Asks the provider for its page for this wallet, with the chosen currency and amount, and starts watching for the
 * purchase it reports. Resolves with the page's address (only http and https are accepted), or throws, leaving the
 * choices as they were.
 */
export async function createOnrampUrl(): Promise<string> {
  const state = $onramp.get();
  const address = $account.get().address;
  const amount = parseOnrampAmount(state.amount);
  if (!address) throw new Error('Buy: no connected account');
  if (amount === undefined || onrampAmountProblem(state)) throw new Error('Buy: the amount is not within the limits');
  const mine = ++purchaseTicket;
  stopWatching();
  writePurchase({ status: 'opening', since: Date.now() });
  const currency = chosenPurchaseCurrency(state);
  const network = currency?.networks[0]?.name;
  try {
    const { url } = await getApi().onrampUrl({
      destinationWallets: [{ address, blockchains: network ? [network] : [], assets: currency ? [currency.symbol] : [] }],
      partnerUserId: address,
      defaultNetwork: network,
      presetFiatAmount: Number(amount),
      fiatCurrency: state.paymentCurrency,
    });
    if (!/^https?:$/.test(new URL(url).protocol)) throw new Error('Buy: the provider\'s page is not a web address');
    if (mine !== purchaseTicket) throw new Error('Buy: a newer purchase started');
    emitEvent('SELECT_BUY_PROVIDER', { provider: ONRAMP_PROVIDER.name, isSmartAccount: isSmartAccount() });
    writePurchase({ ...$onrampPurchase.get(), status: 'waiting', url });
    schedulePoll(mine);
    return url;
  } catch (error) {
    if (mine === purchaseTicket) writePurchase({ status: 'failed', since: 0 });
    throw error;
  }
}

function schedulePoll(mine: number): void {
  clock.clearTimeout(pollTimer);
  const again = () => mine === purchaseTicket && $onrampPurchase.get().status === 'waiting' && Date.now() - $onrampPurchase.get().since < PURCHASE_POLL_FOR_MS;
  pollTimer = clock.setTimeout(() => void checkOnrampPurchase().finally(() => again() && schedulePoll(mine)), PURCHASE_POLL_MS);
}

function stopWatching(): void {
  clock.clearTimeout(pollTimer);
  pollTimer = undefined;
}

/**
 * Asks the provider now whether the purchase arrived (the view calls it when the player comes back from the
 * provider's window; it is also asked every few seconds). A purchase reported after the page was asked for, or one
 * still in progress, ends the wait; the Account view's activity is read again so it lists it.
 */
export async function checkOnrampPurchase(): Promise<void> {
  const mine = purchaseTicket;
  const { status, since } = $onrampPurchase.get();
  const address = $account.get().address;
  const network = $chain.get().activeNetwork?.caipNetworkId;
  if (status !== 'waiting' || !address) return;
  let reported: Transaction[];
  try {
    reported = (await getApi().history({ address, onramp: ONRAMP_PROVIDER.name, chainId: network })).data;
  } catch {
    return; // Asked again at the next tick.
  }
  if (mine !== purchaseTicket || $onrampPurchase.get().status !== 'waiting') return;
  const purchase = reported.find(tx => Date.parse(tx.metadata.minedAt) >= since || tx.metadata.status === 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS');
  if (!purchase) return;
  stopWatching();
  writePurchase({ ...$onrampPurchase.get(), status: 'done', purchase });
  // Through the loading table, as pending.ts does: a static import would split the activity chunk differently.
  if (network) void loadLazy('activity').then(({ fetchActivity }) => fetchActivity(address, network), () => undefined);
}

/** Forgets the purchase under way and stops asking about it (the player left the flow). */
export function resetOnrampPurchase(): void {
  purchaseTicket++;
  stopWatching();
  writePurchase({ status: 'idle', since: 0 });
}

onSessionEnd(() => {
  optionsTicket++;
  quoteTicket++;
  purchaseTicket++;
  clock.clearTimeout(quoteTimer);
  stopWatching();
});
