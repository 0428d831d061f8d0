/** The instance's network members (AppKit 1.7.4's names and shapes). */

import type { CaipNetwork, CaipNetworkId, ChainNamespace, PublicNetworkState } from '../core/index.js';
import { $chain, $publicNetwork, activateNetwork, findNetwork, getAccount, normalizeNetwork, replaceNetworks, sameFields, subscribeGuest, switchNetwork } from '../core/index.js';

const networksOf = (namespace?: ChainNamespace): CaipNetwork[] =>
  $chain.get().networks.filter(network => !namespace || network.chainNamespace === namespace);

export const networkMembers = {
  /** The active network; with a namespace (and id), that namespace's active (or that) network. */
  getCaipNetwork(namespace?: ChainNamespace, id?: string | number): CaipNetwork | undefined {
    const { activeNetwork } = $chain.get();
    if (!namespace) return activeNetwork;
    if (id !== undefined) return networksOf(namespace).find(network => String(network.id) === String(id));
    return activeNetwork?.chainNamespace === namespace ? activeNetwork : networksOf(namespace)[0];
  },
  getCaipNetworkId: <T extends number | string>(): T | undefined => $chain.get().activeNetwork?.id as T | undefined,
  getCaipNetworks: (namespace?: ChainNamespace): CaipNetwork[] => networksOf(namespace),
  getActiveChainNamespace: (): ChainNamespace | undefined => $chain.get().activeNamespace,
  getChainId: (): string | number | undefined => $chain.get().activeNetwork?.id,
  /** The CAIP network ids the connected wallet approved; every configured one for a browser wallet. */
  getApprovedCaipNetworkIds: (namespace?: ChainNamespace): CaipNetworkId[] => networksOf(namespace).map(network => network.caipNetworkId),
  /** Any AppKit network (CAIP network or viem chain) that is one of `networks`. */
  switchNetwork: (network: unknown): Promise<void> => switchNetwork(normalizeNetwork(network, 'switchNetwork')),
  subscribeNetwork: (callback: (network: PublicNetworkState) => void): (() => void) =>
    subscribeGuest('subscribeNetwork', $publicNetwork, callback, sameFields),
  subscribeCaipNetworkChange: (callback: (network?: CaipNetwork) => void): (() => void) =>
    subscribeGuest('subscribeCaipNetworkChange', $publicNetwork, network => callback(network.caipNetwork), sameFields),
  /**
   * Makes a configured network the active one in the modal's state without asking the wallet (AppKit's
   * `setCaipNetwork`); an unknown network is ignored, as AppKit ignores it.
   */
  setCaipNetwork(network: CaipNetwork | undefined): void {
    const target = network && findNetwork($chain.get().networks, network.caipNetworkId);
    if (target) activateNetwork(target);
  },
  setCaipNetworkOfNamespace(network: CaipNetwork, namespace: ChainNamespace): void {
    if (network.chainNamespace === namespace) networkMembers.setCaipNetwork(network);
  },
  /** Adds a network (a viem chain or CAIP network) to `namespace`; the namespace must be configured. */
  addNetwork(namespace: ChainNamespace, network: unknown): void {
    const networks = $chain.get().networks;
    if (!networks.some(known => known.chainNamespace === namespace)) throw new Error(`addNetwork: no network of namespace "${namespace}" is configured`);
    const added = normalizeNetwork(network, 'addNetwork');
    if (added.chainNamespace !== namespace) throw new Error(`addNetwork: ${added.caipNetworkId} is not a ${namespace} network`);
    if (!findNetwork(networks, added.caipNetworkId)) replaceNetworks([...networks, added]);
  },
  /** Removes a network of `namespace`; the last one cannot be removed (as in AppKit). */
  removeNetwork(namespace: ChainNamespace, networkId: string | number): void {
    const networks = $chain.get().networks;
    const ofNamespace = networksOf(namespace);
    if (ofNamespace.length === 0) throw new Error(`removeNetwork: no network of namespace "${namespace}" is configured`);
    const target = ofNamespace.find(network => String(network.id) === String(networkId));
    if (!target) return;
    if (ofNamespace.length === 1) throw new Error('removeNetwork: cannot remove the last network of a namespace');
    replaceNetworks(networks.filter(network => network !== target));
    if ($chain.get().activeNetwork === target) {
      const next = networksOf(namespace)[0]!;
      if (getAccount(namespace).status === 'connected') void switchNetwork(next).catch(() => undefined);
      else networkMembers.setCaipNetwork(next);
    }
  },
  /** Back to the default network in the modal's state (AppKit's `resetNetwork`). */
  resetNetwork(namespace: ChainNamespace): void {
    const first = networksOf(namespace)[0];
    if (first) networkMembers.setCaipNetwork(first);
  }
};
