/**
 * The Send flow's Solana side: the fee, Max, the wallet's prompt and the confirmation, through the Solana slice's
 * lazy part (`loadLazy('solanaSend')`, src/core/solana/send.ts), fetched the first time a Solana account sends.
 * The fee is kept in the form's EVM shape: Solana's base fee is the signature count times the price of one.
 */
import { loadLazy } from '../lazy.js';
import type { CaipNetwork, Eip1193Provider } from '../types.js';
import { parseAmount, withSendEvents, type SendParams } from './send.js';
import { dataMsg } from './messages.js';

/** What the form keeps of a Solana fee: one signature (the sender's) at `gasPrice` lamports. */
export type SolanaFee = { gas: bigint; gasPrice: bigint };

function solanaSend({ token, from, receiver, amount }: SendParams, network: CaipNetwork) {
  if (!token) throw new Error(dataMsg('data.send.token'));
  const mint = token.address?.split(':').pop();
  return { caipNetworkId: network.caipNetworkId, from, receiver, amount: parseAmount(amount, token.decimals), mint, decimals: token.decimals };
}

/** The network fee of the send, as the network prices its message. */
export async function solanaSendFee(params: SendParams, network: CaipNetwork): Promise<SolanaFee> {
  const { fee } = await (await loadLazy('solanaSend')).prepareSolanaSend(solanaSend(params, network));
  return { gas: 1n, gasPrice: fee };
}

/** The fee of a plain SOL transfer from `from`: what Max keeps back. */
export async function solanaTransferFee(from: string, network: CaipNetwork): Promise<bigint> {
  const { fee } = await (await loadLazy('solanaSend')).prepareSolanaSend({ caipNetworkId: network.caipNetworkId, from, receiver: from, amount: 0n, decimals: 9 });
  return fee;
}

/** Builds the send with a fresh blockhash and has the wallet sign and send it (AppKit's SEND_* events around); resolves the signature. */
export function sendSolanaToken(params: SendParams, network: CaipNetwork, provider: Eip1193Provider): Promise<string> {
  return withSendEvents(params, async checked => {
    const solana = await loadLazy('solanaSend');
    const { message } = await solana.prepareSolanaSend(solanaSend(checked, network));
    return solana.sendSolanaTransaction(provider, message, checked.from);
  });
}

/** Follows the signature to its confirmation; then the SOL balance is read again. */
export async function confirmSolanaSend(network: CaipNetwork, signature: string): Promise<'success' | 'failed'> {
  const solana = await loadLazy('solanaSend');
  const status = await solana.waitForSolanaSignature(network.caipNetworkId, signature);
  void solana.refreshSolanaBalance(network);
  return status;
}

