/**
 * Send on Solana, the lazy part the Send flow asks for by name (`loadLazy('solanaSend')`, the router's view parts):
 * the account's SOL and SPL balances read from the network's RPC, the transfer built as a legacy transaction
 * (transaction.ts), the wallet's `signAndSendTransaction`, and the signature followed to its confirmation. Nothing
 * here loads on a page that never opens Send with a Solana account.
 */
import type { CaipNetwork, Eip1193Provider } from '../types.js';
import { $options } from '../options/store.js';
import { $chain } from '../network/store.js';
import { formatAmount } from '../format.js';
import { RPC_TIMEOUT_MS } from '../timeouts.js';
import { TX_CONFIRMATION_TIMEOUT_MS } from '../data/pending.js';
import type { TokenBalance } from '../data/balances.js';
import { readSolanaBalance, solanaRpcUrl } from './balance.js';
import { associatedTokenAccount, compileMessage, createAssociatedAccount, systemTransfer, tokenTransfer, unsignedWire, type Instruction } from './transaction.js';

/** How often a sent signature's status is asked for while it is not confirmed. */
const STATUS_POLL_MS = 400;

interface ParsedTokenAccount {
  pubkey: string;
  account: { owner: string; data: { parsed?: { info?: { mint?: string; tokenAmount?: { amount?: string; decimals?: number } } } } };
}

function networkOf(caipNetworkId: string): { network: CaipNetwork; url: string } {
  const options = $options.get();
  const network = $chain.get().networks.find(candidate => candidate.caipNetworkId === caipNetworkId);
  if (!options || !network || network.chainNamespace !== 'solana') throw new Error(`Not a Solana network: ${caipNetworkId.slice(0, 60)}`);
  return { network, url: solanaRpcUrl(options, network) };
}

async function rpc<T>(url: string, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`${method} answered ${response.status}`);
  const body = (await response.json()) as { result?: T; error?: { message?: unknown } };
  if (body.error || body.result === undefined) throw new Error(`${method} failed: ${String(body.error?.message ?? 'no result').slice(0, 120)}`);
  return body.result;
}

/** The owner's token accounts (of one mint when given), each with its mint, base-unit amount, decimals and program. */
async function tokenAccounts(url: string, owner: string, mint?: string) {
  const filter = mint ? { mint } : { programId: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA' };
  const { value } = await rpc<{ value: ParsedTokenAccount[] }>(url, 'getTokenAccountsByOwner', [owner, filter, { encoding: 'jsonParsed', commitment: 'confirmed' }]);
  return value.flatMap(({ pubkey, account }) => {
    const info = account.data.parsed?.info;
    const amount = info?.tokenAmount?.amount;
    const decimals = info?.tokenAmount?.decimals;
    if (!info?.mint || typeof amount !== 'string' || !/^\d+$/.test(amount) || typeof decimals !== 'number') return [];
    return [{ pubkey, mint: info.mint, amount: BigInt(amount), decimals, program: account.owner }];
  });
}

/**
 * SOL and the SPL tokens `address` holds on the network, in the balance list's shape. An SPL token is named by its
 * mint (the chain keeps no name); of several accounts of one mint, the largest is listed, as one transfer sends from one.
 */
export async function readSolanaTokens(address: string, caipNetworkId: string): Promise<TokenBalance[]> {
  const { network, url } = networkOf(caipNetworkId);
  const [lamports, accounts] = await Promise.all([readSolanaBalance(url, address), tokenAccounts(url, address)]);
  const largest = new Map<string, (typeof accounts)[number]>();
  for (const account of accounts) if (account.amount > (largest.get(account.mint)?.amount ?? -1n)) largest.set(account.mint, account);
  const native = network.nativeCurrency;
  const sol: TokenBalance = { name: native.name, symbol: native.symbol, chainId: caipNetworkId, quantity: { decimals: String(native.decimals), numeric: formatAmount(lamports, native.decimals, native.decimals) } };
  const spl = [...largest.values()].filter(account => account.amount > 0n).map((account): TokenBalance => ({
    name: account.mint,
    symbol: `${account.mint.slice(0, 4)}…${account.mint.slice(-4)}`,
    chainId: caipNetworkId,
    address: `${caipNetworkId}:${account.mint}`,
    quantity: { decimals: String(account.decimals), numeric: formatAmount(account.amount, account.decimals, account.decimals) },
  }));
  return [sol, ...spl];
}

export interface SolanaSend {
  caipNetworkId: string;
  from: string;
  receiver: string;
  /** In base units (lamports, or the token's). */
  amount: bigint;
  /** The SPL token's mint; SOL when absent. */
  mint?: string;
  decimals: number;
}

/** The send as a message to sign (with a fresh blockhash) and its network fee in lamports, as the network prices it. */
export async function prepareSolanaSend(send: SolanaSend): Promise<{ message: Uint8Array; fee: bigint }> {
  const { url } = networkOf(send.caipNetworkId);
  let instructions: Instruction[];
  if (!send.mint) {
    instructions = [systemTransfer(send.from, send.receiver, send.amount)];
  } else {
    const [source] = (await tokenAccounts(url, send.from, send.mint)).sort((a, b) => (b.amount > a.amount ? 1 : -1));
    if (!source) throw new Error(`No account of ${send.mint.slice(0, 60)} to send from`);
    const destination = associatedTokenAccount(send.receiver, send.mint, source.program);
    // The receiver may hold none of this token yet: its associated account is created first (the sender pays its rent).
    instructions = [
      createAssociatedAccount(send.from, destination, send.receiver, send.mint, source.program),
      tokenTransfer(source.pubkey, send.mint, destination, send.from, send.amount, send.decimals, source.program),
    ];
  }
  const { value } = await rpc<{ value: { blockhash: string } }>(url, 'getLatestBlockhash', [{ commitment: 'confirmed' }]);
  const message = compileMessage(send.from, instructions, value.blockhash);
  const fee = await rpc<{ value: number | null }>(url, 'getFeeForMessage', [base64(message), { commitment: 'confirmed' }]);
  if (typeof fee.value !== 'number') throw new Error('The network did not price the transaction');
  return { message, fee: BigInt(fee.value) };
}

const base64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes));

/**
 * Asks the wallet to sign and send the message; resolves to the signature (base58). AppKit's Solana provider (with
 * the SolanaAdapter) takes it as a compiled transaction; the modal's own request provider takes its wire bytes.
 */
export async function sendSolanaTransaction(provider: Eip1193Provider, message: Uint8Array, from: string): Promise<string> {
  const shaped = provider as Partial<{ signAndSendTransaction(transaction: { messageBytes: Uint8Array; signatures: Record<string, null> }): Promise<unknown> }>;
  const answer = typeof shaped.signAndSendTransaction === 'function'
    ? await shaped.signAndSendTransaction({ messageBytes: message, signatures: { [from]: null } })
    : ((await provider.request({ method: 'solana_signAndSendTransaction', params: { transaction: base64(unsignedWire(message)) } })) as { signature?: unknown } | undefined)?.signature;
  if (typeof answer !== 'string' || !/^[1-9A-HJ-NP-Za-km-z]{64,88}$/.test(answer)) throw new Error('The wallet returned no transaction signature');
  return answer;
}

/** Follows a signature until the network confirms it: 'success', or 'failed' when it landed with an error. */
export async function waitForSolanaSignature(caipNetworkId: string, signature: string, timeout = TX_CONFIRMATION_TIMEOUT_MS): Promise<'success' | 'failed'> {
  const { url } = networkOf(caipNetworkId);
  const until = Date.now() + timeout;
  for (;;) {
    const { value } = await rpc<{ value: ({ err: unknown; confirmationStatus?: string } | null)[] }>(url, 'getSignatureStatuses', [[signature]]);
    const status = value[0];
    if (status?.err) return 'failed';
    if (status && (status.confirmationStatus === 'confirmed' || status.confirmationStatus === 'finalized')) return 'success';
    if (Date.now() > until) throw new Error('The transaction was not confirmed in time');
    await new Promise(resolve => setTimeout(resolve, STATUS_POLL_MS));
  }
}

export { refreshSolanaBalance } from './balance.js';
