import { registerMessages } from '../../core/messages.js';

/** Text of the Solana chunk (lazy namespace `solana`); `setMessages({ 'solana.noAccount': … })` translates it. */
export const solanaMsg = registerMessages({
  'solana.cannotConnect': '{name} cannot connect',
  'solana.noNetwork': 'No Solana network is configured',
  'solana.noAccount': '{name} returned no account for {network}',
  'solana.notConnected': 'Please call connect() before request()',
  'solana.otherAccount': 'The pubkey is not the connected account',
  'solana.unsupportedFeature': '{name} does not support {feature}',
  'solana.unsupportedMethod': 'Unsupported method {method}',
  'solana.badMessage': 'solana_signMessage needs message and pubkey',
  'solana.badTransaction': 'Expected a base64 transaction',
  'solana.badTransactions': 'solana_signAllTransactions needs a transactions list'
});
