/** The WalletConnect view (QR code on a desktop, phone wallets on a phone). */
// The elements load lazily (the router's view table imports their files): their classes are types here, so
// importing this index never pulls an element into a chunk.
export type { W3mConnectingWcBasicView } from './w3m-connecting-wc-basic-view.js';
