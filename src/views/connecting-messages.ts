import { registerMessages } from '../core/index.js';

/** Text shared by the connecting views (browser wallet, WalletConnect): it ships with them, not in the initial table. */
export const connectingMsg = registerMessages({
  'connecting.continue': 'Continue in {name}',
  'connecting.accept': 'Accept the connection request in your wallet.',
  'connecting.declined': 'Connection declined',
  'connecting.declinedHint': 'You declined the request in your wallet. You can try again.',
  'connecting.pending': 'A request is already pending in your wallet. Open {name} to answer it.',
  'connecting.failed': 'Connection failed',
  'connecting.retry': 'Try again',
  'connecting.walletSays': 'Wallet says: {message}',
  'connecting.noAnswer': 'No answer from {name}',
  'connecting.noAnswerHint': 'You can try again or choose another wallet. Approving in {name} still connects.',
  'connecting.chooseAnother': 'Choose another wallet'
});
