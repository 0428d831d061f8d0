// Shared setup for the embedded-wallet tests: the fixture secure site (a second loopback origin, started by
// test/fixtures/secure-site/wtr-plugin.mjs), one session per test, and a logger that counts what was dropped.
import { FrameClient } from '../../src/connectors/auth/frame-client.js';
import type { FrameClientOptions, FrameLogger } from '../../src/connectors/auth/frame-client.js';
import type { FrameTimeoutReason } from '../../src/connectors/auth/constants.js';

export interface SecureSite {
  origin: string;
  otherOrigin: string;
  /** The embedded wallet's EOA (a real key of anvil's test mnemonic). */
  address: `0x${string}`;
}

let site: Promise<SecureSite> | undefined;

export function secureSite(): Promise<SecureSite> {
  site ??= fetch('/__fixtures/secure-site', { cache: 'no-store' }).then(res => {
    if (!res.ok) throw new Error(`/__fixtures/secure-site answered ${res.status}`);
    return res.json() as Promise<SecureSite>;
  });
  return site;
}

/** A session id of its own (the fixture keys its state by projectId), so tests never share frame state. */
export const newSession = (): string => `auth-${Math.random().toString(36).slice(2, 12)}`;

export interface Behaviour {
  noReady?: boolean;
  hang?: string[];
  fail?: Record<string, string | null>;
  emailAction?: 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT';
  autoApprove?: boolean;
  delayMs?: number;
  denySocial?: boolean;
  user?: Record<string, unknown>;
}

export async function steer(session: string, behaviour: Behaviour): Promise<void> {
  const { origin } = await secureSite();
  await fetch(`${origin}/control?session=${session}`, { method: 'POST', body: JSON.stringify(behaviour) });
}

export interface SiteState {
  calls: { name: string; id: string; payload: unknown }[];
  connected: boolean;
  email: string | null;
  chainId: number | string;
  preferred?: string;
  /** The method whose approval panel the frame shows, or '' / null. */
  approvalShown: string | null;
}

/** What the fixture frame received and holds for `session`. */
export async function siteState(session: string): Promise<SiteState> {
  const { origin } = await secureSite();
  return (await fetch(`${origin}/state?session=${session}`)).json() as Promise<SiteState>;
}

export const callNames = async (session: string): Promise<string[]> => (await siteState(session)).calls.map(call => call.name);

export class CountingLogger implements FrameLogger {
  readonly warnings: string[] = [];
  readonly errors: { message: string; detail: unknown }[] = [];
  warn(message: string): void {
    this.warnings.push(message);
  }
  error(message: string, detail?: unknown): void {
    this.errors.push({ message, detail });
  }
}

export interface TestClient {
  client: FrameClient;
  logger: CountingLogger;
  timeouts: FrameTimeoutReason[];
  session: string;
}

const clients: FrameClient[] = [];

/** A frame client on the fixture site; `destroyClients()` in afterEach removes every frame. */
export async function newClient(options: Partial<FrameClientOptions> = {}, behaviour: Behaviour = {}): Promise<TestClient> {
  const { origin } = await secureSite();
  const session = newSession();
  await steer(session, behaviour);
  const logger = new CountingLogger();
  const timeouts: FrameTimeoutReason[] = [];
  const client = new FrameClient({
    secureSiteOrigin: origin,
    projectId: session,
    chainId: 1,
    logger,
    onTimeout: reason => timeouts.push(reason),
    ...options,
  });
  clients.push(client);
  return { client, logger, timeouts, session };
}

export function destroyClients(): void {
  while (clients.length) clients.pop()?.destroy();
}

export function iframeOf(): HTMLIFrameElement {
  const iframe = document.querySelector<HTMLIFrameElement>('iframe#w3m-iframe');
  if (!iframe) throw new Error('no frame in the page');
  return iframe;
}

export { stateWhen } from '../helpers/wait.js';

export async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Error) return error;
    throw new Error(`rejected with a non-Error: ${String(error)}`);
  }
  throw new Error('expected a rejection');
}

/** Offsets of the fixture frame's buttons from its top-left corner (fixed in its page's styles). */
export const APPROVE_AT = { x: 76, y: 122 };
export const REJECT_AT = { x: 220, y: 122 };
