/** Solana's own pieces of the core: base58 and the native balance read. */
export * from './base58.js';
export * from './balance.js';
export * from './compact-u16.js';
