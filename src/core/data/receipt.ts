import { createClient, http } from 'viem';
import { waitForTransactionReceipt } from 'viem/actions';

/** viem's receipt polling, a chunk of its own: only a sent transaction waits for one. */
export async function readReceiptStatus(rpcUrl: string, hash: `0x${string}`, timeout: number): Promise<'success' | 'reverted'> {
  const client = createClient({ transport: http(rpcUrl, { timeout: 10_000 }) });
  const receipt = await waitForTransactionReceipt(client, { hash, timeout, pollingInterval: 250 });
  return receipt.status;
}
