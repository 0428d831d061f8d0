/**
 * `w3m-modal/solana/react`: AppKit's `@reown/appkit-adapter-solana/react`, the Solana adapter with its React hook.
 */
import { useMemo, useSyncExternalStore } from 'react';
import type { Connection } from '@solana/web3.js';
import { getSolanaConnection, subscribeSolanaConnection } from '../src/solana.js';

export * from '../src/solana.js';

const subscribe = (onChange: () => void): (() => void) => subscribeSolanaConnection(() => onChange());

/** `{ connection }`: a @solana/web3.js `Connection` to the selected Solana network, `undefined` before `createAppKit`. */
export function useAppKitConnection(): { connection: Connection | undefined } {
  // One Connection per endpoint and settings (connection.ts), so the snapshot is stable between renders.
  const connection = useSyncExternalStore(subscribe, getSolanaConnection, getSolanaConnection);
  return useMemo(() => ({ connection }), [connection]);
}
