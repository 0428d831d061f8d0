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
  'view.Networks': 'Choose Network',
  'view.unavailable': 'This screen is not available yet.',
  'connect.wallets': 'Wallets',
  'connect.empty': 'No browser wallet found. Install a wallet extension and reload this page.',
  'connect.walletconnect': 'WalletConnect',
  'connect.email': 'Email',
  'connect.social': 'Social login',
  'tag.installed': 'Installed',
  'tag.recent': 'Recent',
  'tag.qrCode': 'QR code',
  'account.balanceUnavailable': 'Balance unavailable',
  'button.connect': 'Connect Wallet',
  'button.connecting': 'Connecting…',
  /** The connected button's one accessible name: what it shows, in the order shown. */
  'button.account': 'Account {address}, {balance}',
  'button.accountNoBalance': 'Account {address}',
  'button.wrongNetwork': 'Wrong Network',
  'button.wrongNetworkLabel': 'Wrong network for {address}. Open account',
  'button.networkLabel': 'Network: {name}. Change network',
  'button.noNetwork': 'Network',
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

/**
 * Namespaces of messages that live in lazy chunks (a feature's view or client registers its own table with
 * {@link registerMessages} when it loads), so text for features a configuration leaves off costs nothing.
 */
export const LAZY_MESSAGE_NAMESPACES = ['account', 'connecting', 'wc', 'allWallets', 'network', 'siwx', 'frame', 'auth', 'name', 'api', 'data', 'solana'] as const;

type Vars = Record<string, string | number>;

let table: Record<string, string> = { ...MESSAGES };
let overrides: Record<string, string> = {};

const fill = (text: string, vars?: Vars): string =>
  vars ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole)) : text;

/** Returns the text for `key`, with `{name}` placeholders filled from `vars`. */
export function msg(key: MessageKey, vars?: Vars): string {
  return fill(table[key]!, vars);
}

/**
 * Adds a lazy feature's English table and returns its typed `msg`; translations given to {@link setMessages}
 * before or after the feature loaded take precedence.
 */
export function registerMessages<T extends Record<string, string>>(defaults: T): (key: keyof T & string, vars?: Vars) => string {
  return (key, vars) => fill(overrides[key] ?? defaults[key]!, vars);
}

const isLazyKey = (key: string): boolean => (LAZY_MESSAGE_NAMESPACES as readonly string[]).includes(key.split('.')[0]!);

/**
 * Replaces some or all messages (a translation). Unknown keys are rejected so typos surface; keys of lazy
 * features are accepted by namespace, since their tables may not have loaded yet.
 */
export function setMessages(next: Partial<Record<MessageKey, string>> & Record<string, string>): void {
  for (const key of Object.keys(next)) {
    if (!(key in MESSAGES) && !isLazyKey(key)) throw new Error(`Unknown message key: ${key}`);
  }
  overrides = { ...overrides, ...next };
  table = { ...table, ...next };
}

/** Restores the built-in English table (used by tests and by a host switching language back). */
export function resetMessages(): void {
  table = { ...MESSAGES };
  overrides = {};
}
