// An outside engine that owns a namespace's connection (wagmi, through the WagmiAdapter) tells the modal what it
// did, however it was started: the player's pick in the modal, the app's own hooks, the engine's reconnect.
import type { ChainNamespace, Writable } from '../types.js';
import type { WalletConnector } from './connectors.js';
import { getAccount } from './account.js';
import { patchAccount, resetAccount } from './writes.js';
import { applyConnection, attemptOf, holdsItsNamespace } from './apply.js';
import { $connectStep } from './store.js';
import { onWalletDisconnected } from './actions.js';
import { toCaipAddress, toCaipNetworkId } from '../caip.js';

/** The engine's connection of one namespace, in its own three states. */
export type EngineConnection =
  /** `beside`: joins beside the active namespace instead of taking it (wagmi's reconnect beside an active Solana wallet). */
  | { status: 'connected'; connector: WalletConnector; accounts: readonly string[]; chainId: number; beside: boolean }
  /** The engine connects (`reconnecting`: it restores one at start); it names the address it connects, if it knows one. */
  | { status: 'connecting' | 'reconnecting'; accounts: readonly string[]; chainId?: number }
  /** `connector`: the engine's connector that held the connection, if the modal has it as one. */
  | { status: 'disconnected'; connector?: WalletConnector };

/** Whether the player's pick of `connectorId` waits for its wallet: that connect flow reports the step. */
function pickUnderWay(connectorId: string): boolean {
  const step = $connectStep.get();
  return step.step === 'connecting' && step.source === 'pick' && step.connectorId === connectorId;
}

/**
 * Writes the engine's connection of `namespace` into the modal's stores at once, inside the engine's own update,
 * so the two never disagree in any frame. A connection that is new reports `connected` with the source `engine`
 * (or `restore` when the engine was reconnecting), so AppKit's events and the modal follow a connect made through
 * the engine's own hooks as they follow a pick; during a pick in the modal the connect flow reports it instead,
 * once. A disconnect reports `disconnected` as a wallet's own (`onWalletDisconnected`).
 */
export function followEngineConnection(namespace: ChainNamespace, state: EngineConnection): void {
  const account = getAccount(namespace);
  if (state.status === 'connected') {
    const { connector } = state;
    const fresh = !holdsItsNamespace(connector);
    const picked = pickUnderWay(connector.info.id);
    // A pick makes its namespace the active one, as the connect flow does for every wallet.
    applyConnection(connector, { accounts: [...state.accounts], chainId: state.chainId }, { activate: picked || !state.beside });
    if (account.restoring) patchAccount(namespace, { restoring: false });
    if (fresh && !picked) ($connectStep as Writable<typeof $connectStep>).set({ step: 'connected', ...attemptOf(connector, account.restoring ? 'restore' : 'engine') });
    return;
  }
  if (state.status === 'connecting' || state.status === 'reconnecting') {
    // The engine says "connecting" for its start-up reconnect too, and names the address it (re)connects: so does the modal.
    const address = state.accounts[0];
    const restoring = state.status === 'reconnecting';
    if (account.status === 'connecting' && account.address === address && Boolean(account.restoring) === restoring) return;
    const named =
      address && state.chainId !== undefined
        ? { address, caipAddress: toCaipAddress(toCaipNetworkId(namespace, state.chainId), address), allAccounts: state.accounts.map(a => ({ address: a, type: 'eoa' as const, namespace })) }
        : { address: undefined, caipAddress: undefined, allAccounts: [] };
    patchAccount(namespace, { ...named, status: 'connecting', restoring });
    return;
  }
  if (state.status === 'disconnected' && state.connector) onWalletDisconnected(state.connector.info.id);
  else if (account.status !== 'disconnected' || account.address) resetAccount(namespace);
}
