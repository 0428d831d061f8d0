/**
 * The wallet list: the bundled registry, ordering and search, recent wallets and the Connect view's rows. The
 * explorer client stays behind `loadExplorerWallets` (a chunk of its own).
 */
// Its stores are declared read-only (`ReadOnlyStore`, a type): only the slice's actions write them.
export * from './types.js';
export * from './recent.js';
export * from './store.js';
export * from './registry.js';
export * from './connect-rows.js';
export * from './connect-registry.js';
export * from './wallet-links.js';
