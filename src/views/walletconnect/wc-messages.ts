import { registerMessages } from '../../core/index.js';

/** Text of the WalletConnect view: it ships in that view's lazy chunk, not in the initial table. */
export const wcMsg = registerMessages({
  'wc.scan': 'Scan with your phone',
  'wc.scanHint': 'Scan this code with a WalletConnect wallet.',
  'wc.qr': 'WalletConnect QR code',
  'wc.preparing': 'Preparing QR code…',
  'wc.copy': 'Copy link',
  'wc.copied': 'Link copied',
  'wc.copyFailed': 'Could not copy the link',
  'wc.relayError': 'Cannot reach the connection relay',
  'wc.relayHint': 'Check your connection and try again.',
  'wc.pickWallet': 'Open your wallet app',
  'wc.noWallets': 'No phone wallet is known. Copy the link into your wallet app.',
  'wc.otherWays': 'Other ways to connect',
});
