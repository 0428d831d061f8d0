import type * as z from 'zod/mini';
import type { AlertId } from '../modal/alert.js';
import { showAlert } from '../modal/alert.js';
import * as s from './schemas.js';

/** SDK type and version sent as `st` and `sv` on every GET, as the toolkit 1.7.4 does. */
export const API_SDK_TYPE = 'appkit';
export const API_SDK_VERSION = 'html-core-1.7.4';
/** Per-request time-out; matches the RPC HTTP time-out of spec section 9. */
export const API_TIMEOUT_MS = 10_000;
/** Larger answers are refused unparsed: no real answer comes near this, and parsing one could stall the page. */
const MAX_ANSWER_CHARS = 8_000_000;

/** Server reasons that mean the app itself is misconfigured or the session is stale (spec section 8). */
const SERVER_ALERTS: ReadonlyArray<[string, AlertId]> = [
  ['Unauthorized: origin not allowed', 'invalidAppConfiguration'],
  ['Unauthorized: invalid key', 'invalidAppConfiguration'],
  ['JWT validation error: JWT Token is not yet valid', 'sessionExpired']
];

/** Which alert a server reason maps to, if any. */
export function alertForServerMessage(message: string | undefined): AlertId | undefined {
  if (!message) return undefined;
  return SERVER_ALERTS.find(([reason]) => message.includes(reason))?.[1];
}

export type BlockchainApiErrorKind = 'invalid-input' | 'network' | 'timeout' | 'http' | 'invalid-answer';

/** Every failure of the client: callers branch on `kind`, never on message text. */
export class BlockchainApiError extends Error {
  override name = 'BlockchainApiError';
  constructor(
    readonly kind: BlockchainApiErrorKind,
    message: string,
    readonly status?: number,
    readonly alert?: AlertId
  ) {
    super(message);
  }
}

export interface BlockchainApiConfig {
  /** e.g. `https://rpc.walletconnect.org` or a local fixture server; a trailing slash is ignored. */
  baseUrl: string;
  projectId: string | undefined;
  /** Injected for tests and for hosts that wrap fetch; defaults to the global one. */
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Called with the alert a server reason maps to; defaults to the modal's alert banner. */
  onAlert?: (alert: AlertId) => void;
}

type Query = Record<string, string | number | boolean | undefined>;

const MAX_COIN_TYPE_CHAIN = 2147483648;

/** ENSIP-11 coin type for an EVM chain id; chain ids of 2^31 and above are refused with "Invalid chainId". */
export function evmChainIdToCoinType(chainId: number): number {
  if (!Number.isInteger(chainId) || chainId < 0 || chainId >= MAX_COIN_TYPE_CHAIN) throw new BlockchainApiError('invalid-input', 'Invalid chainId');
  return (0x80000000 | chainId) >>> 0;
}

/** Checks a caller-given value before it goes into a URL, so bad input fails here and not at the server. */
function need(value: unknown, what: string): string {
  if (typeof value !== 'string' || value.trim() === '' || value.length > 256) {
    throw new BlockchainApiError('invalid-input', `Invalid ${what}: expected a non-empty string`);
  }
  return value;
}

const segment = (value: unknown, what: string): string => encodeURIComponent(need(value, what));

/**
 * Creates a client for the blockchain-data provider (spec section 7). Nothing is fetched until a method is
 * called; every answer is checked against its schema and every failure is a {@link BlockchainApiError}.
 */
export function createBlockchainApi(config: BlockchainApiConfig) {
  if (typeof config?.baseUrl !== 'string' || !/^https?:\/\/[^\s]+$/i.test(config.baseUrl)) {
    throw new BlockchainApiError('invalid-input', 'Invalid blockchainApiUrl: expected an http:// or https:// URL');
  }
  const base = config.baseUrl.replace(/\/+$/, '');
  const timeoutMs = config.timeoutMs ?? API_TIMEOUT_MS;
  const onAlert = config.onAlert ?? showAlert;
  const projectId = config.projectId ?? '';

  async function call<T extends z.ZodMiniType>(
    method: 'GET' | 'POST',
    path: string,
    schema: T,
    query: Query = {},
    body?: Record<string, unknown>
  ): Promise<z.infer<T>> {
    const url = new URL(base + path);
    const params: Query = method === 'GET' ? { ...query, st: API_SDK_TYPE, sv: API_SDK_VERSION, projectId } : query;
    for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, String(value));
    const doFetch = config.fetch ?? globalThis.fetch.bind(globalThis);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    let response: Response;
    let raw: string;
    try {
      response = await doFetch(url.toString(), {
        method,
        signal: controller.signal,
        headers: body ? { 'content-type': 'application/json' } : undefined,
        body: body ? JSON.stringify(body) : undefined
      });
      raw = await response.text();
    } catch (error) {
      if (controller.signal.aborted) throw new BlockchainApiError('timeout', `Request timed out after ${timeoutMs} ms`);
      throw new BlockchainApiError('network', error instanceof Error ? error.message : 'Network error');
    } finally {
      clearTimeout(timer);
    }
    if (raw.length > MAX_ANSWER_CHARS) throw new BlockchainApiError('invalid-answer', 'The server answer is too large', response.status);
    let json: unknown;
    try {
      json = raw === '' ? undefined : JSON.parse(raw);
    } catch {
      json = undefined;
      if (response.ok) throw new BlockchainApiError('invalid-answer', 'The server answered with invalid JSON', response.status);
    }
    if (!response.ok) {
      const parsed = s.errorBodySchema.safeParse(json);
      const reason = (parsed.success ? (parsed.data.message ?? parsed.data.error) : undefined) ?? raw.slice(0, 300);
      const alert = alertForServerMessage(reason);
      if (alert) onAlert(alert);
      throw new BlockchainApiError('http', reason || `HTTP ${response.status}`, response.status, alert);
    }
    const checked = schema.safeParse(json);
    if (!checked.success) throw new BlockchainApiError('invalid-answer', `Unexpected answer from ${path.split('/').slice(0, 3).join('/')}`, response.status);
    return checked.data as z.infer<T>;
  }

  return {
    baseUrl: base,
    /** GET v1/supported-chains: chain ids the provider serves over HTTP and WebSocket. */
    supportedChains: () => call('GET', '/v1/supported-chains', s.supportedChainsSchema),
    /** GET /v1/identity/{address}: name and avatar of an address. */
    identity: (address: string, sender?: string) => call('GET', `/v1/identity/${segment(address, 'address')}`, s.identitySchema, { sender }),
    /** GET /v1/account/{address}/history: one page of transactions; pass the previous `next` as `cursor`. */
    history: (p: { address: string; cursor?: string; onramp?: string; chainId?: string }) =>
      call('GET', `/v1/account/${segment(p.address, 'address')}/history`, s.historySchema, { cursor: p.cursor, onramp: p.onramp, chainId: p.chainId }),
    /** GET /v1/account/{address}/balance in USD. */
    balance: (p: { address: string; chainId: string; forceUpdate?: string }) =>
      call('GET', `/v1/account/${segment(p.address, 'address')}/balance`, s.balanceSchema, {
        currency: 'usd',
        chainId: need(p.chainId, 'chainId'),
        forceUpdate: p.forceUpdate
      }),
    /** GET /v1/convert/quotes: swap quotes. */
    swapQuotes: (p: { amount: string; userAddress: string; from: string; to: string; gasPrice: string }) =>
      call('GET', '/v1/convert/quotes', s.swapQuotesSchema, { ...p }),
    /** GET /v1/convert/tokens: tokens that can be swapped on a chain. */
    swapTokens: (chainId: string) => call('GET', '/v1/convert/tokens', s.swapTokensSchema, { chainId }),
    /** POST /v1/fungible/price: prices of tokens given as CAIP-10 addresses. */
    tokenPrices: (p: { currency: string; addresses: string[] }) =>
      call('POST', '/v1/fungible/price', s.fungiblePriceSchema, {}, { currency: p.currency, addresses: p.addresses, projectId }),
    /** GET /v1/convert/allowance: what the swap router may spend of a token. */
    allowance: (p: { tokenAddress: string; userAddress: string }) => call('GET', '/v1/convert/allowance', s.allowanceSchema, { ...p }),
    /** GET /v1/convert/gas-price. */
    gasPrice: (chainId: string) => call('GET', '/v1/convert/gas-price', s.gasPriceSchema, { chainId }),
    /** POST /v1/convert/build-transaction: the swap transaction to sign. */
    buildSwapTransaction: (p: { amount: string; slippage: number; from: string; to: string; userAddress: string; disableEstimate?: boolean }) =>
      call('POST', '/v1/convert/build-transaction', s.buildTransactionSchema, {}, {
        amount: p.amount,
        eip155: { slippage: String(p.slippage) },
        projectId,
        from: p.from,
        to: p.to,
        userAddress: p.userAddress,
        disableEstimate: p.disableEstimate ?? false
      }),
    /** GET /v1/convert/build-approve: the approval transaction a swap needs first. */
    buildApprove: (p: { userAddress: string; from: string; to: string }) => call('GET', '/v1/convert/build-approve', s.buildApproveSchema, { ...p }),
    /** GET /v1/profile/account/{name}: a registered name's profile. */
    profileAccount: (name: string) => call('GET', `/v1/profile/account/${segment(name, 'name')}`, s.profileAccountSchema, { apiVersion: 2 }),
    /** GET /v1/profile/reverse/{address}: names registered to an address. */
    reverseProfile: (address: string, sender?: string) =>
      call('GET', `/v1/profile/reverse/${segment(address, 'address')}`, s.reverseProfileSchema, { sender, apiVersion: 2 }),
    /** GET /v1/profile/suggestions/{name}: available names close to `name`. */
    profileSuggestions: (name: string, zone = 'reown.id') =>
      call('GET', `/v1/profile/suggestions/${segment(name, 'name')}`, s.suggestionsSchema, { zone }),
    /** POST /v1/profile/account: registers a name with a signed message. */
    registerName: (p: { coinType: number; message: string; signature: string; address: string }) =>
      call('POST', '/v1/profile/account', s.registerNameSchema, {}, {
        coin_type: p.coinType,
        address: p.address,
        message: p.message,
        signature: p.signature
      }),
    /** POST /v1/generators/onrampurl: the provider's buy page for a wallet. */
    onrampUrl: (p: { destinationWallets: unknown[]; partnerUserId: string; defaultNetwork?: string; presetCryptoAmount?: number; presetFiatAmount?: number; fiatCurrency?: string }) =>
      call('POST', '/v1/generators/onrampurl', s.onrampUrlSchema, {}, { ...p, defaultExperience: 'buy' }),
    /** GET /v1/onramp/options: payment and purchase currencies. */
    onrampOptions: () => call('GET', '/v1/onramp/options', s.onrampOptionsSchema),
    /** POST /v1/onramp/quote. */
    onrampQuote: (p: { purchaseCurrency: string; paymentCurrency: string; amount: string; network: string }) =>
      call('POST', '/v1/onramp/quote', s.onrampQuoteSchema, {}, { ...p }),
    /** GET /v1/sessions/{id}. */
    session: (id: string) => call('GET', `/v1/sessions/${segment(id, 'session id')}`, s.sessionSchema),
    /** POST /v1/sessions/{id}/revoke. */
    revokeSession: (id: string, p: { pci: string; signature: string }) =>
      call('POST', `/v1/sessions/${segment(id, 'session id')}/revoke`, s.revokeSchema, {}, { pci: p.pci, signature: p.signature })
  };
}

/** The client returned by {@link createBlockchainApi}. */
export type BlockchainApi = ReturnType<typeof createBlockchainApi>;
