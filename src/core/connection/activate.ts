import { STORAGE_KEYS, writeStored } from '../storage.js';
import { $activeConnectorId } from './store.js';
import type { Writable } from '../types.js';

/**
 * Makes `connectorId` the active connection (the wallet `getWalletProvider()` and the account view use), remembered
 * for a reload: when the player moves to a namespace another wallet holds, or the active namespace's wallet left.
 */
export function activateConnector(connectorId: string): void {
  ($activeConnectorId as Writable<typeof $activeConnectorId>).set(connectorId);
  writeStored(STORAGE_KEYS.connectedConnectorId, connectorId);
}
