// Shared setup for the SIWX tests: the real test wallet on anvil, the real modal, sessions in localStorage.
import { waitUntil } from '../helpers/wait.js';
import { destroyAppKit } from '../../src/app-kit.js';
import { $account, $modal, $router, } from '../../src/core/index.js';
import type { AppKitOptions, CaipNetwork } from '../../src/core/index.js';
import type { SIWXSession } from '../../src/core/siwx-types.js';
import type { W3mModal } from '../../src/modal/w3m-modal.js';
import { getAnvil } from '../fixtures/chain.js';
import { createTestKit, currentView } from '../modal/helpers.js';
import { deepQueryAll, deepText } from '../helpers/dom.js';

export const SESSIONS_KEY = 'w3m:siwxSessions';

/** The sessions the default implementation keeps, as stored (no parsing beyond JSON). */
export function storedSessions(): SIWXSession[] {
  const raw = localStorage.getItem(SESSIONS_KEY);
  return raw === null ? [] : (JSON.parse(raw) as SIWXSession[]);
}

export function writeSessions(sessions: unknown): void {
  localStorage.setItem(SESSIONS_KEY, JSON.stringify(sessions));
}

/** A second network (chain 10) on the same anvil node, so a chain switch stays on loopback. */
export async function opNetwork(): Promise<CaipNetwork> {
  const anvil = await getAnvil();
  return {
    id: 10,
    caipNetworkId: 'eip155:10',
    chainNamespace: 'eip155',
    name: 'OP Mainnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.url] } },
  };
}

export const METADATA = { name: 'Dragon Quest Arena', description: 'A game', url: 'http://127.0.0.1', icons: [] };

export async function createSiwxKit(options: Partial<AppKitOptions>): Promise<void> {
  await createTestKit({ metadata: METADATA, ...options });
}

/** A page reload as far as the modal can tell: every store back to its first state, storage kept. */
export function forgetPageState(): void {
  destroyAppKit();
}

export const button = (root: Element, text: string): HTMLElement | undefined =>
  deepQueryAll<HTMLElement>(root, 'wui-button').find(b => deepText(b) === text);

/** Waits until the modal is open on the sign-in view and the view element has rendered. */
export async function waitForSignInView(modal: W3mModal): Promise<HTMLElement> {
  await waitUntil(
    () => $modal.get().open && currentView(modal)?.localName === 'w3m-siwx-sign-message-view' && button(currentView(modal)!, 'Sign'),
    `sign-in view not shown: open=${$modal.get().open} view=${$router.get().view}`,
    { timeout: 8000 },
  );
  const view = currentView(modal)!;
  await (view as HTMLElement & { updateComplete?: Promise<unknown> }).updateComplete;
  return view;
}

export async function waitConnected(): Promise<void> {
  await waitUntil(() => $account.get().status === 'connected' && Boolean($account.get().address), 'not connected', { timeout: 8000 });
}

export async function waitClosed(): Promise<void> {
  await waitUntil(() => !$modal.get().open, `modal still open on ${$router.get().view}`, { timeout: 8000 });
}
