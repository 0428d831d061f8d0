import { addConnector, removeConnector, restoreConnection } from '../../core/connection/index.js';
import { onSessionEnd } from '../../core/session.js';
import type { ResolvedOptions } from '../../core/options/index.js';
import { AUTH_CONNECTOR_ID, authConnector } from '../../core/auth/index.js';
import { AuthConnector } from './connector.js';
import type { FrameClientOptions } from './frame-client.js';

let current: AuthConnector | undefined;

// The store reset forgets connectors without asking them to stop; this one holds a frame and listeners.
onSessionEnd(() => {
  current?.dispose();
  current = undefined;
});

/** Adds the auth connector (replacing one built for other options) and restores its session. */
export function registerAuth(options: ResolvedOptions, frameOptions?: Partial<FrameClientOptions>): AuthConnector {
  const found = authConnector();
  const existing = found instanceof AuthConnector ? found : undefined;
  if (existing && existing.options === options && !frameOptions) return existing;
  existing?.dispose();
  removeConnector(AUTH_CONNECTOR_ID);
  const connector = new AuthConnector(options, frameOptions);
  current = connector;
  addConnector(connector);
  void restoreConnection(connector).then(restored => restored && connector.user && connector.applyUser(connector.user));
  return connector;
}

/**
 * Stops `connector` (its frame, theme sync and provider) and takes it out of the registry unless another one
 * has replaced it there: the feature's stop, when the configuration changes or the kit is destroyed. Removing it
 * from the registry alone would leave its frame and listeners running.
 */
export function unregisterAuth(connector: AuthConnector): void {
  connector.dispose();
  if (current === connector) current = undefined;
  if (authConnector() === connector) removeConnector(AUTH_CONNECTOR_ID);
}
