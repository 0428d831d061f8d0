// The modal with email and socials on, against the fixture secure site; one fixture session per test.
import { $account, $connectors } from '../../src/core/index.js';
import type { AppKitOptions } from '../../src/core/index.js';
import { AUTH_CONNECTOR_ID } from '../../src/connectors/auth/connector.js';
import type { AuthConnector } from '../../src/connectors/auth/connector.js';
import { authConnector, submitEmail, submitOtp } from '../../src/core/auth/actions.js';
import { until } from '../core/setup.js';
import { createTestKit, waitForView } from '../modal/helpers.js';
import { sendMouse } from '../modal/commands.js';
import { waitUntil } from '../helpers/wait.js';
import type { W3mModal } from '../../src/modal/w3m-modal.js';
import { newSession, secureSite, siteState, steer } from './helpers.js';
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

/** Waits for the frame's approval panel for `method`, laid over ApproveTransaction inside the open modal. */
export async function approvalShown(kit: AuthKit, modal: W3mModal, method: string): Promise<HTMLIFrameElement> {
  await waitForView(modal, 'w3m-approve-transaction-view');
  await waitUntil(async () => (await siteState(kit.session)).approvalShown === method, `approval panel for ${method}`, { timeout: 5000 });
  const iframe = modal.querySelector<HTMLIFrameElement>('iframe#w3m-iframe')!;
  await waitUntil(() => kit.connector.session.frame.visible && iframe.getBoundingClientRect().height > 100, 'frame laid over the view');
  // The view slides in; the frame follows once it has landed: no animation running and the frame on the slot.
  const view = await waitForView(modal, 'w3m-approve-transaction-view');
  const slot = view.shadowRoot!.querySelector('.slot')!;
  const near = (a: DOMRect, b: DOMRect): boolean => ['left', 'top', 'width', 'height'].every(k => Math.abs(a[k as 'left'] - b[k as 'left']) <= 1);
  await waitUntil(
    () => document.getAnimations().every(a => a.playState !== 'running') && near(iframe.getBoundingClientRect(), slot.getBoundingClientRect()),
    'frame landed on the view'
  );
  return iframe;
}

/** A real mouse click at `at` (an offset from the frame's corner: APPROVE_AT, REJECT_AT). */
export async function clickInFrame(iframe: HTMLIFrameElement, at: { x: number; y: number }): Promise<void> {
  const rect = iframe.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(rect.left + at.x), Math.round(rect.top + at.y)] });
}
