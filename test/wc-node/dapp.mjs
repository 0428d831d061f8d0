// The dapp side for the Node tests: the official @walletconnect/universal-provider with its own Core,
// set up the way the notes prescribe for a local relay (Verify stubbed, telemetry off, rpcMap to anvil).
import { Core } from '@walletconnect/core';
import { UniversalProvider } from '@walletconnect/universal-provider';
import { createMemoryStorage } from '../fixtures/wc/memory-storage.mjs';
import { stopCore } from '../fixtures/wc/stop-core.mjs';

export const DAPP_METHODS = ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'eth_chainId',
  'eth_accounts', 'wallet_switchEthereumChain'];
let instances = 0;

/**
 * @param {{ relayUrl: string, rpcUrl: string, chains?: number[] }} options
 */
export async function startDapp({ relayUrl, rpcUrl, chains = [1] }) {
  const prefix = `w3m-test-dapp-${process.pid}-${++instances}`;
  const core = new Core({ projectId: 'w3m-local-test', relayUrl, customStoragePrefix: prefix, storage: createMemoryStorage(),
    telemetryEnabled: false, logger: 'silent' });
  // In a browser register() waits ~5 s for the verify.walletconnect.org iframe when offline.
  core.verify.register = async () => '';
  core.verify.resolve = /** @type {any} */ (async () => undefined);
  const provider = await UniversalProvider.init({ core, projectId: 'w3m-local-test', relayUrl, logger: 'silent',
    telemetryEnabled: false, customStoragePrefix: prefix,
    metadata: { name: 'w3m node dapp', description: 'test dapp', url: 'http://127.0.0.1', icons: [] } });

  /** @returns {Promise<string>} */
  const nextUri = () => new Promise((resolveUri) => provider.once('display_uri', resolveUri));

  return {
    provider,
    core,
    nextUri,
    /** Starts connect(); `uri` resolves when the pairing URI is known, `session` when the wallet settled. */
    connect() {
      const uri = nextUri();
      const session = provider.connect({
        optionalNamespaces: {
          eip155: {
            chains: chains.map((c) => `eip155:${c}`),
            methods: DAPP_METHODS,
            events: ['chainChanged', 'accountsChanged'],
            rpcMap: Object.fromEntries(chains.map((c) => [c, rpcUrl])),
          },
        },
      });
      session.catch(() => {}); // callers await it; avoid an unhandled rejection when they only look at `uri`
      return { uri, session };
    },
    stop: () => stopCore(core, prefix),
  };
}
