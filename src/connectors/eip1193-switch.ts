import type { CaipNetwork, Eip1193Provider } from '../core/types.js';
import { walletErrorCode } from '../core/wallet-errors.js';

/** EIP-3085/3326: the wallet does not know the chain; it has to be added first. */
export const UNRECOGNIZED_CHAIN = 4902;

const hexId = (network: CaipNetwork): string => `0x${Number(network.id).toString(16)}`;

/**
 * The chain as `wallet_addEthereumChain` wants it. Only the network's own public URLs are sent: the wallet
 * keeps them for the player, and an app's customRpcUrls often carry the app's own API key.
 */
export function addChainParams(network: CaipNetwork): Record<string, unknown> {
  const explorer = network.blockExplorers?.default.url;
  return {
    chainId: hexId(network),
    chainName: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: [...network.rpcUrls.default.http],
    ...(explorer && /^https?:\/\//i.test(explorer) ? { blockExplorerUrls: [explorer] } : {}),
  };
}

/**
 * The EIP-1193 side of a network switch (EIP-3326, EIP-3085): wallet_switchEthereumChain; for a chain the
 * wallet does not know (4902), wallet_addEthereumChain first. A chunk of its own, loaded on the first switch.
 */
export async function switchEthereumChain(provider: Eip1193Provider, network: CaipNetwork): Promise<void> {
  const params = [{ chainId: hexId(network) }];
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params });
  } catch (error) {
    if (walletErrorCode(error) !== UNRECOGNIZED_CHAIN) throw error;
    await provider.request({ method: 'wallet_addEthereumChain', params: [addChainParams(network)] });
    // Some wallets switch as part of adding; asking again is then a no-op that answers at once.
    await provider.request({ method: 'wallet_switchEthereumChain', params });
  }
}
