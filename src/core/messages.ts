/**
 * Every user-visible string of the modal. Views and components read text only through {@link msg},
 * so a translation is one call to {@link setMessages} and never a change to a view.
 */
export const MESSAGES = {
  'modal.label': 'Connect a wallet',
  'modal.close': 'Close',
  'modal.back': 'Back',
  'view.Connect': 'Connect Wallet',
  'view.Account': 'Account',
  'view.AllWallets': 'All Wallets',
  'view.ConnectingWalletConnectBasic': 'WalletConnect',
  'view.SIWXSignMessage': 'Sign In',
  'view.ApproveTransaction': 'Approve Transaction',
  'view.UnsupportedChain': 'Switch Network',
  'view.RegisterAccountName': 'Choose Name',
  'view.RegisterAccountNameSuccess': 'Name Registered',
  'view.ConnectingExternal': 'Connecting',
  'view.unavailable': 'This screen is not available yet.',
  'connect.wallets': 'Wallets',
  'connect.empty': 'No browser wallet found. Install a wallet extension and reload this page.',
  'connect.walletconnect': 'WalletConnect',
  'connect.email': 'Email',
  'connect.social': 'Social login',
  'tag.installed': 'Installed',
  'tag.recent': 'Recent',
  'tag.qrCode': 'QR code',
  'wc.scan': 'Scan with your phone',
  'wc.scanHint': 'Scan this code with a WalletConnect wallet.',
  'wc.qr': 'WalletConnect QR code',
  'wc.preparing': 'Preparing QR code…',
  'wc.copy': 'Copy link',
  'wc.copied': 'Link copied',
  'wc.copyFailed': 'Could not copy the link',
  'wc.relayError': 'Cannot reach the connection relay',
  'wc.relayHint': 'Check your connection and try again.',
  'wc.pickWallet': 'Open your wallet app',
  'wc.noWallets': 'No phone wallet is known. Copy the link into your wallet app.',
  'connecting.continue': 'Continue in {name}',
  'connecting.accept': 'Accept the connection request in your wallet.',
  'connecting.declined': 'Connection declined',
  'connecting.declinedHint': 'You declined the request in your wallet. You can try again.',
  'connecting.pending': 'A request is already pending in your wallet. Open {name} to answer it.',
  'connecting.failed': 'Connection failed',
  'connecting.retry': 'Try again',
  'account.copy': 'Copy address',
  'account.copied': 'Address copied',
  'account.explorer': 'Block explorer',
  'account.disconnect': 'Disconnect',
  'account.balance': 'Balance',
  'account.balanceLoading': 'Loading balance',
  'account.balanceUnavailable': 'Balance unavailable',
  'account.network': 'Network',
  'account.unsupportedNetwork': 'Unsupported network',
  'account.unsupportedHint': 'Your wallet is on a network this app does not support (chain {chainId}).',
  'account.switchNetwork': 'Switch to {name}',
  'account.copyFailed': 'Could not copy the address',
  'button.connect': 'Connect Wallet',
  'button.connecting': 'Connecting…',
  'button.account': 'Open account for {address}',
  'button.wrongNetwork': 'Wrong Network',
  'button.wrongNetworkLabel': 'Wrong network for {address}. Open account',
  'toast.close': 'Dismiss',
  'toast.disconnectFailed': 'Failed to disconnect',
  'toast.signatureDeclined': 'Signature declined',
  'toast.fetchTransactionsFailed': 'Failed to fetch transactions',
  'toast.tokenBalanceUnavailable': 'Token Balance Unavailable',
  'alert.projectIdNotConfigured.title': 'Project ID Not Configured',
  'alert.projectIdNotConfigured.message': 'Set a projectId in the modal options. Get one at your WalletConnect dashboard.',
  'alert.networkNotFound.title': 'Network Not Found',
  'alert.networkNotFound.message': 'That network is not configured for this app.',
  'alert.invalidAppConfiguration.title': 'Invalid App Configuration',
  'alert.invalidAppConfiguration.message': 'This origin is not on the allowed list for this project.',
  'alert.sessionExpired.title': 'Session Expired',
  'alert.sessionExpired.message': 'Your session expired. Connect again.',
  'alert.invalidOptions.title': 'Invalid Modal Options',
  'error.rpcNotAllowed': 'Requested RPC call is not allowed',
  'error.actionNotAllowed': 'Action not allowed',
  'error.unknown': 'Something went wrong. Try again.'
} as const;

export type MessageKey = keyof typeof MESSAGES;

let table: Record<MessageKey, string> = { ...MESSAGES };

/** Returns the text for `key`, with `{name}` placeholders filled from `vars`. */
export function msg(key: MessageKey, vars?: Record<string, string | number>): string {
  const text = table[key];
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** Replaces some or all messages (a translation); unknown keys are rejected so typos surface. */
export function setMessages(overrides: Partial<Record<MessageKey, string>>): void {
  for (const key of Object.keys(overrides)) {
    if (!(key in MESSAGES)) throw new Error(`Unknown message key: ${key}`);
  }
  table = { ...table, ...overrides } as Record<MessageKey, string>;
}

/** Restores the built-in English table (used by tests and by a host switching language back). */
export function resetMessages(): void {
  table = { ...MESSAGES };
}
