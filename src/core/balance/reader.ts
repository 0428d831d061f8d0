import { getBalance } from 'viem/actions';
import type { CaipNetwork } from '../types.js';
import type { ResolvedOptions } from '../options/options.js';
import { rpcUrlsFor } from '../network/rpc-urls.js';
import { rpcClient } from '../network/transport.js';

/**
 * The only module that pulls viem into the page. It is imported lazily by refreshBalance, so the first paint
 * of the modal does not pay for an RPC client. Reads go through the shared transport (retries, batching,
 * ranked fallback when a network has several URLs), each URL with the app's `customRpcUrls` config.
 */
export async function readNativeBalance(
  options: Pick<ResolvedOptions, 'customRpcUrls'>,
  network: CaipNetwork,
  address: `0x${string}`
): Promise<bigint> {
  return getBalance(rpcClient(rpcUrlsFor(options, network), url => options.customRpcUrls[network.caipNetworkId]?.find(entry => entry.url === url)?.config), { address });
}
