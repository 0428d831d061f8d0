import { atom, computed } from 'nanostores';
import type { WalletErrorInfo } from '../wallet-errors.js';
import { $account } from './account.js';

/** The last failed connection attempt, shown by the connecting view with a retry. */
export interface ConnectErrorState extends WalletErrorInfo {
  connectorId: string;
}

export const $connectError = atom<ConnectErrorState | undefined>(undefined);

/** Connection status of the active namespace. */
export const $connectionStatus = computed($account, account => account.status);

/** Connect attempts still waiting for a wallet: a failed second click must not hide the first prompt's state. */
export const pendingConnects = { count: 0 };

export function resetConnectionStore(): void {
  pendingConnects.count = 0;
  $connectError.set(undefined);
  $activeConnectorId.set(undefined);
}

/** Id of the connector behind the current connection. */
export const $activeConnectorId = atom<string | undefined>(undefined);
