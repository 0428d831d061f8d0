import { createClient, http, isAddress, isAddressEqual, isHex, recoverMessageAddress } from 'viem';
import { verifyMessage } from 'viem/actions';
import { $chain, $options, rpcUrlFor } from '../core/index.js';
import type { SIWXSession } from '../core/siwx/index.js';
import { RPC_TIMEOUT_MS } from '../core/timeouts.js';
import { SIWXVerifier } from './siwx-verifier.js';

/**
 * Verifies EVM sessions, as AppKit's `EIP155Verifier`: the signature of `message` by `data.accountAddress`,
 * recovered for an ordinary account, else checked on the network's RPC (ERC-1271, ERC-6492) for a smart account.
 */
export class EIP155Verifier extends SIWXVerifier {
  readonly chainNamespace = 'eip155' as const;

  async verify(session: SIWXSession): Promise<boolean> {
    const { message, signature } = session;
    const address = session.data.accountAddress;
    if (!isAddress(address, { strict: false }) || !isHex(signature)) return false;
    try {
      if (isAddressEqual(await recoverMessageAddress({ message, signature }), address)) return true;
    } catch {
      // Not an ECDSA signature: it may still be a smart account's.
    }
    const options = $options.get();
    const network = $chain.get().networks.find(n => n.caipNetworkId === session.data.chainId);
    if (!options || !network) return false;
    const client = createClient({ transport: http(rpcUrlFor(options, network), { timeout: RPC_TIMEOUT_MS, retryCount: 1 }) });
    try {
      return await verifyMessage(client, { address, message, signature });
    } catch {
      return false;
    }
  }
}
