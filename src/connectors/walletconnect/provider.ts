import { UniversalProvider } from '@walletconnect/universal-provider';
import type { Metadata } from '../../core/options/index.js';

export type WcProvider = InstanceType<typeof UniversalProvider>;

export interface ProviderSettings {
  projectId: string | undefined;
  relayUrl: string;
  metadata: Metadata | undefined;
  debug: boolean;
}

/** Own storage prefix: the modal's session keys never mix with another WalletConnect client on the page. */
export const STORAGE_PREFIX = 'w3m';

/** The SDK's own key for the phone wallet to bring forward on each request (read by sign-client). */
export const SDK_DEEPLINK_KEY = 'WALLETCONNECT_DEEPLINK_CHOICE';

/** The SDK caches one Core per storage prefix on globalThis and hands it to every later client. */
const SHARED_CORE_KEY = `_walletConnectCore_${STORAGE_PREFIX}`;

function pageMetadata(): Metadata {
  const url = typeof location === 'undefined' ? 'http://localhost' : location.origin;
  const name = typeof document === 'undefined' || !document.title ? url : document.title;
  return { name, description: name, url, icons: [] };
}

/**
 * Creates a UniversalProvider for the settings. Nothing leaves for a host the app did not configure:
 * telemetry is off, the Verify attestation (an iframe from the WalletConnect servers that makes every
 * connect and request wait ~5 s when it cannot load) is skipped, and RPC reads use the rpcMap given at
 * connect time.
 */
export async function createProvider(settings: ProviderSettings): Promise<WcProvider> {
  const provider = await UniversalProvider.init({
    ...(settings.projectId ? { projectId: settings.projectId } : {}),
    relayUrl: settings.relayUrl,
    metadata: settings.metadata ?? pageMetadata(),
    customStoragePrefix: STORAGE_PREFIX,
    telemetryEnabled: false,
    disableProviderPing: true,
    logger: settings.debug ? 'warn' : 'silent',
  });
  provider.client.core.verify.register = async () => '';
  return provider;
}

/**
 * Stops a provider for good: no listeners, no socket, and no reconnect (the SDK would reopen the socket
 * for any late publish, and a second socket with the same client key confuses the relay). Its stored
 * session stays, for the next provider to restore.
 */
export async function disposeProvider(provider: WcProvider): Promise<void> {
  const { core } = provider.client;
  provider.events.removeAllListeners();
  (provider.client.events as unknown as { removeAllListeners(): void }).removeAllListeners();
  core.heartbeat.stop();
  const relayer = core.relayer as unknown as Record<'connect' | 'transportOpen' | 'toEstablishConnection', () => Promise<void>> & {
    events: { removeAllListeners(): void };
  };
  const idle = async (): Promise<void> => undefined;
  relayer.connect = relayer.transportOpen = relayer.toEstablishConnection = idle;
  await core.relayer.transportClose().catch(() => undefined);
  relayer.events.removeAllListeners();
  // The next provider (other settings, or a restore in tests) must get a fresh Core, not this closed one.
  const scope = globalThis as Record<string, unknown>;
  if (scope[SHARED_CORE_KEY] === core) {
    delete scope[SHARED_CORE_KEY];
    delete scope[`${SHARED_CORE_KEY}_count`];
  }
}
