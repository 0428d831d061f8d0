import type { ResolvedOptions } from '../../core/options/index.js';
import type { ProviderSettings, WcProvider } from './provider.js';
import { createProvider, disposeProvider } from './provider.js';

/** The provider settings of a configuration: the options a WalletConnect provider is made with. */
export function providerSettings(options: ResolvedOptions): ProviderSettings {
  const { projectId, relayUrl, metadata, debug, enableWalletConnectVerify: verify, verifyUrl } = options;
  return { projectId, relayUrl, metadata, debug, verify, verifyUrl };
}

/**
 * One provider per page: a second `createAppKit` with the same relay, project and metadata (hot reload, a
 * `<w3m-modal>` attribute change) keeps the provider and its session; different settings replace it.
 */
let shared: { key: string; provider: Promise<WcProvider> } | undefined;

export function sharedProvider(settings: ProviderSettings): Promise<WcProvider> {
  const key = JSON.stringify(settings);
  if (shared?.key === key) return shared.provider;
  const previous = shared?.provider;
  const provider = (async () => {
    if (previous) await previous.then(disposeProvider, () => undefined);
    return createProvider(settings);
  })();
  const entry = { key, provider };
  shared = entry;
  // A failed start (storage blocked, bad relay URL) must not stick: the next attempt tries again.
  provider.catch(() => {
    if (shared === entry) shared = undefined;
  });
  return provider;
}

/**
 * Closes the page's WalletConnect provider (socket, timers, listeners). The stored session stays, so a
 * later connector restores it like after a reload. For tests and hot reload.
 */
export async function disposeWalletConnect(): Promise<void> {
  const current = shared;
  shared = undefined;
  if (current) await current.provider.then(disposeProvider, () => undefined);
}
