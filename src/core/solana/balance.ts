import type { CaipNetwork } from '../types.js';
import type { ResolvedOptions } from '../options/options.js';
import { $options } from '../options/store.js';
import { $accounts, getAccount } from '../connection/account.js';
import { setAccountBalance } from '../connection/details.js';
import { $chain } from '../network/store.js';
import { formatAmount } from '../format.js';
import { isSolanaAddress } from '../caip.js';
import { rpcUrlsFor } from '../network/rpc-urls.js';

const TIMEOUT_MS = 10_000;
let generation = 0;

/** The first of {@link rpcUrlsFor}: customRpcUrls, else the provider's endpoint for its clusters, else the network's own. */
export function solanaRpcUrl(options: Pick<ResolvedOptions, 'customRpcUrls' | 'projectId' | 'rpcHost'>, network: CaipNetwork): string {
  return rpcUrlsFor(options, network)[0]!;
}

/** Lamports held by `address`, from Solana's JSON-RPC `getBalance` (answer `{ context, value }`). */
export async function readSolanaBalance(rpcUrl: string, address: string): Promise<bigint> {
  if (!isSolanaAddress(address)) throw new Error(`Invalid Solana address: ${String(address).slice(0, 60)}`);
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [address, { commitment: 'confirmed' }] }),
    signal: AbortSignal.timeout(TIMEOUT_MS)
  });
  if (!response.ok) throw new Error(`getBalance answered ${response.status}`);
  const body = (await response.json()) as { result?: { value?: unknown }; error?: { message?: unknown } };
  const value = body.result?.value;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw new Error(`getBalance failed: ${String(body.error?.message ?? 'malformed answer').slice(0, 120)}`);
  }
  return BigInt(value);
}

/** Reads the connected Solana account's SOL balance into the account store; a newer read wins over an older one. */
export async function refreshSolanaBalance(network: CaipNetwork): Promise<void> {
  const options = $options.get();
  const address = getAccount('solana').address;
  if (!options || !address || network.chainNamespace !== 'solana') return;
  const ticket = ++generation;
  const symbol = network.nativeCurrency.symbol;
  setAccountBalance('solana', { balanceLoading: true });
  try {
    const lamports = await readSolanaBalance(solanaRpcUrl(options, network), address);
    if (ticket !== generation || getAccount('solana').address !== address) return;
    setAccountBalance('solana', { balance: formatAmount(lamports, network.nativeCurrency.decimals), balanceSymbol: symbol, balanceLoading: false });
  } catch {
    if (ticket !== generation) return;
    setAccountBalance('solana', { balance: undefined, balanceSymbol: symbol, balanceLoading: false });
  }
}

/**
 * Keeps the SOL balance of the connected Solana account current: read on connect, on an account change and on a
 * cluster change. Started with the Solana chunk (configurations with a Solana network), so the core's balance
 * code stays EVM-only. Returns a function that stops watching.
 */
export function watchSolanaBalance(): () => void {
  let last = '';
  const check = (): void => {
    const account = getAccount('solana');
    const network = $chain.get().networks.find(n => n.chainNamespace === 'solana' && account.caipAddress?.startsWith(`${n.caipNetworkId}:`));
    const key = account.status === 'connected' && network ? `${account.caipAddress}` : '';
    if (key === last) return;
    last = key;
    if (key && network) void refreshSolanaBalance(network);
  };
  const stops = [$accounts.listen(check), $chain.listen(check)];
  check();
  return () => stops.forEach(stop => stop());
}
