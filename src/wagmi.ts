/**
 * `w3m-modal/wagmi`: wagmi as the modal's source of truth for EVM wallets. An app that never imports this entry
 * ships none of it; wagmi itself is the app's (an optional peer dependency).
 */
export { WagmiAdapter } from './connectors/wagmi/adapter.js';
export type { WagmiAdapterOptions } from './connectors/wagmi/adapter.js';
