import { computed } from 'nanostores';
import { sessionMap } from '../session.js';
import type { MobileWallet } from '../wallets/wallet-links.js';
import { mobileWalletsFor } from '../wallets/wallet-links.js';
import { $options } from '../options/store.js';
import type { ReadOnlyMap } from '../types.js';

/**
 * idle: no pairing yet · loading: the connector and a pairing URI are being prepared · ready: `uri` can be
 * scanned or opened · error: the attempt ended (see `error`); a retry starts over with a fresh URI.
 */
export type WalletConnectStatus = 'idle' | 'loading' | 'ready' | 'error';

/** declined: the wallet said no (4001 / 5000) · relay: the relay cannot be reached or dropped · failed: anything else. */
export type WalletConnectErrorKind = 'declined' | 'relay' | 'failed';

export interface WalletConnectState {
  status: WalletConnectStatus;
  /** The pairing URI (`wc:…`) while `ready`. */
  uri?: string;
  /** When `uri` expires (ms since epoch), when the URI says. */
  expiresAt?: number;
  error?: { kind: WalletConnectErrorKind; message: string };
  /** The phone wallet picked for this connection, if any (its logo goes in the QR code). */
  wallet?: MobileWallet;
}

/** Why a WalletConnect attempt ended without a session, beyond what the wallet answered. */
export type WalletConnectFailure = 'relay' | 'expired' | 'superseded';

/** Thrown by the WalletConnect connector; `kind` tells the actions how to react. */
export class WalletConnectError extends Error {
  override name = 'WalletConnectError';
  constructor(
    readonly kind: WalletConnectFailure,
    message: string,
  ) {
    super(message);
  }
}

/** WalletConnect pairing state the views read; written only by the WalletConnect actions. */
export const $walletConnect: ReadOnlyMap<WalletConnectState> = sessionMap<WalletConnectState>({ status: 'idle' });

/** Phone wallets that can receive the pairing URI through a deep link, in display order. */
export const $mobileWallets = computed($options, (options): MobileWallet[] => (options ? mobileWalletsFor(options) : []));

