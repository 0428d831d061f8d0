import { registerMessages } from '../../core/index.js';

/** Text of the help views (What is a wallet? / What is a network?): it ships in their lazy chunk. */
export const helpMsg = registerMessages({
  'connect.walletHelp.accountTitle': 'One account for every app',
  'connect.walletHelp.accountText': 'Sign in to apps and games with your wallet instead of a new password for each.',
  'connect.walletHelp.assetsTitle': 'A home for your assets',
  'connect.walletHelp.assetsText': 'It holds your coins, tokens and collectibles. Only you can move them.',
  'connect.walletHelp.approveTitle': 'You approve every action',
  'connect.walletHelp.approveText': 'An app can only ask: your wallet shows what would happen and waits for your answer.',
  'connect.walletHelp.getWallet': 'Get a wallet',
  'networks.help.ledgerTitle': 'Where your assets live',
  'networks.help.ledgerText': 'A network is a blockchain: a shared record of who owns what.',
  'networks.help.appsTitle': 'Each app picks its networks',
  'networks.help.appsText': 'Apps and games run on one or more networks, and ask your wallet to switch between them.',
  'networks.help.feesTitle': 'Different speeds and fees',
  'networks.help.feesText': 'Networks differ in cost and speed. Testnets are for trying things out, with coins of no value.',
  'networks.help.learnMore': 'Learn more',
});

export type HelpKey = Parameters<typeof helpMsg>[0];
