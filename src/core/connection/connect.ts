import type { WalletConnector } from './connectors.js';
import { getConnector } from './connectors.js';
import { getAccount } from './account.js';
import { patchAccount } from './writes.js';
import { $activeConnectorId, $connectError, $connectStep, pendingConnects, untilModalCloses } from './store.js';
import type { PendingCount } from './store.js';
import { applyConnection, attemptOf, holdsItsNamespace } from './apply.js';
import { begin, isCurrent, servesCurrent, supersede } from '../intent.js';
import type { Intent } from '../intent.js';
import { classifyWalletError } from '../wallet-errors.js';
import type { Writable } from '../types.js';
import { prepareConnectionActions } from './lazy-actions.js';

/** How an attempt ended: connected, failed (the reason is in `$connectError`), lost to a newer intent, or expired unanswered. */
export type ConnectOutcome = 'connected' | 'failed' | 'stale' | 'expired';

/**
 * An answer that lost to a newer intent. A wallet that did connect for it is disconnected again (a
 * WalletConnect session is deleted), unless it is the wallet the current intent or connection is about.
 */
function dropStale(connector: WalletConnector, intent: Intent, connected: boolean): 'stale' {
  const current = servesCurrent(intent) || $activeConnectorId.get() === connector.info.id;
  if (connected && !current) connector.disconnect().catch(() => undefined);
  return 'stale';
}

/**
 * The connector's own reason, its error's `kind` (WalletConnect's 'relay', or 'expired': the offer expired before
 * anyone answered). A wallet may throw anything, a Proxy with throwing traps too: what cannot be read is absent.
 */
function kindOf(error: unknown): string | undefined {
  try {
    const kind = error !== null && typeof error === 'object' ? (error as { kind?: unknown }).kind : undefined;
    return typeof kind === 'string' ? kind : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The one connect flow, for every kind of connector (browser wallets, WalletConnect, the embedded wallet, Solana
 * wallets, an adapter's connectors). It asks the connector, puts the answer into the stores and reports each step
 * in `$connectStep`; everything that follows (events, closing the modal, the route, the wrong-network check,
 * SIWX, the balance) is a listener of those stores. The attempt is an intent (src/core/intent.ts): another
 * connect, a disconnect or, for a wallet's prompt, closing the modal meanwhile makes its answer stale, and a
 * wallet that connected for a stale attempt is disconnected again.
 *
 * A pairing (WalletConnect) differs in three ways: it shows its QR code while the account stays disconnected,
 * the modal may close while the offer stands, and only the newest pairing counts (a new one replaces the offer).
 * A connector an outside engine owns (`engine`, wagmi's) is connected by the engine, which writes the connection
 * as it happens (`followEngineConnection`); the flow then applies nothing itself and only reports the step.
 * Its steps carry the source `pick`.
 */
export async function connectWith(connectorId: string): Promise<ConnectOutcome> {
  const connector = getConnector(connectorId);
  if (!connector) throw new Error(`Unknown connector: ${connectorId}`);
  // The wallet's events once it answers go to the connection actions: their chunk comes while it is asked.
  prepareConnectionActions();
  const { namespace, type } = connector.info;
  const pairing = type === 'WALLET_CONNECT';
  // An outside engine's connector shows the engine's own status (`showEngineView`), not the flow's.
  const shows = !pairing && !connector.engine;
  const attempt = attemptOf(connector, 'pick');
  const before = getAccount(namespace).status;
  const intent = begin('connection', connectorId);
  const current = (): boolean => (pairing ? isCurrent(intent) : servesCurrent(intent));
  ($connectError as Writable<typeof $connectError>).set(undefined);
  if (shows) patchAccount(namespace, { status: 'connecting' });
  ($connectStep as Writable<typeof $connectStep>).set({ step: 'connecting', ...attempt });
  if (!pairing) (pendingConnects as PendingCount).count += 1;
  // Closing the modal while a wallet's prompt is up is a newer intent: the player gave up on this attempt.
  const stopWatchingClose = pairing
    ? () => undefined
    : untilModalCloses(() => {
        if (!isCurrent(intent)) return;
        supersede('connection');
        ($connectError as Writable<typeof $connectError>).set(undefined);
        if (shows) patchAccount(namespace, { status: before === 'connected' ? 'connected' : 'disconnected' });
        ($connectStep as Writable<typeof $connectStep>).set({ step: 'idle' });
      });
  try {
    const result = await connector.connect();
    if (!current()) return dropStale(connector, intent, true);
    stopWatchingClose();
    // An engine's connector is written by its engine as it connects; an answer it did not write is applied here.
    if (!connector.engine || !holdsItsNamespace(connector)) applyConnection(connector, result);
    ($connectStep as Writable<typeof $connectStep>).set({ step: 'connected', ...attempt });
    return 'connected';
  } catch (error) {
    if (!current()) return 'stale';
    const failure = kindOf(error);
    // A pairing's offer that expired unanswered is not a failure: the caller may offer a fresh one.
    if (pairing && failure === 'expired') {
      ($connectStep as Writable<typeof $connectStep>).set({ step: 'idle' });
      return 'expired';
    }
    const info = classifyWalletError(error);
    ($connectError as Writable<typeof $connectError>).set({ ...info, connectorId });
    if (shows) {
      const status = before === 'connected' ? 'connected' : pendingConnects.count > 1 ? 'connecting' : 'disconnected';
      patchAccount(namespace, { status });
    }
    ($connectStep as Writable<typeof $connectStep>).set({ step: 'failed', ...attempt, error: info, ...(failure ? { failure } : {}) });
    return 'failed';
  } finally {
    stopWatchingClose();
    if (!pairing) (pendingConnects as PendingCount).count -= 1;
  }
}

/**
 * Connects through a connector the user picked. Resolves true on success; on failure the reason is in
 * `$connectError` (declined, already pending, or failed) and the previous state is kept. See {@link connectWith}.
 */
export async function connect(connectorId: string): Promise<boolean> {
  return (await connectWith(connectorId)) === 'connected';
}
