import { registerMessages } from '../../core/index.js';

/** Text of the wallet list and its Connect-view entry: it ships in their lazy chunk, not in the initial table. */
export const allWalletsMsg = registerMessages({
  'allWallets.search': 'Search wallets',
  'allWallets.grid': 'Wallets',
  'allWallets.count': '{count} wallets',
  'allWallets.matches': '{count} of {total} wallets',
  'allWallets.loading': 'Loading more wallets…',
  'allWallets.error': 'Could not reach the wallet directory. Showing the wallets this app knows.',
  'allWallets.retry': 'Try again',
  'allWallets.empty': 'No wallet matches “{query}”.',
  'allWallets.get': 'Get {name}',
  'allWallets.notInstalled': '{name} is not installed in this browser. Get it here:',
  'allWallets.noLinks': 'No download link is known for {name}.',
  'allWallets.back': 'Back to all wallets',
  'allWallets.preparing': 'Preparing the connection…',
  /** Read after the count on the Connect view's entry ("All Wallets 47 wallets"); not shown. */
  'allWallets.entryUnit': 'wallets',
  'allWallets.link.appStore': 'App Store',
  'allWallets.link.playStore': 'Google Play',
  'allWallets.link.homepage': 'Website',
  'allWallets.link.webapp': 'Web app',
  'allWallets.link.desktop': 'Desktop app',
});
