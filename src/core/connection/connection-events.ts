/**
 * AppKit's events for the connection's steps (`SELECT_WALLET`, `CONNECT_SUCCESS`, `CONNECT_ERROR`, the
 * disconnects and a wallet's own network change): one listener on `$connectStep` instead of a call in each flow.
 * Whatever started a step, its source decides as AppKit does: a pick selects a wallet and connects or fails; a
 * connection made through an outside engine's own hooks connects too; a restore and a wallet's second namespace
 * send nothing (the player picked nothing new).
 */
import { $connectStep } from './store.js';
import type { ConnectStep } from './store.js';
import { emitEvent } from '../events/store.js';

function report(state: ConnectStep): void {
  switch (state.step) {
    case 'connecting':
      return state.source === 'pick' ? emitEvent('SELECT_WALLET', { name: state.name, platform: state.method }) : undefined;
    case 'connected':
      return state.source === 'pick' || state.source === 'engine' ? emitEvent('CONNECT_SUCCESS', { method: state.method, name: state.name }) : undefined;
    case 'failed':
      return state.source === 'pick' ? emitEvent('CONNECT_ERROR', { message: state.error.message, code: state.error.code }) : undefined;
    case 'disconnected':
      return emitEvent('DISCONNECT_SUCCESS', state.initiator ? { namespace: state.namespace, initiator: state.initiator } : { namespace: state.namespace });
    case 'disconnect-failed':
      return emitEvent('DISCONNECT_ERROR', { message: state.message });
    case 'wallet-chain':
      return emitEvent('SWITCH_NETWORK', { network: state.network });
  }
}

/** Starts the listener (a row of the loading table, before the modal's); returns what stops it. */
export function watchConnectionEvents(): () => void {
  return $connectStep.listen(report);
}
