import { onSessionEnd, sessionAtom } from '../session.js';
import { $chain } from '../network/store.js';
import { rpcUrlFor } from '../network/rpc-urls.js';
import { $options } from '../options/store.js';
import { $activeConnectorId } from '../connection/store.js';
import { getConnector } from '../connection/connectors.js';
import { emitEvent } from '../events/index.js';
import { classifyWalletError } from '../wallet-errors.js';
import { showToast } from '../modal/toast.js';
import { getApi } from '../data/client.js';
import { fetchBalances } from '../data/balances.js';
import { waitForConfirmation } from '../data/pending.js';
import { SWAP_SLIPPAGE_TOLERANCE } from '../data/swaps.js';
import { shortQuantity } from '../data/format.js';
import type { ReadOnlyAtom, Writable } from '../types.js';
import { $swap, clearSwapAmount, isNativeToken, refreshSwapBalances, swapBalance, swapBaseUnits, swapContext, swapEventProperties } from './store.js';
import { swapMsg } from './messages.js';

/** An EVM transaction the provider built, as the wallet is asked to send it. */
export interface BuiltTransaction {
  from: string;
  to: string;
  data: string;
  /** Wei sent along, as a decimal string. */
  value: string;
  gas: string;
  gasPrice: string;
}

/** The preview's state: what the next press sends (an approval first, or the swap), and what it costs. */
export interface SwapPreviewState {
  status: 'idle' | 'preparing' | 'ready' | 'approving' | 'swapping' | 'error';
  /** The paid token's allowance is short: the next transaction is the approval. */
  needsApproval: boolean;
  transaction: BuiltTransaction | undefined;
  /** The transaction's network cost in wei (its gas times gas price). */
  networkFee: bigint | undefined;
  /** What went wrong last, for the player; the preview stays usable. */
  error: string | undefined;
}

const idle = (): SwapPreviewState => ({ status: 'idle', needsApproval: false, transaction: undefined, networkFee: undefined, error: undefined });
export const $swapPreview: ReadOnlyAtom<SwapPreviewState> = sessionAtom<SwapPreviewState>(idle());
const set = (next: Partial<SwapPreviewState>): void => ($swapPreview as Writable<typeof $swapPreview>).set({ ...$swapPreview.get(), ...next });

let ticket = 0;
// A kit that ends drops the answers its preview still waits for.
onSessionEnd(() => ticket++);
const bare = (caip: string): string => caip.split(':').pop()!;

/**
 * Reads the paid token's allowance from the provider (the chain's own figure) and builds what the wallet signs
 * next: the approval when the allowance is short, else the swap. A native coin needs no approval. The swap's
 * value plus its network cost must fit the balance, or the preview says so.
 */
export async function prepareSwap(): Promise<void> {
  const mine = ++ticket;
  const { from, to, amount } = $swap.get();
  const context = swapContext();
  const units = swapBaseUnits(amount, from);
  if (!context || !from || !to || units === undefined) return set({ ...idle(), status: 'error', error: swapMsg('swap.enterAmount') });
  set({ ...idle(), status: 'preparing' });
  try {
    const api = getApi();
    const needsApproval = !isNativeToken(from) && BigInt((await api.allowance({ tokenAddress: from.address, userAddress: context.address })).allowance) < units;
    let transaction: BuiltTransaction;
    if (needsApproval) {
      const { tx } = await api.buildApprove({ userAddress: context.address, from: from.address, to: to.address });
      transaction = { from: context.address, to: tx.to, data: tx.data, value: tx.value, gas: tx.eip155.gas, gasPrice: tx.eip155.gasPrice };
    } else {
      const { tx } = await api.buildSwapTransaction({ amount: units.toString(), slippage: SWAP_SLIPPAGE_TOLERANCE, from: from.address, to: to.address, userAddress: context.address });
      transaction = { from: context.address, to: tx.to, data: tx.data, value: tx.amount, gas: tx.eip155?.gas ?? '0', gasPrice: tx.eip155?.gasPrice ?? '0' };
    }
    if (mine !== ticket) return;
    const networkFee = BigInt(transaction.gas) * BigInt(transaction.gasPrice);
    const native = $swap.get().tokens.find(token => isNativeToken(token));
    const nativeHeld = swapBaseUnits(swapBalance(native), native) ?? 0n;
    const short = BigInt(transaction.value || '0') + networkFee > nativeHeld;
    set({ status: short ? 'error' : 'ready', needsApproval, transaction, networkFee, error: short ? swapMsg('swap.short', { symbol: native?.symbol ?? 'ETH' }) : undefined });
  } catch (error) {
    if (mine === ticket) set({ status: 'error', error: swapMsg('swap.failed', { reason: error instanceof Error ? error.message : String(error) }) });
  }
}

/** Sends the built transaction through the connected wallet and follows it to its receipt. */
async function sendAndConfirm(tx: BuiltTransaction): Promise<'success' | 'reverted'> {
  // The connected EVM wallet's own provider (swaps are EVM only).
  const id = $activeConnectorId.get();
  const provider = id ? getConnector(id)?.getProvider() : undefined;
  const network = $chain.get().activeNetwork;
  const options = $options.get();
  if (!provider || !network || !options) throw new Error(swapMsg('swap.failed', { reason: 'no wallet' }));
  const request = { from: tx.from, to: bare(tx.to), data: tx.data, value: `0x${BigInt(tx.value || '0').toString(16)}`, gas: `0x${BigInt(tx.gas).toString(16)}` };
  const hash = await provider.request({ method: 'eth_sendTransaction', params: [request] });
  if (typeof hash !== 'string' || !/^0x[0-9a-f]{64}$/i.test(hash)) throw new Error('The wallet returned no transaction hash');
  return waitForConfirmation(rpcUrlFor(options, network), hash as `0x${string}`);
}

/** The player's words for a failed request: their own refusal, or what the wallet or chain said. */
const failure = (error: unknown): string => {
  const info = classifyWalletError(error);
  return info.kind === 'declined' ? swapMsg('swap.declined') : swapMsg('swap.failed', { reason: info.message || String(error) });
};

/** Sends the approval, then builds the swap (the allowance is read again). SWAP_APPROVAL_ERROR when it fails. */
export async function approveSwap(): Promise<void> {
  const { transaction, needsApproval } = $swapPreview.get();
  if (!transaction || !needsApproval) return;
  set({ status: 'approving', error: undefined });
  let error: string | undefined;
  try {
    if ((await sendAndConfirm(transaction)) === 'reverted') error = swapMsg('swap.approveReverted');
  } catch (thrown) {
    error = failure(thrown);
  }
  if (error) {
    emitEvent('SWAP_APPROVAL_ERROR', { ...swapEventProperties(), message: error });
    return set({ status: 'ready', error });
  }
  await prepareSwap();
}

/**
 * Sends the swap: INITIATE_SWAP, the wallet, the receipt; then SWAP_SUCCESS, a toast, fresh balances and `true`.
 * A refusal, a failure or a revert sends SWAP_ERROR and leaves the preview as it was, with the reason.
 */
export async function executeSwap(): Promise<boolean> {
  const { transaction, needsApproval } = $swapPreview.get();
  if (!transaction || needsApproval) return false;
  const properties = swapEventProperties();
  const { from, to, amount, quote } = $swap.get();
  emitEvent('INITIATE_SWAP', properties);
  set({ status: 'swapping', error: undefined });
  let error: string | undefined;
  try {
    if ((await sendAndConfirm(transaction)) === 'reverted') error = swapMsg('swap.reverted');
  } catch (thrown) {
    error = failure(thrown);
  }
  if (error) {
    emitEvent('SWAP_ERROR', { ...properties, message: error });
    // Built again: a transaction whose price moved would only revert again.
    await prepareSwap();
    set({ error });
    return false;
  }
  emitEvent('SWAP_SUCCESS', properties);
  showToast('success', swapMsg('swap.swapped', { from: `${shortQuantity(amount)} ${from?.symbol}`, to: `${shortQuantity(quote?.toAmount ?? '0')} ${to?.symbol}` }));
  set(idle());
  clearSwapAmount();
  const context = swapContext();
  if (context) void fetchBalances(context.address, context.caipNetworkId);
  void refreshSwapBalances();
  return true;
}

/** Leaves the preview: a later answer to its requests is dropped. */
export function resetSwapPreview(): void {
  ticket++;
  set(idle());
}
