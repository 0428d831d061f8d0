import { UniversalProvider } from '@walletconnect/universal-provider';
import type { Metadata } from '../../core/options/index.js';
import type { WcProvider } from './sdk-seam.js';
import { applyVerify, stopForGood, watchRelaySocket } from './sdk-seam.js';

export type { WcProvider } from './sdk-seam.js';

export interface ProviderSettings {
  projectId: string | undefined;
  relayUrl: string;
  metadata: Metadata | undefined;
  debug: boolean;
  /** WalletConnect Verify (the attestation of the page's origin); on unless the app turned it off. */
  verify: boolean;
  /** Another Verify service than the public one (`undefined`: the SDK's own). */
  verifyUrl: string | undefined;
}

/** Own storage prefix: the modal's session keys never mix with another WalletConnect client on the page. */
export const STORAGE_PREFIX = 'w3m';

function pageMetadata(): Metadata {
  const url = typeof location === 'undefined' ? 'http://localhost' : location.origin;
  const name = typeof document === 'undefined' || !document.title ? url : document.title;
  return { name, description: name, url, icons: [] };
}

/**
 * Creates a UniversalProvider for the settings. Nothing leaves for a host the app did not configure: telemetry is
 * off, RPC reads use the rpcMap given at connect time, and WalletConnect Verify (on by default, as in AppKit) asks
 * the Verify service the app names, or the public one; a connect or request never waits for it beyond a short
 * bound (sdk-seam.ts).
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
  applyVerify(provider, { enabled: settings.verify, url: settings.verifyUrl });
  watchRelaySocket(provider);
  return provider;
}

/**
 * Stops a provider for good: no listeners, no socket, and no reconnect (sdk-seam.ts says how). Its stored
 * session stays, for the next provider to restore.
 */
export async function disposeProvider(provider: WcProvider): Promise<void> {
  await stopForGood(provider, STORAGE_PREFIX);
}
