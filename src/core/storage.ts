/**
 * Persistent client values. Storage may be missing (server rendering), full, or hold values that another
 * version or a user edited: every read validates and falls back, every write swallows quota errors.
 */
const PREFIX = 'w3m:';

export const STORAGE_KEYS = {
  connectedConnectorId: 'connectedConnectorId',
  connectedNamespace: 'connectedNamespace',
  /** The connector of each connected namespace (`{ eip155: id, solana: id }`), so a reload restores every one. */
  namespaceConnectors: 'namespaceConnectors',
  themeMode: 'themeMode',
  recentWallets: 'recentWallets',
  activeCaipNetworkId: 'activeCaipNetworkId',
  /** The phone wallet picked for WalletConnect, so later requests open the same app. */
  wcMobileWallet: 'wcMobileWallet',
  /** Wallets the explorer API returned last time, so the list is instant and works offline. */
  walletCache: 'walletCache',
  /** Signed-in sessions of the default SIWX implementation (`createDefaultSIWX`). */
  siwxSessions: 'siwxSessions',
  /** Embedded-wallet client values (spec section 3), one object; read and written only by the lazy auth connector. */
  auth: 'auth'
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

function backend(): Storage | undefined {
  try {
    return typeof globalThis.localStorage === 'undefined' ? undefined : globalThis.localStorage;
  } catch {
    // Access to localStorage throws in sandboxed frames with storage blocked.
    return undefined;
  }
}

/** Reads a JSON value and returns it only when `isValid` accepts it; corrupted values are removed. */
export function readStored<T>(key: StorageKey, isValid: (value: unknown) => value is T): T | undefined {
  const store = backend();
  if (!store) return undefined;
  let raw: string | null;
  try {
    raw = store.getItem(PREFIX + key);
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (isValid(value)) return value;
  } catch {
    // fall through: unparsable
  }
  removeStored(key);
  return undefined;
}

export function writeStored(key: StorageKey, value: unknown): void {
  try {
    backend()?.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage disabled: the app keeps working, it only forgets on reload.
  }
}

export function removeStored(key: StorageKey): void {
  try {
    backend()?.removeItem(PREFIX + key);
  } catch {
    // see writeStored
  }
}

export const isString = (value: unknown): value is string => typeof value === 'string' && value.length < 512;
