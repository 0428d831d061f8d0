/**
 * The Solana entry's own loading table: @solana/web3.js, an optional peer dependency. Nothing in the library imports
 * it statically, so an app that does not install it (a wagmi + Solana app that never touches web3.js) builds and runs:
 * its bundler hands this import an empty module (Vite) and the adapter works without it. An app that installs it
 * gets web3.js objects, as from AppKit's adapter: `walletProvider.publicKey` is a `PublicKey` and
 * `useAppKitConnection()` a `Connection`, both from the app's own copy. Transactions need no copy here at all: the
 * adapter rebuilds them with the classes of the objects the app hands it (web3-transactions.ts).
 */
import { atom } from 'nanostores';
import type { Connection, PublicKey } from '@solana/web3.js';
import { decodeBase58 } from '../../core/solana/index.js';

/** What the adapter takes from web3.js. */
export interface SolanaWeb3 {
  PublicKey: new (value: string) => PublicKey;
  Connection: typeof Connection;
}

/** The app's web3.js once loaded; `undefined` before, and when the app does not install it. */
export const $solanaWeb3 = atom<SolanaWeb3 | undefined>(undefined);

let loading: Promise<SolanaWeb3 | undefined> | undefined;

/** Loads the app's web3.js once (settles with `undefined` when there is none) and keeps it in {@link $solanaWeb3}. */
export function loadSolanaWeb3(): Promise<SolanaWeb3 | undefined> {
  loading ??= import('@solana/web3.js').then(
    module => {
      const found = module as Partial<SolanaWeb3>;
      const web3 = typeof found.PublicKey === 'function' && typeof found.Connection === 'function' ? (found as SolanaWeb3) : undefined;
      $solanaWeb3.set(web3);
      return web3;
    },
    // Not installed: a bundler without Vite's empty stand-in fails the import instead.
    () => undefined,
  );
  return loading;
}

/** A Solana key without web3.js: what an app that does not install it can ask of `publicKey`. */
export interface SolanaKey {
  toBase58(): string;
  toString(): string;
  toJSON(): string;
  toBytes(): Uint8Array;
  equals(other: { toBase58(): string }): boolean;
}

/**
 * `address` as the app's web3.js `PublicKey`; without web3.js, a {@link SolanaKey} (typed as `PublicKey`, as AppKit
 * types it: only an app with web3.js can pass it to web3.js, and such an app gets the real class).
 */
export function solanaKey(address: string): PublicKey {
  const web3 = $solanaWeb3.get();
  if (web3) return new web3.PublicKey(address);
  const key: SolanaKey = {
    toBase58: () => address,
    toString: () => address,
    toJSON: () => address,
    toBytes: () => decodeBase58(address),
    equals: other => other.toBase58() === address,
  };
  return key as unknown as PublicKey;
}
