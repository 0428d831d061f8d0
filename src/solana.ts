/**
 * `w3m-modal/solana`: AppKit's Solana adapter (`@reown/appkit-adapter-solana`). @solana/web3.js is the app's (an
 * optional peer dependency); an app that never imports this entry ships none of it.
 */
export { SolanaAdapter } from './connectors/solana/adapter.js';
export type { SolanaAdapterOptions } from './connectors/solana/adapter.js';
export type { AnyTransaction, Provider } from './connectors/solana/appkit-provider.js';
export type { KitTransaction } from './connectors/solana/kit-transaction.js';
export type { ConnectionSettings } from './connectors/solana/connection.js';
export type { Connection } from '@solana/web3.js';
