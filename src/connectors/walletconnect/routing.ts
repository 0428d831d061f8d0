import { getAccount } from '../../core/connection/index.js';
import { parseChainId } from '../../core/caip.js';
import type { WcProvider } from './sdk-seam.js';
import { defaultRequestChain } from './sdk-seam.js';
import { pickChain, sessionAccounts, sessionChains, solanaSessionResult } from './namespaces.js';

/**
 * The CAIP-2 chain a request that names none goes to: `solana_*` methods to the Solana cluster the modal's Solana
 * account is on, every other method to the EVM chain the SDK holds (kept on the chain the modal shows, see
 * `keepDefaultChainInSession`). `undefined` when the session has no such namespace (the SDK then decides).
 */
export function chainFor(provider: WcProvider, method: string): string | undefined {
  const namespaces = provider.session?.namespaces;
  if (!namespaces) return undefined;
  if (method.startsWith('solana_')) {
    const shown = getAccount('solana').caipAddress?.split(':')[1];
    const result = solanaSessionResult(namespaces['solana']?.accounts ?? [], shown);
    return result ? `solana:${result.chainId}` : undefined;
  }
  const chains = sessionChains(sessionAccounts(namespaces['eip155']?.accounts ?? []));
  let current: number | undefined;
  try {
    current = parseChainId(provider.rpcProviders['eip155']?.getDefaultChain());
  } catch {
    current = undefined;
  }
  const chainId = pickChain(chains, current);
  return chainId === undefined ? undefined : `eip155:${chainId}`;
}

/**
 * Makes every request through `provider` name its chain (sdk-seam.ts wraps the provider's `request`). Without one
 * the SDK sends to the session's first namespace: in a session approving Solana and EVM, which comes first is the
 * wallet's choice, so a plain `personal_sign` could go to Solana. Requests that name their chain (the Solana
 * provider's) pass as they are.
 */
export function nameRequestChains(provider: WcProvider): void {
  defaultRequestChain(provider, method => chainFor(provider, method));
}
