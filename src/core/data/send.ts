import { emitEvent } from '../events/index.js';
import { accountFlowProperties } from '../connection/flow-properties.js';
import type { ChainNamespace, Eip1193Provider } from '../types.js';
import { isEvmAddress } from '../caip.js';
import { dataMsg } from './messages.js';

/** The token to send: native when `address` is absent, else an ERC-20 contract (plain or CAIP-10). */
export interface SendToken {
  symbol: string;
  decimals: number;
  address?: string;
}

export interface SendParams {
  namespace: ChainNamespace;
  from: string;
  receiver: string;
  /** Decimal amount as typed, e.g. "0.25". */
  amount: string;
  token: SendToken | undefined;
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const DECIMAL = /^\d{1,60}(\.\d{1,60})?$/;

/** A Solana address: base58 text of exactly 32 bytes (a public key), not merely base58 of the right length. */
export function isSolanaKey(text: string): boolean {
  if (!/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(text)) return false;
  let value = 0n;
  for (const char of text) value = value * 58n + BigInt(BASE58.indexOf(char));
  const zeros = /^1*/.exec(text)![0].length;
  return zeros + (value === 0n ? 0 : Math.ceil(value.toString(16).length / 2)) === 32;
}

/** Checks a send before any wallet prompt; throws with the spec's messages (section 5). */
export function validateSend(p: Partial<SendParams>): asserts p is SendParams {
  if (!p.amount || !p.receiver) throw new Error(dataMsg('data.send.required'));
  if (!p.token) throw new Error(dataMsg('data.send.token'));
  if (p.namespace !== 'eip155' && p.namespace !== 'solana') throw new Error(dataMsg('data.send.unsupported'));
  if (!DECIMAL.test(p.amount) || !/[1-9]/.test(p.amount)) throw new Error(dataMsg('data.send.amount'));
  const validReceiver = p.namespace === 'eip155' ? isEvmAddress(p.receiver) : isSolanaKey(p.receiver);
  if (!validReceiver) throw new Error(dataMsg('data.send.receiver'));
}

/** "1.5" with 18 decimals → 1500000000000000000n; more fraction digits than decimals is an error, not a rounding. */
export function parseAmount(amount: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = amount.split('.');
  if (!DECIMAL.test(amount) || fraction.length > decimals) throw new Error(dataMsg('data.send.amount'));
  return BigInt(whole + fraction.padEnd(decimals, '0'));
}

const word = (hex: string): string => hex.padStart(64, '0');

/** The eth_sendTransaction request of an EVM send (a plain transfer or an ERC-20 `transfer`). */
export function evmSendRequest(p: SendParams): { from: string; to: string; value?: string; data?: string } {
  const value = parseAmount(p.amount, p.token!.decimals);
  const contract = p.token!.address?.split(':').pop();
  if (!contract) return { from: p.from, to: p.receiver, value: `0x${value.toString(16)}` };
  if (!isEvmAddress(contract)) throw new Error(dataMsg('data.send.token'));
  const data = `0xa9059cbb${word(p.receiver.slice(2).toLowerCase())}${word(value.toString(16))}`;
  return { from: p.from, to: contract, data };
}

/**
 * Validates a send and runs `send` (the wallet's prompt) between AppKit's events: SEND_INITIATED, then SEND_SUCCESS,
 * or SEND_ERROR with the wallet's message. Resolves to what `send` resolves (the transaction's hash or signature).
 */
export async function withSendEvents(p: Partial<SendParams>, send: (p: SendParams) => Promise<string>): Promise<string> {
  validateSend(p);
  const properties = { ...accountFlowProperties(), token: p.token?.address ?? p.token?.symbol ?? '', amount: Number(p.amount) };
  emitEvent('SEND_INITIATED', properties);
  try {
    const hash = await send(p);
    emitEvent('SEND_SUCCESS', properties);
    return hash;
  } catch (error) {
    emitEvent('SEND_ERROR', { ...properties, message: error instanceof Error ? error.message : String(error) });
    throw error;
  }
}

/**
 * Validates and sends an EVM transfer through the connected wallet, at `fee` when given (the preview's estimate);
 * resolves to the transaction hash.
 * Solana sends are built by the Solana slice's lazy part (send-solana.ts asks for it), which owns their encoding.
 */
export async function sendEvmToken(p: Partial<SendParams>, provider: Eip1193Provider, fee?: { gas: bigint; gasPrice: bigint }): Promise<string> {
  validateSend(p);
  if (p.namespace !== 'eip155') throw new Error(dataMsg('data.send.unsupported'));
  return withSendEvents(p, async params => {
    // With the previewed fee the wallet sends what the player saw (gas and its price), not a later estimate.
    const priced = fee ? { gas: `0x${fee.gas.toString(16)}`, gasPrice: `0x${fee.gasPrice.toString(16)}` } : {};
    const hash = await provider.request({ method: 'eth_sendTransaction', params: [{ ...evmSendRequest(params), ...priced }] });
    if (typeof hash !== 'string' || !/^0x[0-9a-f]{64}$/i.test(hash)) throw new Error('The wallet returned no transaction hash');
    return hash;
  });
}
