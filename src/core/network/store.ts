import { sessionMap } from '../session.js';
import type { CaipNetwork, ChainNamespace, ReadOnlyMap, Writable } from '../types.js';

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

/** The configured networks and the active one: read-only outside this slice, whose actions below write it. */
export const $chain: ReadOnlyMap<ChainState> = sessionMap<ChainState>(initial);

export function setNetworks(networks: CaipNetwork[], active: CaipNetwork): void {
  ($chain as Writable<typeof $chain>).set({ ...$chain.get(), networks, activeNetwork: active, activeNamespace: active.chainNamespace, unsupportedChainId: undefined });
}

/** Follows the wallet's chain: a configured chain becomes active, any other marks the network unsupported. */
export function setWalletChain(chainId: number | string, namespace: ChainNamespace = $chain.get().activeNamespace): CaipNetwork | undefined {
  const { networks } = $chain.get();
  const match = networks.find(n => n.chainNamespace === namespace && String(n.id) === String(chainId));
  if (match) ($chain as Writable<typeof $chain>).set({ ...$chain.get(), activeNetwork: match, unsupportedChainId: undefined });
  else if (typeof chainId === 'number') ($chain as Writable<typeof $chain>).setKey('unsupportedChainId', chainId);
  return match;
}

export async function switchNamespace(namespace: ChainNamespace, work?: () => Promise<void>): Promise<void> {
  ($chain as Writable<typeof $chain>).setKey('switchingNamespace', true);
  try {
    await work?.();
    ($chain as Writable<typeof $chain>).setKey('activeNamespace', namespace);
  } finally {
    ($chain as Writable<typeof $chain>).setKey('switchingNamespace', false);
  }
}
