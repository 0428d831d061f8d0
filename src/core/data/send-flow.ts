import { estimateGas, getGasPrice } from 'viem/actions';
import { sessionAtom, onSessionEnd } from '../session.js';
import { $options } from '../options/store.js';
import { $chain } from '../network/store.js';
import { rpcUrlsFor } from '../network/rpc-urls.js';
import { rpcClient } from '../rpc/index.js';
import { getAccount } from '../connection/account.js';
import { accountFlowProperties } from '../connection/flow-properties.js';
import { $walletProvider } from '../public-state.js';
import { isEvmAddress } from '../caip.js';
import { emitEvent } from '../events/index.js';
import { refreshBalance } from '../balance/index.js';
import { MAX_WALLET_MESSAGE, classifyWalletError } from '../wallet-errors.js';
import type { CaipNetwork, ReadOnlyAtom, WalletSendArguments, Writable } from '../types.js';
import { $balances, fetchBalances, type TokenBalance } from './balances.js';
import { fetchActivity } from './activity.js';
import { evmSendRequest, isSolanaKey, parseAmount, sendEvmToken, type SendParams } from './send.js';
import { confirmSolanaSend, sendSolanaToken, solanaSendFee, solanaTransferFee } from './send-solana.js';
import { waitForConfirmation } from './pending.js';
import { getApi } from './client.js';
import { dataMsg } from './messages.js';

/** What the Send view's button says is missing, in AppKit's order; `preview` when nothing is. */
export type SendStep = 'selectToken' | 'addAmount' | 'insufficient' | 'addAddress' | 'invalidAddress' | 'preview';

/** Where a send is: being edited, its fee being estimated, waiting for the wallet, or for the chain's receipt. */
export type SendStatus = 'editing' | 'estimating' | 'ready' | 'sending' | 'confirming';

export interface SendForm {
  token?: TokenBalance;
  amount: string;
  /** The receiver as typed: an address, or a name the provider resolves. */
  receiver: string;
  /** The address a typed name resolved to. */
  resolved?: `0x${string}`;
  /** The fields `open()`'s arguments fixed. */
  fixed: { token: boolean; amount: boolean; receiver: boolean };
  status: SendStatus;
  /** The estimated network fee of the previewed send: gas × its price (on Solana: signatures × lamports per signature). */
  fee?: { gas: bigint; gasPrice: bigint };
  /** The last failure, for the view to show (a declined prompt, a reverted transaction, a name not found). */
  error?: string;
  /** The sent transaction's hash (EVM) or signature (Solana, base58). */
  hash?: string;
}

const initial = (): SendForm => ({ amount: '', receiver: '', fixed: { token: false, amount: false, receiver: false }, status: 'editing' });
export const $sendForm: ReadOnlyAtom<SendForm> = sessionAtom<SendForm>(initial());
const write = (patch: Partial<SendForm>): void => ($sendForm as Writable<typeof $sendForm>).set({ ...$sendForm.get(), ...patch });
onSessionEnd(() => ($sendForm as Writable<typeof $sendForm>).set(initial()));

/** Gas of a plain native transfer: what Max keeps back for the fee. */
export const NATIVE_TRANSFER_GAS = 21_000n;

const decimalsOf = (token: TokenBalance): number => Number(token.quantity.decimals);
/** The token's contract (plain address), undefined for the native token. */
export const contractOf = (token: TokenBalance | undefined): string | undefined => token?.address?.split(':').pop();
/** The balance in the token's smallest unit. */
export const balanceOf = (token: TokenBalance): bigint => parseAmount(token.quantity.numeric, decimalsOf(token));

/** A receiver that is not an address and not a hex string is a name for the provider to resolve ("alice.reown.id"). */
const isName = (receiver: string): boolean => /^[^\s.]+(\.[^\s.]+)+$/.test(receiver) && !receiver.startsWith('0x');

/** The receiver's address: typed (a Solana key with a Solana account), or the EVM address its name resolved to. */
export function receiverAddress(form: SendForm): string | undefined {
  if ($chain.get().activeNamespace === 'solana') return isSolanaKey(form.receiver) ? form.receiver : undefined;
  if (isEvmAddress(form.receiver)) return form.receiver;
  return isName(form.receiver) ? form.resolved : undefined;
}

/** What is missing before the preview, in AppKit's order: token, amount, funds, address, a valid address. */
export function sendStep(form: SendForm): SendStep {
  if (!form.token) return 'selectToken';
  let amount: bigint;
  try {
    amount = parseAmount(form.amount, decimalsOf(form.token));
  } catch {
    return 'addAmount';
  }
  if (amount === 0n) return 'addAmount';
  if (amount > balanceOf(form.token)) return 'insufficient';
  if (!form.receiver.trim()) return 'addAddress';
  return receiverAddress(form) ? 'preview' : 'invalidAddress';
}

/** The active EVM network's RPC client (the app's `customRpcUrls` first), for the fee and the receipt. */
function networkClient(network: CaipNetwork) {
  const options = $options.get();
  if (!options) throw new Error(dataMsg('data.send.unsupported'));
  return { client: rpcClient(rpcUrlsFor(options, network)), url: rpcUrlsFor(options, network)[0]! };
}

function activeEvmNetwork(): CaipNetwork {
  const { activeNetwork, activeNamespace } = $chain.get();
  if (activeNamespace !== 'eip155' || !activeNetwork) throw new Error(dataMsg('data.send.unsupported'));
  return activeNetwork;
}

/** The active network when it is Solana's. */
function activeSolanaNetwork(): CaipNetwork | undefined {
  const { activeNetwork } = $chain.get();
  return activeNetwork?.chainNamespace === 'solana' ? activeNetwork : undefined;
}

/** A field of `open()`'s arguments as text: a string or a number, anything else as not given. */
const given = (value: unknown): string | undefined => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined);

/** Stops waiting for the previous send's fixed token: a newer send never takes an older one's token. */
let stopWaitingForToken = (): void => undefined;
onSessionEnd(() => stopWaitingForToken());

/**
 * Starts a new send (the view opens): empty, or filled and fixed from `open()`'s arguments, which come from the app
 * as they are (each field is read as text, another type counts as not given). Emits OPEN_SEND.
 */
export function startSend(args?: WalletSendArguments): void {
  stopWaitingForToken();
  ($sendForm as Writable<typeof $sendForm>).set(initial());
  emitEvent('OPEN_SEND', accountFlowProperties());
  if (!args || typeof args !== 'object') return;
  const [amount, assetAddress, namespace, chainId, to] = [args.amount, args.assetAddress, args.namespace, args.chainId, args.to].map(given);
  const wrongChain = chainId !== undefined && chainId.split(':').pop() !== String($chain.get().activeNetwork?.id);
  const active = $chain.get().activeNamespace;
  if ((namespace !== undefined && namespace !== active) || (active !== 'eip155' && active !== 'solana') || wrongChain) {
    // Nothing can be sent from here: every field stays fixed (and empty), the message says why.
    write({ error: dataMsg('data.send.unsupported'), fixed: { token: true, amount: true, receiver: true } });
    return;
  }
  write({ amount: amount ?? '', receiver: to ?? '', fixed: { token: assetAddress !== undefined, amount: amount !== undefined, receiver: to !== undefined } });
  if (assetAddress !== undefined) pickFixedToken(assetAddress);
}

/** Picks the fixed token once the balances list it (they may still be loading when the view opens). */
function pickFixedToken(assetAddress: string): void {
  const find = (): TokenBalance | undefined => $balances.get().tokens.find(token => contractOf(token)?.toLowerCase() === assetAddress.toLowerCase());
  const found = find();
  if (found) return write({ token: found });
  const stop = $balances.listen(() => {
    const token = find();
    if (!token) return;
    stop();
    write({ token });
  });
  stopWaitingForToken = stop;
}

/** The player's token pick (ignored when `open()` fixed it). */
export function selectSendToken(token: TokenBalance): void {
  if ($sendForm.get().fixed.token) return;
  write({ token, error: undefined, status: 'editing' });
}

export function setSendAmount(amount: string): void {
  if ($sendForm.get().fixed.amount) return;
  write({ amount: amount.trim().replace(',', '.'), error: undefined, status: 'editing' });
}

let nameTicket = 0;

/** The typed receiver; a name is resolved by the provider, and only the newest name's answer counts. */
export async function setSendReceiver(receiver: string): Promise<void> {
  if ($sendForm.get().fixed.receiver) return;
  const typed = receiver.trim();
  const mine = ++nameTicket;
  write({ receiver: typed, resolved: undefined, error: undefined, status: 'editing' });
  if (!isName(typed)) return;
  try {
    const profile = await getApi().profileAccount(typed);
    const address = Object.values(profile.addresses ?? {}).map(entry => entry?.address).find(isEvmAddress);
    if (mine === nameTicket && address) write({ resolved: address });
  } catch {
    // A name the provider does not know stays an invalid address; the button says so.
  }
}

/** Max: the whole balance, less the fee of a plain transfer for the native token. */
export async function fillMaxAmount(): Promise<void> {
  const { token, fixed } = $sendForm.get();
  if (!token || fixed.amount) return;
  let amount = balanceOf(token);
  if (!contractOf(token)) {
    const solana = activeSolanaNetwork();
    const address = getAccount('solana').address;
    const fee = solana && address ? await solanaTransferFee(address, solana) : NATIVE_TRANSFER_GAS * (await getGasPrice(networkClient(activeEvmNetwork()).client));
    amount = amount > fee ? amount - fee : 0n;
  }
  if ($sendForm.get().token !== token) return;
  write({ amount: toDecimal(amount, decimalsOf(token)), error: undefined, status: 'editing' });
}

/** 1500000000000000000n with 18 decimals → "1.5", exact. */
export function toDecimal(value: bigint, decimals: number): string {
  const text = value.toString().padStart(decimals + 1, '0');
  const whole = text.slice(0, text.length - decimals);
  const fraction = text.slice(text.length - decimals).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** The send as the data layer's checks take it. */
function sendParams(): SendParams {
  const form = $sendForm.get();
  const namespace = $chain.get().activeNamespace;
  const { address } = getAccount(namespace);
  return { namespace, from: address ?? '', receiver: receiverAddress(form) ?? form.receiver, amount: form.amount, token: form.token && { symbol: form.token.symbol, decimals: decimalsOf(form.token), address: form.token.address } } as SendParams;
}

/** Estimates the previewed send's network fee on the network's RPC (a send that would revert fails here, with its reason). */
export async function estimateSendFee(): Promise<void> {
  write({ status: 'estimating', error: undefined, fee: undefined });
  const params = sendParams();
  try {
    const solana = activeSolanaNetwork();
    if (solana) return write({ status: 'ready', fee: await solanaSendFee(params, solana) });
    const { client } = networkClient(activeEvmNetwork());
    const request = evmSendRequest(params);
    const [gas, gasPrice] = await Promise.all([
      estimateGas(client, { account: request.from as `0x${string}`, to: request.to as `0x${string}`, value: request.value ? BigInt(request.value) : undefined, data: request.data as `0x${string}` | undefined }),
      getGasPrice(client),
    ]);
    write({ status: 'ready', fee: { gas, gasPrice } });
  } catch (error) {
    write({ status: 'editing', error: shortReason(error) });
  }
}

/** What the player reads of a failure: a refusal in the wallet's words of ours, else viem's first line (the node's reason without the request dump) or the wallet's message. */
function shortReason(error: unknown): string {
  const { kind, message } = classifyWalletError(error);
  if (kind === 'declined') return dataMsg('data.send.declined');
  const short = (error as { shortMessage?: unknown } | undefined)?.shortMessage;
  return (typeof short === 'string' ? short.slice(0, MAX_WALLET_MESSAGE) : message) || dataMsg('data.send.failed');
}

/**
 * Asks the wallet to send (SEND_INITIATED, then SEND_SUCCESS or SEND_ERROR with the wallet's message), then follows
 * the transaction to its receipt; a mined send refreshes the balances and the activity. Resolves to whether it was
 * mined successfully; a failure leaves the form as it was, with the message in `error`.
 */
export async function submitSend(): Promise<boolean> {
  const { fee } = $sendForm.get();
  // The active namespace's provider: a send is on the active EVM network (activeEvmNetwork checks it) or Solana's.
  const wallet = $walletProvider.get();
  const solana = activeSolanaNetwork();
  const provider = wallet?.namespace === (solana ? 'solana' : 'eip155') ? wallet.provider : undefined;
  write({ status: 'sending', error: undefined });
  try {
    if (!provider) throw new Error(dataMsg('data.send.unsupported'));
    if (solana) {
      const signature = await sendSolanaToken(sendParams(), solana, provider);
      write({ status: 'confirming', hash: signature });
      if ((await confirmSolanaSend(solana, signature)) === 'failed') throw new Error(dataMsg('data.send.reverted'));
      refreshAfterSend(solana);
      write({ status: 'editing' });
      return true;
    }
    const network = activeEvmNetwork();
    const hash = (await sendEvmToken(sendParams(), provider, fee)) as `0x${string}`;
    write({ status: 'confirming', hash });
    const status = await waitForConfirmation(networkClient(network).url, hash);
    if (status === 'reverted') throw new Error(dataMsg('data.send.reverted'));
    refreshAfterSend(network);
    write({ status: 'editing' });
    return true;
  } catch (error) {
    write({ status: 'ready', error: shortReason(error) });
    return false;
  }
}

function refreshAfterSend(network: CaipNetwork): void {
  const { address } = getAccount(network.chainNamespace);
  if (!address) return;
  // Solana's SOL balance was read again with the confirmation (confirmSolanaSend).
  if (network.chainNamespace === 'eip155') void refreshBalance('eip155', network);
  void fetchBalances(address, network.caipNetworkId);
  void fetchActivity(address, network.caipNetworkId);
}
