/** What a failed wallet request means for the person in front of the modal. */
export type WalletErrorKind = 'declined' | 'pending' | 'failed';

export interface WalletErrorInfo {
  kind: WalletErrorKind;
  code: number | undefined;
  message: string;
}

/** Codes for "the user said no": EIP-1193 4001, and 5000 which wallets send as a default rejection. */
const USER_REJECTED = new Set([4001, 5000]);
const REQUEST_PENDING = -32002;

/** Reads any thrown value (EIP-1193 error, Error, string, garbage) into a safe, bounded description. */
export function classifyWalletError(error: unknown): WalletErrorInfo {
  const record = (error && typeof error === 'object' ? error : {}) as { code?: unknown; message?: unknown; cause?: unknown };
  const nested = (record.cause && typeof record.cause === 'object' ? record.cause : {}) as { code?: unknown };
  const rawCode = typeof record.code === 'number' ? record.code : typeof nested.code === 'number' ? nested.code : undefined;
  const rawMessage = typeof record.message === 'string' ? record.message : typeof error === 'string' ? error : '';
  const message = rawMessage.slice(0, 200);
  if (rawCode !== undefined && USER_REJECTED.has(rawCode)) return { kind: 'declined', code: rawCode, message };
  if (rawCode === REQUEST_PENDING) return { kind: 'pending', code: rawCode, message };
  return { kind: 'failed', code: rawCode, message };
}

/** The code of a wallet error; some mobile wallets nest it (4902 among others) in `data.originalError`. */
export function walletErrorCode(error: unknown): number | undefined {
  const nested = (error as { data?: { originalError?: { code?: unknown } } } | null)?.data?.originalError?.code;
  return typeof nested === 'number' ? nested : classifyWalletError(error).code;
}
