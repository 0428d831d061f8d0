import { WalletConnectError } from '../../core/walletconnect/index.js';
import { classifyWalletError } from '../../core/wallet-errors.js';

/** SDK failures that mean "the relay is not there", told apart by their message (the SDK has no codes). */
const RELAY_FAILURE = /socket|relay|websocket|no internet connection|connection (interrupted|stalled)/i;

/** The SDK's failure in the modal's words: declined, an expired proposal, or a relay that is not there. */
export function translate(error: unknown): unknown {
  if (error instanceof WalletConnectError) return error;
  const { kind, message, code } = classifyWalletError(error);
  if (kind === 'declined') return error;
  if (message === 'Proposal expired' || (code === 0 && /expired/i.test(message))) return new WalletConnectError('expired', message);
  if (RELAY_FAILURE.test(message)) return new WalletConnectError('relay', message);
  return error;
}
