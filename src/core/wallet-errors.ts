/** What a failed wallet request means for the person in front of the modal. */
export type WalletErrorKind = 'declined' | 'pending' | 'failed';

export interface WalletErrorInfo {
  kind: WalletErrorKind;
  code: number | undefined;
  /** The wallet's own words, bounded; shown only as an attributed detail line, never as a headline. */
  message: string;
}

/** Codes for "the user said no": EIP-1193 4001, and 5000 which wallets send as a default rejection. */
const USER_REJECTED = new Set([4001, 5000]);
const REQUEST_PENDING = -32002;
/** How much of a wallet's own message is kept. */
export const MAX_WALLET_MESSAGE = 200;

/**
 * Reads one property of a value a wallet threw, which may be a Proxy with throwing traps or an object with
 * throwing getters: anything that throws reads as absent.
 */
function read(value: unknown, key: string): unknown {
  try {
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  } catch {
    return undefined;
  }
}

const numberOrUndefined = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** Reads any thrown value (EIP-1193 error, Error, string, Proxy, garbage) into a safe, bounded description. */
export function classifyWalletError(error: unknown): WalletErrorInfo {
  const rawCode = numberOrUndefined(read(error, 'code')) ?? numberOrUndefined(read(read(error, 'cause'), 'code'));
  const rawMessage = read(error, 'message');
  const text = typeof rawMessage === 'string' ? rawMessage : typeof error === 'string' ? error : '';
  const message = text.slice(0, MAX_WALLET_MESSAGE);
  if (rawCode !== undefined && USER_REJECTED.has(rawCode)) return { kind: 'declined', code: rawCode, message };
  if (rawCode === REQUEST_PENDING) return { kind: 'pending', code: rawCode, message };
  return { kind: 'failed', code: rawCode, message };
}

/** The code of a wallet error; some mobile wallets nest it (4902 among others) in `data.originalError`. */
export function walletErrorCode(error: unknown): number | undefined {
  return numberOrUndefined(read(read(read(error, 'data'), 'originalError'), 'code')) ?? classifyWalletError(error).code;
}
