// Writers of `$chain` that only code loaded on demand calls (the instance's network members, the modal's network
// switch, the connection's actions, the multichain memory): in a file of their own, so the page's initial file does
// not carry them.
import type { CaipNetwork, ChainNamespace, Writable } from '../types.js';
import { $chain } from './store.js';

/** Makes `network` (a configured one) active, with its namespace; the network is no longer unsupported. */
export function activateNetwork(network: CaipNetwork): void {
  ($chain as Writable<typeof $chain>).set({ ...$chain.get(), activeNetwork: network, activeNamespace: network.chainNamespace, unsupportedChainId: undefined });
}

/** Replaces the configured networks (the instance's `addNetwork` and `removeNetwork`). */
export function replaceNetworks(networks: CaipNetwork[]): void {
  ($chain as Writable<typeof $chain>).setKey('networks', networks);
}

/** Makes `namespace` the active one, on `network` when given (else the active network stays). */
export function activateNamespace(namespace: ChainNamespace, network?: CaipNetwork): void {
  ($chain as Writable<typeof $chain>).set({ ...$chain.get(), activeNamespace: namespace, activeNetwork: network ?? $chain.get().activeNetwork });
}

/** The wallet is no longer on an unsupported chain (its namespace was disconnected). */
export function clearUnsupportedChain(): void {
  ($chain as Writable<typeof $chain>).setKey('unsupportedChainId', undefined);
}
