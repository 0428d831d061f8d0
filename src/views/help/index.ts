/** The help views: What is a wallet? and What is a network? (each loaded lazily by the router). */
export type { W3mWhatIsAWalletView } from './w3m-what-is-a-wallet-view.js';
export type { W3mWhatIsANetworkView } from './w3m-what-is-a-network-view.js';
