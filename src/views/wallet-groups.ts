import { CONNECTOR_ORDER_KEYS } from '../core/index.js';
import type { ConnectorInfo, ConnectorOrderKey } from '../core/index.js';

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

/** True for a wallet living in this browser (extension or in-app browser). */
export function isBrowserWallet(connector: ConnectorInfo): boolean {
  return connector.type === 'ANNOUNCED' || connector.type === 'INJECTED';
}
