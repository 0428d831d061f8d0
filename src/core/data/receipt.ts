import { createClient, http } from 'viem';
import { getTransactionReceipt } from 'viem/actions';
import { clock } from '../clock.js';

/** How often the node is asked for the receipt while the transaction is not mined. */
const RECEIPT_POLL_MS = 250;

/**
 * Asks the node for the transaction's receipt until it is mined, a chunk of its own: only a sent transaction waits
 * for one. Gives up after `timeout` on the modal's clock (src/core/clock.ts), so the bound is the one a test moves.
 */
export async function readReceiptStatus(rpcUrl: string, hash: `0x${string}`, timeout: number): Promise<'success' | 'reverted'> {
  const client = createClient({ transport: http(rpcUrl, { timeout: 10_000 }) });
  let waiting = true;
  let deadline: unknown;
  const givenUp = new Promise<never>((_, reject) => {
    deadline = clock.setTimeout(() => reject(new Error(`Timed out while waiting for transaction ${hash} to be confirmed`)), timeout);
  });
  const mined = async (): Promise<'success' | 'reverted'> => {
    while (waiting) {
      // Not mined yet (viem throws "not found"), or a node that failed this once: ask again.
      const receipt = await getTransactionReceipt(client, { hash }).catch(() => undefined);
      if (receipt) return receipt.status;
      await new Promise(resolve => setTimeout(resolve, RECEIPT_POLL_MS));
    }
    return givenUp;
  };
  try {
    return await Promise.race([mined(), givenUp]);
  } finally {
    waiting = false;
    clock.clearTimeout(deadline);
  }
}
