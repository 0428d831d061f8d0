// Options for data tests: mainnet served by the local node, the fixture server as the provider, and the
// features that turn the data layer on.
import { mainnet } from 'viem/chains';
import { setOptions } from '../../src/core/index.js';
import type { AppKitOptions } from '../../src/core/index.js';
import { getAnvil } from '../fixtures/chain.js';

export const ALL_DATA_FEATURES = { history: true, send: true, swaps: true, onramp: true, receive: true };

export async function dataOptions(baseUrl: string, extra: Partial<AppKitOptions> = {}): Promise<string> {
  const anvil = await getAnvil();
  setOptions({
    projectId: 'test-project',
    networks: [mainnet],
    customRpcUrls: { 'eip155:1': [{ url: anvil.url }] },
    blockchainApiUrl: baseUrl,
    features: ALL_DATA_FEATURES,
    ...extra
  });
  return `eip155:${anvil.chainId}`;
}
