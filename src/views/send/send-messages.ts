import { registerMessages } from '../../core/index.js';

/** Text of the Send views: it ships in their chunks, not in the initial table. */
export const sendMsg = registerMessages({
  'send.token': 'Token',
  'send.selectToken': 'Select token',
  'send.amount': 'Amount',
  'send.max': 'Max',
  /** Before the token's balance under the amount: "Balance: 1.25 ETH". */
  'send.balance': 'Balance:',
  'send.receiver': 'To',
  'send.receiverPlaceholder': 'Address or name',
  /** A name the provider resolved: "alice.reown.id is 0x12…34". */
  'send.resolved': '{name} is {address}',
  'send.step.selectToken': 'Select token',
  'send.step.addAmount': 'Add amount',
  'send.step.insufficient': 'Insufficient funds',
  'send.step.addAddress': 'Add address',
  'send.step.invalidAddress': 'Invalid address',
  'send.step.preview': 'Preview send',
  'send.search': 'Search token',
  'send.noTokens': 'No tokens found',
  'send.sending': 'You send',
  'send.network': 'Network',
  'send.fee': 'Network fee',
  'send.estimating': 'Estimating the network fee',
  'send.send': 'Send',
  'send.confirming': 'Waiting for the transaction to be confirmed',
  'send.wallet': 'Approve the send in your wallet',
  'send.sent': 'Sent',
});
