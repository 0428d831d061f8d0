import type { GasPrice, SwapQuotes, SwapTokens } from '../api/schemas.js';
import { getApi } from './client.js';
import { dataMsg } from './messages.js';

/** Networks the provider can swap on (the toolkit's list). */
export const SWAP_SUPPORTED_NETWORKS: readonly string[] = [
  'eip155:1', 'eip155:10', 'eip155:56', 'eip155:100', 'eip155:137', 'eip155:250', 'eip155:324',
  'eip155:8453', 'eip155:42161', 'eip155:43114', 'eip155:59144', 'eip155:1313161554'
];

/** Slippage tolerance in percent sent with every swap build (the spec names the constant, not its value). */
export const SWAP_SLIPPAGE_TOLERANCE = 1;

/** Throws "Network not supported for Swaps" unless the provider swaps on `caipNetworkId`. */
export function assertSwapNetwork(caipNetworkId: string | undefined): asserts caipNetworkId is string {
  if (!caipNetworkId || !SWAP_SUPPORTED_NETWORKS.includes(caipNetworkId)) throw new Error(dataMsg('data.swaps.network'));
}

/** Gas price on EVM and Solana networks; any other namespace throws "Network not supported for Gas Price". */
export function fetchGasPrice(caipNetworkId: string | undefined): Promise<GasPrice> {
  const namespace = caipNetworkId?.split(':')[0];
  if (!caipNetworkId || (namespace !== 'eip155' && namespace !== 'solana')) return Promise.reject(new Error(dataMsg('data.swaps.gas')));
  return getApi().gasPrice(caipNetworkId);
}

export function fetchSwapTokens(caipNetworkId: string | undefined): Promise<SwapTokens> {
  try {
    assertSwapNetwork(caipNetworkId);
  } catch (error) {
    return Promise.reject(error);
  }
  return getApi().swapTokens(caipNetworkId);
}

/** Quotes for swapping `amount` of `from` into `to` (CAIP-10 token addresses) at the network's standard gas price. */
export async function fetchSwapQuote(p: { caipNetworkId: string; userAddress: string; from: string; to: string; amount: string }): Promise<SwapQuotes> {
  assertSwapNetwork(p.caipNetworkId);
  const gas = await fetchGasPrice(p.caipNetworkId);
  return getApi().swapQuotes({ amount: p.amount, userAddress: p.userAddress, from: p.from, to: p.to, gasPrice: gas.standard });
}
