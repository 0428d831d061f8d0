/**
 * `w3m-modal/ethers`: AppKit's `EthersAdapter` (ethers v6) and `Ethers5Adapter` (ethers v5). The modal's own
 * connectors connect the wallet; the app wraps `useAppKitProvider<Provider>('eip155').walletProvider` with ethers.
 * ethers itself is the app's (an optional peer dependency): nothing here imports it, and an app that never imports
 * this entry ships none of it.
 */
export { EthersAdapter, Ethers5Adapter } from './connectors/ethers/adapter.js';
export type { Provider } from './core/types.js';
