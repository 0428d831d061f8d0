import type { CaipNetwork } from '../types.js';
import type { ResolvedOptions } from '../options/options.js';
import { providerRpcUrlFor } from './supported.js';

/**
 * The RPC endpoints reads for `network` go to, best first; a list of more than one becomes a ranked
 * fallback (src/core/rpc/transport.ts).
 *
 * Order (spec section 7): customRpcUrls, else the provider's endpoint for its 26 supported chains when a projectId
 * is set, else the network's own URLs.
 *
 * customRpcUrls take precedence by replacing the network's own URLs rather than being tried before them: an
 * app that names its own endpoint for a chain does not want its players' reads (and the fallback's
 * every-4-seconds ranking pings) to reach the default public host as well.
 */
export function rpcUrlsFor(
  options: Pick<ResolvedOptions, 'customRpcUrls'> & Partial<Pick<ResolvedOptions, 'projectId' | 'rpcHost'>>,
  network: CaipNetwork
): string[] {
  const custom = (options.customRpcUrls[network.caipNetworkId] ?? []).map(entry => entry.url);
  // Then the provider's endpoint for the chains it serves (with a projectId), in place of the network's own.
  const provider = custom.length > 0 ? undefined : providerRpcUrlFor({ projectId: options.projectId, rpcHost: options.rpcHost }, network);
  const urls = custom.length > 0 ? custom : provider ? [provider] : network.rpcUrls.default.http;
  return [...new Set(urls)];
}

/** The first URL of {@link rpcUrlsFor}, for callers that take one endpoint. */
export function rpcUrlFor(options: Pick<ResolvedOptions, 'customRpcUrls'>, network: CaipNetwork): string {
  return rpcUrlsFor(options, network)[0]!;
}
