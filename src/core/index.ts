/**
 * src/core: stores and actions, plain TypeScript with no DOM access at import time. This index is the initial
 * core: the shared utilities and the slices every page needs. The lazy slices (auth, data, siwx, walletconnect,
 * api, origin, solana, multichain) are imported through their own index by the code that loads them.
 */
export * from './types.js';
export * from './caip.js';
export * from './messages.js';
export * from './format.js';
export { LIBRARY_VERSION, sdkVersion, setSdkBinding } from './sdk-version.js';
export type { SdkBinding } from './sdk-version.js';
export * from './wallet-errors.js';
export { STORAGE_KEYS, readStored, writeStored, removeStored } from './storage.js';
export { endSession } from './session.js';
export * from './public-state.js';
export * from './options/index.js';
export * from './locale/index.js';
export * from './connection/index.js';
export * from './network/index.js';
export * from './modal/index.js';
export * from './events/index.js';
export * from './balance/index.js';
export { loadRecentWallets } from './wallets/recent.js';
export * from './wallets/connect-rows.js';
