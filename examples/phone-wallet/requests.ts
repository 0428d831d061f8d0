// What the Demo Phone Wallet approves and how it answers: pure helpers, no SDK, no DOM.
import { formatEther, hexToBigInt, hexToString, isHex } from 'viem';
import type { Hex } from 'viem';

/** Methods answered without asking: they reveal nothing the session has not already shared. */
export const SILENT_METHODS: readonly string[] = ['eth_chainId', 'eth_accounts', 'eth_requestAccounts'];
/** Methods shown to the user with Approve / Reject. */
export const PROMPT_METHODS: readonly string[] = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_switchEthereumChain'];
export const WALLET_EVENTS: readonly string[] = ['chainChanged', 'accountsChanged'];

interface NamespaceRequest {
  chains?: string[];
  methods?: string[];
  events?: string[];
}

export interface ProposalLike {
  requiredNamespaces?: Record<string, NamespaceRequest>;
  optionalNamespaces?: Record<string, NamespaceRequest>;
}

export interface ApprovedNamespaces {
  [namespace: string]: { chains: string[]; accounts: string[]; methods: string[]; events: string[] };
}

export const caip2 = (chainId: number): string => `eip155:${chainId}`;

/** Chain ids (numbers) of every eip155 chain the dapp named, required or optional, in its order. */
export function requestedChains(proposal: ProposalLike): number[] {
  const chains: number[] = [];
  for (const group of [proposal.requiredNamespaces ?? {}, proposal.optionalNamespaces ?? {}]) {
    for (const [key, ns] of Object.entries(group)) {
      const ids = key.startsWith('eip155:') ? [key] : key === 'eip155' ? (ns.chains ?? []) : [];
      for (const id of ids) {
        const n = Number(id.split(':')[1]);
        if (Number.isSafeInteger(n) && n > 0 && !chains.includes(n)) chains.push(n);
      }
    }
  }
  return chains;
}

/**
 * The namespaces the wallet approves: every chain the dapp asked for (or the wallet's current one if it named
 * none), the one account on each, our methods plus any the dapp required (a session must cover required ones).
 */
export function approvedNamespaces(proposal: ProposalLike, address: string, currentChainId: number): ApprovedNamespaces {
  const chains = requestedChains(proposal);
  if (chains.length === 0) chains.push(currentChainId);
  const required = Object.entries(proposal.requiredNamespaces ?? {}).filter(([key]) => key === 'eip155' || key.startsWith('eip155:'));
  const methods = new Set([...SILENT_METHODS, ...PROMPT_METHODS, ...required.flatMap(([, ns]) => ns.methods ?? [])]);
  const events = new Set([...WALLET_EVENTS, ...required.flatMap(([, ns]) => ns.events ?? [])]);
  const ids = chains.map(caip2);
  return { eip155: { chains: ids, accounts: ids.map(id => `${id}:${address}`), methods: [...methods], events: [...events] } };
}

/** A personal_sign payload as text when it is UTF-8, else the hex itself. */
export function messageText(message: unknown): string {
  if (typeof message !== 'string') return String(message);
  if (!isHex(message)) return message;
  try {
    const text = hexToString(message);
    // Control characters other than whitespace mean binary data: show the hex.
    return /[\u0000-\u0008\u000e-\u001f]/.test(text) ? message : text;
  } catch {
    return message;
  }
}

export interface RpcTransaction {
  from?: string;
  to?: string;
  value?: string;
  data?: string;
  input?: string;
  gas?: string;
  gasPrice?: string;
  maxFeePerGas?: string;
  maxPriorityFeePerGas?: string;
  nonce?: string;
}

/** An eth_sendTransaction parameter (hex quantities) as viem sendTransaction fields. */
export function viemTransaction(tx: RpcTransaction): {
  to?: Hex; data?: Hex; value?: bigint; gas?: bigint; gasPrice?: bigint; maxFeePerGas?: bigint; maxPriorityFeePerGas?: bigint; nonce?: number;
} {
  const big = (v: string | undefined): bigint | undefined => (v && isHex(v) ? hexToBigInt(v) : undefined);
  const data = tx.data ?? tx.input;
  const out = {
    to: tx.to && isHex(tx.to) ? tx.to : undefined,
    data: data && isHex(data) ? data : undefined,
    value: big(tx.value),
    gas: big(tx.gas),
    gasPrice: big(tx.gasPrice),
    maxFeePerGas: big(tx.maxFeePerGas),
    maxPriorityFeePerGas: big(tx.maxPriorityFeePerGas),
    nonce: tx.nonce ? Number(tx.nonce) : undefined,
  };
  // viem treats a present-but-undefined gasPrice as a legacy transaction: drop the empty fields.
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined));
}

/** One line per field the user should see before approving a request. */
export function describeRequest(method: string, params: unknown): string[] {
  const list = Array.isArray(params) ? params : [];
  switch (method) {
    case 'personal_sign':
      return [`Message: ${messageText(list[0])}`];
    case 'eth_signTypedData_v4': {
      const data = typeof list[1] === 'string' ? (JSON.parse(list[1]) as { primaryType?: string; domain?: { name?: string } }) : undefined;
      return [`Typed data: ${data?.primaryType ?? '?'}${data?.domain?.name ? ` (${data.domain.name})` : ''}`];
    }
    case 'eth_sendTransaction': {
      const tx = (list[0] ?? {}) as RpcTransaction;
      const value = tx.value && isHex(tx.value) ? formatEther(hexToBigInt(tx.value)) : '0';
      const data = tx.data ?? tx.input;
      return [`To: ${tx.to ?? '(contract creation)'}`, `Value: ${value} ETH`, ...(data && data !== '0x' ? [`Data: ${(data.length - 2) / 2} bytes`] : [])];
    }
    case 'wallet_switchEthereumChain': {
      const id = (list[0] as { chainId?: string } | undefined)?.chainId;
      return [`Switch to chain ${id ? Number(id) : '?'}`];
    }
    default:
      return [];
  }
}
