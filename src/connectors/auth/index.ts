/** The embedded wallet's wallet side: the AUTH connector, its secure-frame client and provider. State and actions live in src/core/auth. */
export { registerAuth, unregisterAuth } from './register.js';
export { AUTH_CONNECTOR_ID } from '../../core/auth/index.js';
export { AuthConnector } from './connector.js';
export type { FrameClientOptions } from './frame-client.js';
