import { registerMessages } from '../../core/index.js';

/**
 * Text of the Send views: it ships in their chunks, not in the initial table. Under the data layer's `data.send`
 * namespace, beside the seed's send messages: a namespace of its own would cost the game's page its name.
 */
export const sendMsg = registerMessages({
  'data.send.tokenLabel': 'Token',
  'data.send.selectToken': 'Select token',
  'data.send.amountLabel': 'Amount',
  'data.send.max': 'Max',
  /** Before the token's balance under the amount: "Balance: 1.25 ETH". */
  'data.send.balance': 'Balance:',
  'data.send.receiverLabel': 'To',
  'data.send.receiverPlaceholder': 'Address or name',
  /** A name the provider resolved: "alice.reown.id is 0x12…34". */
  'data.send.resolved': '{name} is {address}',
  'data.send.step.selectToken': 'Select token',
  'data.send.step.addAmount': 'Add amount',
  'data.send.step.insufficient': 'Insufficient funds',
  'data.send.step.addAddress': 'Add address',
  'data.send.step.invalidAddress': 'Invalid address',
  'data.send.step.preview': 'Preview send',
  'data.send.search': 'Search token',
  'data.send.noTokens': 'No tokens found',
  'data.send.sending': 'You send',
  'data.send.network': 'Network',
  'data.send.fee': 'Network fee',
  'data.send.estimating': 'Estimating the network fee',
  'data.send.send': 'Send',
  'data.send.confirming': 'Waiting for the transaction to be confirmed',
  'data.send.wallet': 'Approve the send in your wallet',
  'data.send.sent': 'Sent',
});
