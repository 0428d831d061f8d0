import { registerMessages } from '../../core/index.js';

/** Text of the Networks view: it ships in the view's lazy chunk, not in the initial table. */
export const networksMsg = registerMessages({
  'networks.list': 'Networks',
  'networks.current': 'Current',
  'networks.testnet': 'Testnet',
  'networks.switching': 'Switching…',
  'networks.hint': 'Pick the network to play on. A connected wallet is asked to switch.',
  'networks.whatIsANetwork': 'What is a network?',
});
