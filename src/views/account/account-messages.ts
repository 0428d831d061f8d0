import { registerMessages } from '../../core/index.js';

/** Text of the Account view: it ships in that view's chunk, not in the initial table. */
export const accountMsg = registerMessages({
  'account.copy': 'Copy address',
  'account.copied': 'Address copied',
  'account.explorer': 'Block explorer',
  'account.disconnect': 'Disconnect',
  'account.balance': 'Balance',
  'account.balanceLoading': 'Loading balance',
  'account.network': 'Network',
  'account.wallet': 'Wallet',
  'account.unsupportedNetwork': 'Unsupported network',
  'account.unsupportedHint': 'Your wallet is on a network this app does not support: {name}.',
  /** A chain id that no known network definition names. */
  'account.unknownNetwork': 'Unknown network ({chainId})',
  'account.switchNetwork': 'Switch to {name}',
  'account.copyFailed': 'Could not copy the address'
});
