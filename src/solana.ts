/**
 * `w3m-modal/solana`: AppKit's Solana adapter (`@reown/appkit-adapter-solana`). @solana/web3.js is the app's (an
 * optional peer dependency); an app that never imports this entry ships none of it.
 */
export { SolanaAdapter } from './connectors/solana/adapter.js';
export type { SolanaAdapterOptions } from './connectors/solana/adapter.js';
export type { AnyTransaction, Provider } from './connectors/solana/appkit-provider.js';
export type { KitTransaction } from './connectors/solana/kit-transaction.js';
export type { ConnectionSettings } from './connectors/solana/connection.js';
export type { Connection } from '@solana/web3.js';

import type { Connection } from '@solana/web3.js';
import { $solanaConnection } from './connectors/solana/connection.js';

/**
 * A @solana/web3.js `Connection` to the selected Solana network (the connected account's cluster, else the first
 * Solana network), as AppKit's `useAppKitConnection()` reports it; `undefined` before `createAppKit` or without one.
 */
export function getSolanaConnection(): Connection | undefined {
  return $solanaConnection.get() as Connection | undefined;
}

/** Calls back whenever {@link getSolanaConnection} changes (another cluster, other settings); returns the unsubscribe. */
export function subscribeSolanaConnection(listener: (connection: Connection | undefined) => void): () => void {
  return $solanaConnection.listen(connection => listener(connection as Connection | undefined));
}
