import { sessionMap } from '../session.js';
import type { CaipNetwork, ChainNamespace } from '../types.js';

export interface ChainState {
  networks: CaipNetwork[];
  activeNetwork: CaipNetwork | undefined;
  activeNamespace: ChainNamespace;
  /** Chain id the wallet reports when it is not one of `networks`; `undefined` when supported. */
  unsupportedChainId: number | undefined;
  /** True while the active namespace changes (spec section 4). */
  switchingNamespace: boolean;
}

const initial: ChainState = {
  networks: [],
  activeNetwork: undefined,
  activeNamespace: 'eip155',
  unsupportedChainId: undefined,
  switchingNamespace: false
};

export const $chain = sessionMap<ChainState>(initial);

export function setNetworks(networks: CaipNetwork[], active: CaipNetwork): void {
  $chain.set({ ...$chain.get(), networks, activeNetwork: active, activeNamespace: active.chainNamespace, unsupportedChainId: undefined });
}

/** Follows the wallet's chain: a configured chain becomes active, any other marks the network unsupported. */
export function setWalletChain(chainId: number | string, namespace: ChainNamespace = $chain.get().activeNamespace): CaipNetwork | undefined {
  const { networks } = $chain.get();
  const match = networks.find(n => n.chainNamespace === namespace && String(n.id) === String(chainId));
  if (match) $chain.set({ ...$chain.get(), activeNetwork: match, unsupportedChainId: undefined });
  else if (typeof chainId === 'number') $chain.setKey('unsupportedChainId', chainId);
  return match;
}

export async function switchNamespace(namespace: ChainNamespace, work?: () => Promise<void>): Promise<void> {
  $chain.setKey('switchingNamespace', true);
  try {
    await work?.();
    $chain.setKey('activeNamespace', namespace);
  } finally {
    $chain.setKey('switchingNamespace', false);
  }
}


