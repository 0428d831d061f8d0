// The modal with email and socials on, against the fixture secure site; one fixture session per test.
import { $account, $connectors } from '../../src/core/index.js';
import type { AppKitOptions } from '../../src/core/index.js';
import { AUTH_CONNECTOR_ID } from '../../src/connectors/auth/connector.js';
import type { AuthConnector } from '../../src/connectors/auth/connector.js';
import { authConnector, submitEmail, submitOtp } from '../../src/core/auth/actions.js';
import { until } from '../core/setup.js';
import { createTestKit } from '../modal/helpers.js';
import { newSession, secureSite, steer } from './helpers.js';
import type { Behaviour, SecureSite } from './helpers.js';

export interface AuthKit {
  site: SecureSite;
  session: string;
  connector: AuthConnector;
}

export async function createAuthKit(options: Partial<AppKitOptions> = {}, behaviour: Behaviour = {}): Promise<AuthKit> {
  const site = await secureSite();
  const session = newSession();
  await steer(session, behaviour);
  await createTestKit({ projectId: session, secureSiteOrigin: site.origin, features: { email: true, socials: ['google', 'github'] }, ...options });
  await until($connectors, list => list.some(c => c.id === AUTH_CONNECTOR_ID), 'auth connector');
  return { site, session, connector: authConnector() as AuthConnector };
}

/** Signs in by email and code (the fixture's code is 123456) and waits for the connection. */
export async function signInByEmail(email = 'player@example.com'): Promise<void> {
  await submitEmail(email);
  await submitOtp('123456');
  await until($account, account => account.status === 'connected', 'auth connection');
}
