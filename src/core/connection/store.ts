import { computed } from 'nanostores';
import { onSessionEnd, sessionAtom } from '../session.js';
import type { WalletErrorInfo } from '../wallet-errors.js';
import type { ChainNamespace, ConnectorType, ReadOnlyAtom } from '../types.js';
import { $account } from './account.js';
import { subscribeEvents } from '../events/store.js';

/** The last failed connection attempt, shown by the connecting view with a retry. */
export interface ConnectErrorState extends WalletErrorInfo {
  connectorId: string;
}

export const $connectError: ReadOnlyAtom<ConnectErrorState | undefined> = sessionAtom<ConnectErrorState | undefined>(undefined);

/** Connection status of the active namespace. */
export const $connectionStatus = computed($account, account => account.status);

/**
 * Connect attempts still waiting for a wallet: a failed second click must not hide the first prompt's state.
 * Read-only outside the connect flow, which counts through {@link PendingCount}.
 */
export const pendingConnects: { readonly count: number } = { count: 0 };
/** The writable face of `pendingConnects`: the connect flow's. */
export type PendingCount = { count: number };

onSessionEnd(() => {
  (pendingConnects as PendingCount).count = 0;
});

/** How an attempt reaches its wallet, as AppKit's events name it (`SELECT_WALLET.platform`, `CONNECT_SUCCESS.method`). */
export type AttemptMethod = 'browser' | 'qrcode' | 'mobile';

/**
 * What started a step. Every action of the slice that writes a connection reports its steps with its source, and the
 * listeners (events, the modal, the recent wallets) follow the steps whatever started them:
 * - `pick`: the one connect flow (`connectWith`), a player's pick in the modal or the app's own connect call;
 * - `restore`: a connection approved before, brought back without a prompt after a reload (`restoreConnection`, or
 *   an outside engine's reconnect);
 * - `engine`: an outside engine that owns the namespace connected on its own (`followEngineConnection`: wagmi's
 *   own hooks or actions);
 * - `embedded`: the embedded wallet's user changed without a new connection (`updateEmbeddedUser`);
 * - `second-namespace`: the other namespace of a wallet the player picked in one (`connectSecondNamespace`).
 */
export type StepSource = 'pick' | 'restore' | 'engine' | 'embedded' | 'second-namespace';

interface Attempt {
  source: StepSource;
  connectorId: string;
  /** The connector's display name and type, so the listeners need not look the connector up. */
  name: string;
  type: ConnectorType;
  method: AttemptMethod;
}

/**
 * The connection's latest step, the one status store every kind of connector drives (`connect`, `disconnect`
 * and the wallet-side actions in src/core/connection/). What follows a step is a listener its own feature
 * registers with the kit: the analytics events (src/core/connection/connection-events.ts), closing the modal and the
 * route (src/core/modal/follow-connection.ts), the wrong-network check (`watchWalletChain`).
 * failed: `failure` is the connector's own reason (`kind` of its error, e.g. WalletConnect's 'relay').
 * account: the connected account's details changed without a new connection (the embedded wallet's account type).
 */
export type ConnectStep =
  | { step: 'idle' }
  | ({ step: 'connecting' | 'connected' } & Attempt)
  | ({ step: 'failed'; error: WalletErrorInfo; failure?: string } & Attempt)
  | { step: 'disconnected'; namespace: ChainNamespace; initiator?: 'wallet' }
  | { step: 'disconnect-failed'; message: string }
  | { step: 'wallet-chain'; network: string }
  | { step: 'account'; source: 'embedded'; namespace: ChainNamespace };

export const $connectStep: ReadOnlyAtom<ConnectStep> = sessionAtom<ConnectStep>({ step: 'idle' });

/**
 * How many `disconnect()` calls wait for their wallet: an outside engine that echoes one (wagmi's state turning
 * disconnected) reports no step of its own, and the public `loading` is true meanwhile (as AppKit's is).
 */
export const $disconnecting: ReadOnlyAtom<number> = sessionAtom<number>(0);

/** Id of the connector behind the current connection. */
export const $activeConnectorId: ReadOnlyAtom<string | undefined> = sessionAtom<string | undefined>(undefined);

/**
 * Calls `giveUp` if the player closes the modal before it opens again: a wallet's prompt the player watched in the
 * modal is given up with it (the connect flow's). The modal's slice sits above this one, so its opening and closing
 * are read from the events it sends at that moment (MODAL_OPEN, MODAL_CLOSE): an attempt that started with the modal
 * closed stops watching when it opens. Returns what ends the watch (the wallet answered). Kept in this initial file,
 * not in the connect flow's chunk, so the events slice stays in the page's one initial file (`npm run size`).
 */
export function untilModalCloses(giveUp: () => void): () => void {
  const stop = subscribeEvents(({ data: { event } }) => {
    if (event !== 'MODAL_OPEN' && event !== 'MODAL_CLOSE') return;
    stop();
    if (event === 'MODAL_CLOSE') giveUp();
  });
  return stop;
}
