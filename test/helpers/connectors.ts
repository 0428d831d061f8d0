// A registered connector for store tests that need one but never talk to a wallet.
import type { ConnectorInfo, Eip1193Provider, WalletConnector } from '../../src/core/index.js';

const quietProvider = { request: async () => undefined } as unknown as Eip1193Provider;

/** Connects to nothing (no accounts), restores nothing; `getProvider()` returns `provider`. */
export function quietConnector(info: ConnectorInfo, provider: Eip1193Provider = quietProvider): WalletConnector {
  return {
    info,
    connect: async () => ({ accounts: [], chainId: 1 }),
    restore: async () => undefined,
    switchChain: async () => undefined,
    disconnect: async () => undefined,
    getProvider: () => provider,
  };
}
