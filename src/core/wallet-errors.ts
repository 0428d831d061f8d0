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

/** How deep a cause chain is read: libraries wrap a wallet's error a few times, and a chain may loop. */
const MAX_CAUSES = 8;

/**
 * The link of `error`'s cause chain that says what the wallet answered: the innermost one with a code (or named
 * as a rejection), since each wrapper above it is a library's reading of that answer. wagmi, for one, wraps any
 * failure to add a chain in a UserRejectedRequestError; the wallet's own code under it is what happened.
 */
function answerOf(error: unknown): { code: number | undefined; rejected: boolean } {
  let answer = { code: undefined as number | undefined, rejected: false };
  const seen: unknown[] = [];
  for (let link = error; link !== null && typeof link === 'object' && seen.length < MAX_CAUSES && !seen.includes(link); link = read(link, 'cause')) {
    seen.push(link);
    const code = numberOrUndefined(read(link, 'code'));
    const rejected = read(link, 'name') === 'UserRejectedRequestError' || (code !== undefined && USER_REJECTED.has(code));
    if (code !== undefined || rejected) answer = { code, rejected };
  }
  return answer;
}

/**
 * Reads any thrown value (EIP-1193 error, Error, string, Proxy, garbage) into a safe, bounded description. Only
 * the player's own refusal (EIP-1193 4001, WalletConnect's 5000, viem's UserRejectedRequestError) is "declined".
 */
export function classifyWalletError(error: unknown): WalletErrorInfo {
  const { code, rejected } = answerOf(error);
  const rawMessage = read(error, 'message');
  const text = typeof rawMessage === 'string' ? rawMessage : typeof error === 'string' ? error : '';
  const message = text.slice(0, MAX_WALLET_MESSAGE);
  if (rejected) return { kind: 'declined', code, message };
  if (code === REQUEST_PENDING) return { kind: 'pending', code, message };
  return { kind: 'failed', code, message };
}

/** The code of a wallet error; some mobile wallets nest it (4902 among others) in `data.originalError`. */
export function walletErrorCode(error: unknown): number | undefined {
  return numberOrUndefined(read(read(read(error, 'data'), 'originalError'), 'code')) ?? classifyWalletError(error).code;
}
