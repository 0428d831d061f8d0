import { registerMessages } from '../../core/index.js';

/** Text of the Receive view: it ships in that view's chunk, not in the initial table. */
export const receiveMsg = registerMessages({
  'receive.hint': 'Copy your address or scan this QR code',
  /** The QR code's accessible name. */
  'receive.qr': 'QR code of your address',
  'receive.address': 'Your address',
  'receive.networks': 'Only receive assets on these networks',
  /** A smart account lives on one network: the one the wallet is on. */
  'receive.network': 'Only receive assets on this network',
});
