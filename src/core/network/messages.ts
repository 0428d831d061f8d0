import { registerMessages } from '../messages.js';

/**
 * Text of network switching and the UnsupportedChain view. It ships in their lazy chunk, not in the initial
 * table: a wallet on a supported network never loads it.
 */
export const networkMsg = registerMessages({
  'network.unsupported': 'Your wallet is on a network this app does not support: {name}.',
  /** A chain id that no known network definition names. */
  'network.unknown': 'Unknown network ({chainId})',
  'network.pick': 'Switch to one of these networks:',
  'network.list': 'Supported networks',
  'network.testnet': 'Testnet',
  'network.switchingTag': 'Switching…',
  'network.switching': 'Approve the switch to {name} in your wallet.',
  'network.declined': 'You declined the switch to {name}. You can try again.',
  'network.notApproved': '{name} is not part of this WalletConnect session. Disconnect and connect again to use it.',
  'network.failed': 'Could not switch to {name}. Try again, or switch in your wallet.',
  'network.disconnect': 'Disconnect',
});
