import { sessionAtom, onSessionEnd } from '../session.js';
import type { ApiTokenBalance } from '../api/schemas.js';
import { msg } from '../messages.js';
import { showToast } from '../modal/toast.js';
import { getApi } from './client.js';
import { loadLazy } from '../lazy.js';
import type { ReadOnlyAtom, Writable } from '../types.js';

/** A token the account holds (spec section 3 "Token balance"). */
export type TokenBalance = ApiTokenBalance;

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface BalancesState {
  status: LoadStatus;
  tokens: TokenBalance[];
  address?: string;
  caipNetworkId?: string;
}

/** After a failed balance read, no new read for this long (spec section 9). */
export const BALANCE_RETRY_WAIT_MS = 30_000;

const initial = (): BalancesState => ({ status: 'idle', tokens: [] });
export const $balances: ReadOnlyAtom<BalancesState> = sessionAtom<BalancesState>(initial());

let lastErrorAt = Number.NEGATIVE_INFINITY;
let ticket = 0;

/** Tokens whose decimals are '0' are not fungible balances the provider can price; they are dropped. */
export function filterBalances(tokens: readonly TokenBalance[]): TokenBalance[] {
  return tokens.filter(token => token.quantity.decimals !== '0').sort((a, b) => (b.value ?? 0) - (a.value ?? 0));
}

/**
 * Reads the token balances of `address` on `caipNetworkId`. A failure shows "Token Balance Unavailable" and
 * blocks further reads for 30 s, so a failing provider is not hammered by every re-render. A Solana account's SOL and
 * SPL balances are read from the network's RPC (the Solana slice's lazy part), the chain being their record.
 * Resolves to whether a request was made.
 */
export async function fetchBalances(address: string, caipNetworkId: string, now = Date.now()): Promise<boolean> {
  if (now - lastErrorAt < BALANCE_RETRY_WAIT_MS) return false;
  const mine = ++ticket;
  const previous = $balances.get();
  const same = previous.address === address && previous.caipNetworkId === caipNetworkId;
  ($balances as Writable<typeof $balances>).set({ status: 'loading', tokens: same ? previous.tokens : [], address, caipNetworkId });
  try {
    const answer = caipNetworkId.startsWith('solana:')
      ? { balances: await (await loadLazy('solanaSend')).readSolanaTokens(address, caipNetworkId) }
      : await getApi().balance({ address, chainId: caipNetworkId });
    if (mine !== ticket) return true;
    ($balances as Writable<typeof $balances>).set({ status: 'ready', tokens: filterBalances(answer.balances), address, caipNetworkId });
  } catch {
    if (mine !== ticket) return true;
    lastErrorAt = Date.now();
    ($balances as Writable<typeof $balances>).set({ status: 'error', tokens: [], address, caipNetworkId });
    showToast('error', msg('toast.tokenBalanceUnavailable', 'Token Balance Unavailable'));
  }
  return true;
}

export function resetBalances(): void {
  ticket++;
  lastErrorAt = Number.NEGATIVE_INFINITY;
  ($balances as Writable<typeof $balances>).set(initial());
}

onSessionEnd(resetBalances);
