/** Constants of the embedded secure frame (spec sections 7–9). */

/** Where the secure site lives unless `secureSiteOrigin` says otherwise; the frame page is its `/sdk` path. */
export const DEFAULT_SECURE_SITE_ORIGIN = 'https://secure.walletconnect.org';
export const SECURE_SITE_PATH = '/sdk';
export const SDK_VERSION = '1.7.4';

export const FRAME_LOAD_TIMEOUT_MS = 20_000;
export const FRAME_REQUEST_TIMEOUT_MS = 30_000;
/** The frame answers its ready event before its own listeners settle; requests wait this long after it. */
export const FRAME_READY_DELAY_MS = 500;
export const EMAIL_LOGIN_WAIT_MS = 30_000;
export const NOT_ALLOWED_DELAY_MS = 300;
export const FRAME_Z_INDEX = 999_999;

export const APP = '@w3m-app/';
export const FRAME = '@w3m-frame/';

/** App events (spec section 7); the frame answers `@w3m-frame/<NAME>_SUCCESS` or `_ERROR` with the same id. */
export const APP_EVENTS = [
  'SWITCH_NETWORK',
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
  'GET_FARCASTER_URI',
  'CONNECT_FARCASTER',
  'GET_USER',
  'SIGN_OUT',
  'IS_CONNECTED',
  'GET_CHAIN_ID',
  'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
  'INIT_SMART_ACCOUNT',
  'SET_PREFERRED_ACCOUNT',
  'RPC_REQUEST',
  /** Tells the frame to drop its open approval UI; no answer. */
  'RPC_ABORT',
  'UPDATE_EMAIL',
  'UPDATE_EMAIL_PRIMARY_OTP',
  'UPDATE_EMAIL_SECONDARY_OTP',
  'SYNC_THEME',
  'SYNC_DAPP_DATA',
  'RELOAD'
] as const;
export type AppEventName = (typeof APP_EVENTS)[number];

/** Requests that go out without waiting for the frame to load (they are replayed state, not user actions). */
export const NO_LOAD_WAIT: ReadonlySet<AppEventName> = new Set(['SYNC_THEME', 'SYNC_DAPP_DATA', 'SET_PREFERRED_ACCOUNT', 'RPC_ABORT']);

/** Requests that wait on a person (an inbox, a device, a popup): they time out after 30 s. */
export const TIMED_REQUESTS: ReadonlySet<AppEventName> = new Set([
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI'
]);

export const ERRORS = {
  iframeNotSet: 'W3mFrame: iframe is not set',
  parentNotSet: 'W3mFrame: parent is not set',
  frameDefault: 'An error occurred',
  rpcAborted: 'Request was aborted',
  somethingWrong: 'Something went wrong',
  loadFailed: 'Unable to load email login dependency',
  notAllowed: 'Requested RPC call is not allowed',
  smartAccounts: 'This application might not support Smart Accounts',
  throttle: 'Please try again after {n} seconds'
} as const;

export type FrameTimeoutReason = 'iframe_load_failed' | 'iframe_request_timeout';

/** Read-only methods (plus eth_sendRawTransaction, already signed): they run without asking the user. */
export const SAFE_RPC_METHODS: ReadonlySet<string> = new Set([
  'eth_accounts',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getAccount',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_sendRawTransaction',
  'eth_syncing',
  'eth_uninstallFilter',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets'
]);

/** Methods that sign or send: the frame shows its approval UI inside the modal. */
export const APPROVAL_RPC_METHODS: ReadonlySet<string> = new Set([
  'eth_sendTransaction',
  'personal_sign',
  'eth_signTypedData_v4',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions'
]);

export const isAllowedRpcMethod = (method: string): boolean => SAFE_RPC_METHODS.has(method) || APPROVAL_RPC_METHODS.has(method);
