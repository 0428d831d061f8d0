import { createClient, http } from 'viem';
import { getBalance } from 'viem/actions';

/**
 * The only module that pulls viem into the page. It is imported lazily by refreshBalance, so the first paint
 * of the modal does not pay for an RPC client.
 */
export async function readNativeBalance(rpcUrl: string, address: `0x${string}`): Promise<bigint> {
  const client = createClient({ transport: http(rpcUrl, { timeout: 10_000, retryCount: 3, retryDelay: 150 }) });
  return getBalance(client, { address });
}
