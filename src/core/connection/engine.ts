// An outside engine that owns a namespace's connection (wagmi, through the WagmiAdapter) tells the modal what it
// did, however it was started: the player's pick in the modal, the app's own hooks, the engine's reconnect. The
// account itself is read from the engine (`showEngineView`); what follows here is the rest of the connection: the
// connector that holds the namespace, the network, and the step the listeners follow.
import type { ChainNamespace } from '../types.js';
import type { WalletConnector } from './connectors.js';
import { applyConnection, attemptOf, holdsItsNamespace } from './apply.js';
import { $connectStep } from './store.js';
import { onWalletDisconnected } from './actions.js';

/** A change of the engine's connection of one namespace. */
export type EngineConnection =
  /**
   * `beside`: joins beside the active namespace instead of taking it (wagmi's reconnect beside an active Solana
   * wallet); `restored`: the engine brought back a connection approved before (its reconnect at start).
   */
  | { status: 'connected'; connector: WalletConnector; accounts: readonly string[]; chainId: number; beside: boolean; restored: boolean }
  /** `connector`: the engine's connector that held the connection, if the modal has it as one. */
  | { status: 'disconnected'; connector?: WalletConnector };

/** Whether the player's pick of `connectorId` waits for its wallet: that connect flow reports the step. */
function pickUnderWay(connectorId: string): boolean {
  const step = $connectStep.get();
  return step.step === 'connecting' && step.source === 'pick' && step.connectorId === connectorId;
}

/**
 * Follows a change of the engine's connection of `namespace`, inside the engine's own update. A connection that is
 * new reports `connected` with the source `engine` (or `restore` for the engine's reconnect), so AppKit's events and
 * the modal follow a connect made through the engine's own hooks as they follow a pick; during a pick in the modal
 * the connect flow reports it instead, once. A disconnect reports `disconnected` as a wallet's own
 * (`onWalletDisconnected`).
 */
export function followEngineConnection(_namespace: ChainNamespace, state: EngineConnection): void {
  if (state.status === 'disconnected') {
    if (state.connector) onWalletDisconnected(state.connector.info.id);
    return;
  }
  const { connector } = state;
  const fresh = !holdsItsNamespace(connector);
  const picked = pickUnderWay(connector.info.id);
  // A pick makes its namespace the active one, as the connect flow does for every wallet.
  applyConnection(connector, { accounts: [...state.accounts], chainId: state.chainId }, { activate: picked || !state.beside });
  if (fresh && !picked) $connectStep.set({ step: 'connected', ...attemptOf(connector, state.restored ? 'restore' : 'engine') });
}
