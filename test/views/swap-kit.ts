// Shared set-up of the Swap tests: the Swap view opened for a connected test wallet, the pool the fixture server
// deployed on anvil (test/fixtures/swap-pool.mjs), and the player's tokens read and minted on the chain itself.
import { createPublicClient, createWalletClient, http, parseEther } from 'viem';
import type { Address, Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { $router, openModal, subscribeEvents } from '../../src/core/index.js';
import type { AppKitEvent, AppKitOptions, SwapOpenArguments } from '../../src/core/index.js';
import { $swap } from '../../src/core/swap/index.js';
import { swapPoolAbi, swapTokenAbi } from '../fixtures/contracts/swap-pool-artifact.mjs';
import { getAnvil, receiptOf } from '../fixtures/chain.js';
import { fixtureApi, freshAccount } from '../data/fixture-api.js';
import { waitForView } from '../modal/helpers.js';
import { deepQuery, partOf, typeInto } from '../helpers/dom.js';
import { waitUntil } from '../helpers/wait.js';
import { addCleanup } from '../helpers/reset.js';
import { connectAndOpen, type Connected } from './wallet-actions-kit.js';

export const CHAIN = 'eip155:1';
export const NATIVE = `${CHAIN}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`;

/** The fixture's token and pool on the node (deployed by the first swap request if the node has none). */
export async function swapContracts(): Promise<{ token: Address; pool: Address; tokenId: string }> {
  const fx = await fixtureApi();
  const list = await (await fetch(`${fx.baseUrl}/v1/convert/tokens?chainId=${CHAIN}&projectId=p`)).json() as { tokens: { address: string }[] };
  const tokenId = list.tokens[1]!.address;
  const built = await fetch(`${fx.baseUrl}/v1/convert/build-transaction`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ amount: '1', eip155: { slippage: '1' }, from: NATIVE, to: tokenId, userAddress: '0x0000000000000000000000000000000000000001' }),
  });
  const { tx } = await built.json() as { tx: { to: Address } };
  return { token: tokenId.split(':').pop() as Address, pool: tx.to, tokenId };
}

const client = async () => createPublicClient({ transport: http((await getAnvil()).url) });

/** What the pool gives now for `amountIn` (of the native coin when `nativeIn`). */
export async function poolQuote(nativeIn: boolean, amountIn: bigint): Promise<bigint> {
  const { pool } = await swapContracts();
  return (await client()).readContract({ address: pool, abi: swapPoolAbi, functionName: 'quote', args: [nativeIn, amountIn] });
}

export async function tokenBalance(address: Address): Promise<bigint> {
  const { token } = await swapContracts();
  return (await client()).readContract({ address: token, abi: swapTokenAbi, functionName: 'balanceOf', args: [address] });
}

export async function tokenAllowance(owner: Address): Promise<bigint> {
  const { token, pool } = await swapContracts();
  return (await client()).readContract({ address: token, abi: swapTokenAbi, functionName: 'allowance', args: [owner, pool] });
}

/** Mints SWT to `to` from an account of its own (the test token lets anyone mint). */
export async function mintTokens(to: Address, amount: bigint): Promise<void> {
  const { token } = await swapContracts();
  const minter = await freshAccount();
  const wallet = createWalletClient({ account: privateKeyToAccount(minter.key), transport: http((await getAnvil()).url) });
  await receiptOf(await wallet.writeContract({ address: token, abi: swapTokenAbi, functionName: 'mint', args: [to, amount], chain: null }));
}

/** Another player buys `eth` worth of SWT, moving the pool's price. */
export async function movePoolPrice(eth = parseEther('20')): Promise<void> {
  const { pool } = await swapContracts();
  const whale = await freshAccount(eth + parseEther('1'));
  const wallet = createWalletClient({ account: privateKeyToAccount(whale.key as Hex), transport: http((await getAnvil()).url) });
  await receiptOf(await wallet.writeContract({ address: pool, abi: swapPoolAbi, functionName: 'swapNativeForToken', args: [0n], value: eth, chain: null }));
}

export interface SwapOpened extends Connected {
  swap: HTMLElement;
}

/** Connects with features.swaps on and opens Swap from the Account view's button, once the tokens are in. */
export async function openSwapFromAccount(options: Partial<AppKitOptions> = {}, wei?: bigint): Promise<SwapOpened> {
  const connected = await connectAndOpen({ features: { swaps: true }, ...options }, { wei });
  await waitUntil(() => deepQuery(connected.view, 'button[data-feature="swaps"]'), 'the Swap button');
  deepQuery<HTMLButtonElement>(connected.view, 'button[data-feature="swaps"]')!.click();
  const swap = await waitForView(connected.modal, 'w3m-swap-view');
  await waitUntil(() => $swap.get().tokensStatus === 'ready' && Object.keys($swap.get().balances).length > 0, 'the tokens and balances');
  return { ...connected, swap };
}

/** Connects with features.swaps on, then `open({ view: 'Swap', arguments })`. */
export async function openSwapWith(args: SwapOpenArguments, prepare?: (address: Address) => Promise<void>): Promise<SwapOpened> {
  const connected = await connectAndOpen({ features: { swaps: true } });
  await prepare?.(connected.address);
  openModal({ view: 'Swap', arguments: args });
  const swap = await waitForView(connected.modal, 'w3m-swap-view');
  await waitUntil(() => $router.get().view === 'Swap' && $swap.get().tokensStatus === 'ready', 'the tokens');
  return { ...connected, swap };
}

/** A part of a view by its `part` name. */
export const part = partOf;

/** Types `value` into the amount input as a player's input event would deliver it. */
export function typeAmount(swap: Element, value: string): void {
  typeInto(swap, 'amount', value);
}

/** Every AppKit event sent from now on. */
export function recordEvents(): AppKitEvent['data'][] {
  const seen: AppKitEvent['data'][] = [];
  addCleanup(subscribeEvents(event => seen.push(event.data)));
  return seen;
}
