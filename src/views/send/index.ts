/** The Send views (AppKit's WalletSend, WalletSendSelectToken, WalletSendPreview). */
// The elements load lazily (the router's view table imports their files): their classes are types here.
export type { W3mWalletSendView } from './w3m-wallet-send-view.js';
export type { W3mWalletSendSelectTokenView } from './w3m-wallet-send-select-token-view.js';
export type { W3mWalletSendPreviewView } from './w3m-wallet-send-preview-view.js';
