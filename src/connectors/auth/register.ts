import { addConnector, removeConnector } from '../../core/stores/connectors.js';
import { registerStoreReset } from '../../core/reset.js';
import { restoreConnection } from '../../core/actions/connection.js';
import type { ResolvedOptions } from '../../core/options.js';
import { AUTH_CONNECTOR_ID, authConnector } from '../../core/auth/index.js';
import { AuthConnector } from './connector.js';
import type { FrameClientOptions } from './frame-client.js';

let current: AuthConnector | undefined;

// The store reset forgets connectors without asking them to stop; this one holds a frame and listeners.
registerStoreReset(() => {
  current?.dispose();
  current = undefined;
});

/** Adds the auth connector (replacing one built for other options) and restores its session. */
export function registerAuth(options: ResolvedOptions, frameOptions?: Partial<FrameClientOptions>): AuthConnector {
  const existing = authConnector();
  if (existing && existing.options === options && !frameOptions) return existing;
  existing?.dispose();
  removeConnector(AUTH_CONNECTOR_ID);
  const connector = new AuthConnector(options, frameOptions);
  current = connector;
  addConnector(connector);
  void restoreConnection(connector).then(restored => restored && connector.user && connector.applyUser(connector.user));
  return connector;
}
