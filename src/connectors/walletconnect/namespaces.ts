import type { CaipNetwork, ChainNamespace } from '../../core/types.js';
import type { ResolvedOptions } from '../../core/options/index.js';
import { rpcUrlFor } from '../../core/network/index.js';
import type { ConnectResult } from '../../core/connection/index.js';
import { isSolanaAddress, parseCaipAddress, parseChainId, parseChainReference } from '../../core/caip.js';

/** EVM methods the modal may ask a phone wallet for (optional: the wallet approves what it supports). */
export const EIP155_METHODS = [
  'personal_sign',
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_sendRawTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
] as const;

export const EIP155_EVENTS = ['accountsChanged', 'chainChanged'] as const;

/** Solana methods asked of a phone wallet (the WalletConnect Solana RPC names). */
export const SOLANA_METHODS = ['solana_signMessage', 'solana_signTransaction', 'solana_signAllTransactions', 'solana_signAndSendTransaction'] as const;

export interface Eip155Namespace {
  chains: string[];
  methods: string[];
  events: string[];
  /** RPC per chain (keyed by reference and by CAIP-2 id): the provider's reads go only where the app said. */
  rpcMap: Record<string, string>;
}

function namespaceOf(options: Pick<ResolvedOptions, 'networks' | 'customRpcUrls'>, networks: CaipNetwork[], methods: readonly string[], events: readonly string[]): Eip155Namespace {
  const rpcMap: Record<string, string> = {};
  for (const network of networks) {
    const url = rpcUrlFor(options, network);
    rpcMap[String(network.id)] = url;
    rpcMap[network.caipNetworkId] = url;
  }
  return { chains: networks.map(network => network.caipNetworkId), methods: [...methods], events: [...events], rpcMap };
}

/**
 * Optional namespaces for the session proposal, from the configured networks: `eip155` for the EVM ones and,
 * when Solana networks are configured, `solana` with its signing methods. Only the networks' namespaces (a
 * Solana-only app proposes `solana` alone); a namespace whose networks have no adapter is still proposed, as
 * AppKit serves such a namespace through WalletConnect alone (its UniversalAdapter).
 */
export function optionalNamespaces(options: Pick<ResolvedOptions, 'networks' | 'customRpcUrls'>): { eip155?: Eip155Namespace; solana?: Eip155Namespace } {
  const of = (namespace: ChainNamespace): CaipNetwork[] => options.networks.filter((network: CaipNetwork) => network.chainNamespace === namespace);
  const [evm, solana] = [of('eip155'), of('solana')];
  // A namespace without chains is refused by the SDK, so only configured namespaces are proposed.
  return {
    ...(evm.length > 0 ? { eip155: namespaceOf(options, evm, EIP155_METHODS, EIP155_EVENTS) } : {}),
    ...(solana.length > 0 ? { solana: namespaceOf(options, solana, SOLANA_METHODS, []) } : {}),
  };
}

/**
 * The Solana account of a session (`solana:<cluster>:<base58 key>`), on `preferred` when the wallet approved
 * that cluster; malformed entries are skipped.
 */
export function solanaSessionResult(accounts: readonly string[], preferred: string | undefined): ConnectResult | undefined {
  const parsed = accounts.flatMap(account => {
    try {
      const { namespace, chainId, address } = parseCaipAddress(account);
      return namespace === 'solana' && isSolanaAddress(address) ? [{ chainId: String(parseChainReference('solana', chainId)), address }] : [];
    } catch {
      return [];
    }
  });
  const chainId = parsed.some(account => account.chainId === preferred) ? preferred : parsed[0]?.chainId;
  if (chainId === undefined) return undefined;
  return { namespace: 'solana', chainId, accounts: [...new Set(parsed.filter(a => a.chainId === chainId).map(a => a.address))] };
}

export interface SessionAccount {
  chainId: number;
  address: string;
}

/** CAIP-10 accounts (`eip155:1:0xabc…`) of a session; anything malformed or not EVM is skipped. */
export function sessionAccounts(accounts: readonly string[]): SessionAccount[] {
  return accounts.flatMap(account => {
    try {
      const { namespace, chainId, address } = parseCaipAddress(account);
      return namespace === 'eip155' ? [{ chainId: parseChainId(chainId), address }] : [];
    } catch {
      return [];
    }
  });
}

/** Chain ids of the session, in the order the wallet listed them. */
export function sessionChains(accounts: readonly SessionAccount[]): number[] {
  return [...new Set(accounts.map(account => account.chainId))];
}

/** Addresses on one chain, without duplicates. */
export function addressesOn(accounts: readonly SessionAccount[], chainId: number): string[] {
  return [...new Set(accounts.filter(account => account.chainId === chainId).map(account => account.address))];
}

/**
 * The chain to use after connecting: the app's active network when the wallet approved it, else the
 * first chain the wallet approved (which may be one the app does not support: the account view says so).
 */
export function pickChain(approved: readonly number[], preferred: number | undefined): number | undefined {
  return preferred !== undefined && approved.includes(preferred) ? preferred : approved[0];
}
