import { computed } from 'nanostores';
import { CONNECTOR_ORDER_KEYS } from '../types.js';
import type { ConnectorOrderKey } from '../types.js';
import { DEFAULT_FEATURES } from '../options/options.js';
import { $connectors } from '../connection/connectors.js';
import { siblingOf } from '../connection/siblings.js';
import type { ConnectorInfo } from '../connection/connectors.js';
import { $chain } from '../network/store.js';
import type { ChainNamespace } from '../types.js';
import { $options } from '../options/store.js';
import { $connectNamespace } from '../modal/store.js';
import { $recentWallets } from './recent.js';

export interface WalletGroup {
  key: ConnectorOrderKey;
  connectors: ConnectorInfo[];
}

/** Which ordering group a connector belongs to; `undefined` for connectors the wallet list never shows. */
export function groupKeyOf(connector: ConnectorInfo, recentIds: readonly string[]): ConnectorOrderKey | undefined {
  if (recentIds.includes(connector.id)) return 'recent';
  switch (connector.type) {
    case 'ANNOUNCED':
    case 'INJECTED':
      return 'injected';
    case 'WALLET_CONNECT':
      return 'walletConnect';
    case 'EXTERNAL':
      return 'external';
    default:
      // AUTH is email/social (its own connect method); MULTI_CHAIN has no wallet row of its own.
      return undefined;
  }
}

/**
 * The group order: `connectorTypeOrder` first, then any key it leaves out in the default order, so an
 * incomplete override reorders the list without silently hiding wallets.
 */
export function groupOrder(override: readonly ConnectorOrderKey[] | undefined): ConnectorOrderKey[] {
  const first = [...new Set(override ?? [])];
  return [...first, ...CONNECTOR_ORDER_KEYS.filter(key => !first.includes(key))];
}

/** Connectors grouped and ordered for the Connect view; empty groups are dropped. */
export function groupWallets(
  connectors: readonly ConnectorInfo[],
  options: { order?: readonly ConnectorOrderKey[] | undefined; recentIds?: readonly string[] } = {},
): WalletGroup[] {
  const recentIds = options.recentIds ?? [];
  return groupOrder(options.order)
    .map(key => ({ key, connectors: connectors.filter(c => groupKeyOf(c, recentIds) === key) }))
    .filter(group => group.connectors.length > 0);
}

/**
 * A wallet that speaks two namespaces (its EIP-6963 provider and its Wallet Standard wallet) as one row: the
 * connector of the active namespace stands for both, and picking it connects the other too (src/core/multichain/).
 * A recent id of the connector left out counts for the one kept.
 */
export function oneRowPerWallet(
  connectors: readonly ConnectorInfo[],
  activeNamespace: ChainNamespace,
  recentIds: readonly string[] = [],
): { connectors: ConnectorInfo[]; recentIds: string[] } {
  const keptFor = new Map<string, string>();
  const kept = connectors.filter(connector => {
    const sibling = siblingOf(connector, connectors);
    if (!sibling || connector.namespace === activeNamespace || (sibling.namespace !== activeNamespace && connectors.indexOf(connector) < connectors.indexOf(sibling))) return true;
    keptFor.set(connector.id, sibling.id);
    return false;
  });
  return { connectors: kept, recentIds: [...new Set(recentIds.map(id => keptFor.get(id) ?? id))] };
}

/**
 * The connectors the wallet lists show when `open({ namespace })` asked for one namespace: its own, and WalletConnect
 * (which pairs phones in any namespace). All of them otherwise.
 */
export function ofNamespace(connectors: readonly ConnectorInfo[], namespace: ChainNamespace | undefined): readonly ConnectorInfo[] {
  return namespace ? connectors.filter(connector => connector.namespace === namespace || connector.type === 'WALLET_CONNECT') : connectors;
}

/** True for a wallet living in this browser (extension or in-app browser). */
export function isBrowserWallet(connector: ConnectorInfo): boolean {
  return connector.type === 'ANNOUNCED' || connector.type === 'INJECTED';
}

/** Groups whose wallets come from the registry (the lazy entry element), placed in the same group order. */
export const REGISTRY_GROUPS = ['recent', 'featured', 'custom', 'recommended'] as const;
export type RegistryGroup = (typeof REGISTRY_GROUPS)[number];

/** One row of the Connect view's wallet list: a connector, or the place of a registry group. */
export type ConnectRow = { connector: ConnectorInfo; group: ConnectorOrderKey } | { registry: RegistryGroup };

/**
 * The most connector rows the Connect view lists; the rest (a page announcing a thousand wallets) is reached
 * through AllWallets, whose entry shows how many there are.
 */
export const MAX_CONNECT_ROWS = 8;

/**
 * The Connect view's wallet list: connector rows and registry groups in the group order (`connectorTypeOrder`
 * first, then the seed's), recent wallets (`$recentWallets`) in the recent group. At most
 * {@link MAX_CONNECT_ROWS} connector rows: WalletConnect and external connectors keep their place (they are the
 * way to phone wallets), recent and installed wallets fill the rest in group order; registry groups (featured,
 * …) only show while there is room.
 */
export const $connectRows = computed([$connectors, $options, $recentWallets, $chain, $connectNamespace], (found, options, recent, chain, asked): ConnectRow[] => {
  const features = options?.features ?? DEFAULT_FEATURES;
  const order = groupOrder(features.connectorTypeOrder);
  const { connectors, recentIds } = oneRowPerWallet(ofNamespace(found, asked), asked ?? chain.activeNamespace, recent);
  const groups = groupWallets(connectors, { order, recentIds });
  const all = order.flatMap((key): ConnectRow[] => [
    ...(groups.find(group => group.key === key)?.connectors.map(connector => ({ connector, group: key })) ?? []),
    ...((REGISTRY_GROUPS as readonly string[]).includes(key) ? [{ registry: key as RegistryGroup }] : []),
  ]);
  const reserved = (row: ConnectRow): boolean => 'connector' in row && !isBrowserWallet(row.connector) && row.group !== 'recent';
  let budget = MAX_CONNECT_ROWS - all.filter(reserved).length;
  const kept = all.filter(row => {
    if (reserved(row)) return true;
    if (!('connector' in row)) return budget > 0;
    budget -= 1;
    return budget >= 0;
  });
  return kept;
});
