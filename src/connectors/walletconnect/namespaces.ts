import type { CaipNetwork } from '../../core/types.js';
import type { ResolvedOptions } from '../../core/options.js';
import { rpcUrlFor } from '../../core/options.js';
import { parseCaipAddress, parseChainId } from '../../core/caip.js';

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

export interface Eip155Namespace {
  chains: string[];
  methods: string[];
  events: string[];
  /** RPC per chain (keyed by reference and by CAIP-2 id): the provider's reads go only where the app said. */
  rpcMap: Record<string, string>;
}

/** Optional namespaces for the session proposal, from the configured EVM networks. */
export function optionalNamespaces(options: Pick<ResolvedOptions, 'networks' | 'customRpcUrls'>): { eip155: Eip155Namespace } {
  const evm = options.networks.filter((network: CaipNetwork) => network.chainNamespace === 'eip155');
  const rpcMap: Record<string, string> = {};
  for (const network of evm) {
    const url = rpcUrlFor(options, network);
    rpcMap[String(network.id)] = url;
    rpcMap[network.caipNetworkId] = url;
  }
  return {
    eip155: {
      chains: evm.map(network => network.caipNetworkId),
      methods: [...EIP155_METHODS],
      events: [...EIP155_EVENTS],
      rpcMap,
    },
  };
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
