import { registerMessages } from '../../core/index.js';

/** Text of the account view's wallet buttons: it ships in their chunk, not in the initial table. */
export const walletActionsMsg = registerMessages({
  /** The group of wallet buttons, for assistive technology. */
  'walletActions.label': 'Wallet actions',
  'walletActions.receive': 'Receive',
  'walletActions.buy': 'Buy',
  'walletActions.send': 'Send',
  'walletActions.swaps': 'Swap',
});
