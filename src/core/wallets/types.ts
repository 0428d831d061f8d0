import type { ChainNamespace } from '../types.js';
import type { ConnectorInfo } from '../connection/connectors.js';

/**
 * One wallet of the registry: the bundled list, the explorer API and `customWallets` all become this shape.
 * Links are kept as given; {@link isSafeWalletLink} decides at use time whether one may be opened.
 */
export interface WalletEntry {
  /** WalletConnect explorer id (64 hex characters) or a custom wallet's own id. */
  id: string;
  name: string;
  /** EIP-6963 reverse-DNS name, to match an announced browser wallet. */
  rdns?: string;
  homepage?: string;
  /** Native scheme of the phone app (`metamask://`). */
  mobile?: string;
  /** Universal link of the phone app (`https://metamask.app.link`). */
  universal?: string;
  /** Desktop app scheme (`ledgerlive://`). */
  desktop?: string;
  /** Web app that can take a WalletConnect URI. */
  webapp?: string;
  appStore?: string;
  playStore?: string;
  /** Chain namespaces the wallet supports, where known; missing means unknown (shown everywhere). */
  chains?: ChainNamespace[];
  /** Explorer image id, fetched from `/getWalletImage/{id}` when the explorer is reachable. */
  imageId?: string;
  /** Inline `data:image/…` icon (custom wallets); remote URLs are never shown. */
  imageUrl?: string;
}

/** Why a wallet is where it is in the list. */
export type WalletRank = 'installed' | 'featured' | 'custom' | 'registry';

/** A row of the AllWallets list: the registry entry plus what this browser knows about it. */
export interface ListedWallet {
  /** Unique key of the row (registry id, or `connector:<id>` for a browser wallet the registry does not know). */
  key: string;
  wallet: WalletEntry;
  rank: WalletRank;
  /** The browser wallet (EIP-6963 / injected / external) that connects this wallet here, if any. */
  connector?: ConnectorInfo;
  recent: boolean;
}

/** What choosing a wallet does. */
export type WalletChoice =
  | { kind: 'browser'; connectorId: string }
  | { kind: 'walletconnect' }
  | { kind: 'deeplink'; link: string }
  | { kind: 'download'; links: DownloadLink[] };

export interface DownloadLink {
  kind: 'appStore' | 'playStore' | 'homepage' | 'webapp' | 'desktop';
  url: string;
}
