/**
 * The wallet list: the bundled registry, ordering and search, recent wallets and the Connect view's rows. The
 * explorer client stays behind `loadExplorerWallets` (a chunk of its own).
 */
import { readonlyType } from 'nanostores';
import { $recentWallets as recentWalletsStore } from './recent.js';
import { $explorer as explorerStore } from './store.js';

// Its stores go out read-only (they shadow the star exports below): only the slice writes them, through its actions.
export const $recentWallets = readonlyType(recentWalletsStore);
export const $explorer = readonlyType(explorerStore);
export * from './types.js';
export * from './recent.js';
export * from './store.js';
export * from './registry.js';
export * from './connect-rows.js';
export * from './connect-registry.js';
export * from './wallet-links.js';
