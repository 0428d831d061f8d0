import { registerMessages } from '../messages.js';

/** Text of the blockchain-data features; loaded with them, never on the initial path. */
export const dataMsg = registerMessages({
  'data.tabs': 'Account data',
  'data.tab.tokens': 'Tokens',
  'data.tab.nfts': 'NFTs',
  'data.tab.activity': 'Activity',
  'data.tokens.loading': 'Loading tokens',
  'data.tokens.empty': 'No tokens yet',
  'data.tokens.error': 'Could not load tokens',
  'data.nfts.loading': 'Loading NFTs',
  'data.nfts.empty': 'No NFTs yet',
  'data.nfts.error': 'Could not load NFTs',
  'data.activity.loading': 'Loading activity',
  'data.activity.empty': 'No activity yet',
  'data.activity.error': 'Could not load activity',
  'data.activity.loadMore': 'Load more',
  'data.activity.in': 'Received',
  'data.activity.out': 'Sent',
  'data.activity.self': 'Sent to self',
  'data.activity.other': 'Transaction',
  'data.retry': 'Try again',
  'data.send.required': 'An amount and receiver address are required',
  'data.send.token': 'A token is required',
  'data.send.unsupported': 'Unsupported chain',
  'data.send.receiver': 'Invalid receiver address',
  'data.send.amount': 'Invalid amount',
  'data.send.declined': 'The send was declined in the wallet',
  'data.send.reverted': 'The transaction was reverted',
  'data.send.failed': 'The send failed',
  'data.swaps.network': 'Network not supported for Swaps',
  'data.swaps.gas': 'Network not supported for Gas Price'
});
