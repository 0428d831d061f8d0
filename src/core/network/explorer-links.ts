import type { CaipNetwork } from '../types.js';
import { SOLANA_CHAIN_REFS } from './supported.js';

/**
 * The block explorer's page of an address, when the network has an explorer with an http(s) URL. EVM explorers
 * (Etherscan and its kin) use `/address/…`; Solana's Solscan uses `/account/…` and names any cluster but mainnet
 * in a `cluster` parameter (`?cluster=devnet`), since the three clusters share one host.
 */
export function explorerAddressUrl(network: CaipNetwork | undefined, address: string): string | undefined {
  const base = network?.blockExplorers?.default.url;
  if (!network || !base || !/^https?:\/\//i.test(base)) return undefined;
  const root = base.replace(/\/+$/, '');
  if (network.chainNamespace !== 'solana') return `${root}/address/${address}`;
  const cluster = Object.entries(SOLANA_CHAIN_REFS).find(([, ref]) => ref === String(network.id))?.[0];
  const page = `${root}/account/${address}`;
  return cluster && cluster !== 'mainnet' && /solscan\.io$/i.test(new URL(root).hostname) ? `${page}?cluster=${cluster}` : page;
}
