/** The Receive view (AppKit's WalletReceive). */
// The element loads lazily (the router's view table imports its file): its class is a type here.
export type { W3mWalletReceiveView } from './w3m-wallet-receive-view.js';
