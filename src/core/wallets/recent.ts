import { onSessionEnd, sessionAtom } from '../session.js';
import { STORAGE_KEYS, readStored, writeStored } from '../storage.js';
import { $activeConnectorId, $connectStep } from '../connection/store.js';

/** How many recent wallets are kept and shown. */
export const MAX_RECENT_WALLETS = 3;

const ID_RE = /^[\w.:-]{1,100}$/;

/** A stored list is accepted only as a short array of id-like strings; anything else is ignored. */
export const isRecentList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length <= 20 && value.every(id => typeof id === 'string' && ID_RE.test(id));

/**
 * Recent wallets, newest first, at most {@link MAX_RECENT_WALLETS}, without duplicates. An entry is a
 * connector id (`io.metamask`, `walletConnect`, …) or, for a phone wallet picked from the list, its registry
 * id. Stored under the same key the Connect view reads.
 */
export const $recentWallets = sessionAtom<string[]>([]);

export function loadRecentWallets(): string[] {
  const stored = readStored(STORAGE_KEYS.recentWallets, isRecentList) ?? [];
  const list = [...new Set(stored)].slice(0, MAX_RECENT_WALLETS);
  // An unchanged list keeps its identity (ids hold no comma): a new array would recompute the Connect rows and
  // re-render the view, from inside its own update when a row element calls this as it connects.
  if (list.join() !== $recentWallets.get().join()) $recentWallets.set(list);
  return $recentWallets.get();
}

/** Puts `id` first. A malformed id is refused and leaves the list as it was. */
export function recordRecentWallet(id: string): void {
  if (!ID_RE.test(id)) throw new Error(`recordRecentWallet: invalid wallet id ${JSON.stringify(id).slice(0, 40)}`);
  const list = [id, ...loadRecentWallets().filter(existing => existing !== id)].slice(0, MAX_RECENT_WALLETS);
  $recentWallets.set(list);
  writeStored(STORAGE_KEYS.recentWallets, list);
}

let pendingPick: string | undefined;

/** The phone wallet the user just picked: recorded instead of the WalletConnect connector when it connects. */
export function notePickedWallet(id: string | undefined): void {
  pendingPick = id;
}

/**
 * Records every new connection, whatever the connector type, picked in the modal or made through an outside engine
 * (wagmi's hooks): a listener of the connection's steps, the loading table's `recent wallets` row (src/features.ts),
 * so it hears a connection made before any wallet list was shown. A restore or a second namespace adds nothing new.
 * Returns the stop function.
 */
export function trackRecentWallets(): () => void {
  loadRecentWallets();
  return $connectStep.listen(step => {
    if (step.step !== 'connected' || (step.source !== 'pick' && step.source !== 'engine')) return;
    const connectorId = $activeConnectorId.get();
    const id = connectorId === 'walletConnect' && pendingPick ? pendingPick : connectorId;
    pendingPick = undefined;
    if (id && ID_RE.test(id)) recordRecentWallet(id);
  });
}

onSessionEnd(() => {
  pendingPick = undefined;
});

