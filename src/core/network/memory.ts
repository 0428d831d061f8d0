import type { CaipNetwork } from '../types.js';
import { STORAGE_KEYS, isString, readStored, writeStored } from '../storage.js';
import { $chain } from './store.js';

/**
 * The network the player was on when the page was left, when it is still one of `networks`: a reload starts there, as
 * AppKit's does. A Solana cluster picked in the Networks view or with `switchNetwork` is what a Solana wallet
 * restores on (its wallet has no cluster of its own); an EVM wallet's own chain still wins once it restores.
 */
export function rememberedNetwork(networks: readonly CaipNetwork[]): CaipNetwork | undefined {
  const id = readStored(STORAGE_KEYS.activeCaipNetworkId, isString);
  return id === undefined ? undefined : networks.find(network => network.caipNetworkId === id);
}

/** Keeps the active network in storage for {@link rememberedNetwork}: a reaction the kit starts (src/features.ts). */
export function rememberActiveNetwork(): () => void {
  let last = $chain.get().activeNetwork?.caipNetworkId;
  return $chain.listen(({ activeNetwork }) => {
    const id = activeNetwork?.caipNetworkId;
    if (id === undefined || id === last) return;
    last = id;
    writeStored(STORAGE_KEYS.activeCaipNetworkId, id);
  });
}
