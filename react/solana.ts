/**
 * `w3m-modal/solana/react`: AppKit's `@reown/appkit-adapter-solana/react`, the Solana adapter with its React hook.
 */
import { computed } from 'nanostores';
import type { Connection } from '@solana/web3.js';
import { $solanaConnection } from '../src/connectors/solana/connection.js';
import { useStore } from './use-store.js';

export * from '../src/solana.js';

const $connectionHook = computed($solanaConnection, (connection): { connection: Connection | undefined } => ({ connection }));

/** `{ connection }`: a @solana/web3.js `Connection` to the selected Solana network, `undefined` before `createAppKit`. */
export function useAppKitConnection(): { connection: Connection | undefined } {
  return useStore($connectionHook);
}
