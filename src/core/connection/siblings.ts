// Its own module, not in connectors.ts: the initial chunk holds connectors.ts whole, and only lazy code (the wallet
// lists, src/core/multichain/) asks this.
import type { ConnectorInfo } from './connectors.js';
import { $connectors } from './connectors.js';

/**
 * The connector of the same wallet in another namespace: a wallet that speaks both announces itself twice under one
 * name (an EIP-6963 provider and a Wallet Standard wallet, as Phantom does). Picking one connects both
 * (src/core/multichain/), and the wallet lists show it once.
 */
export function siblingOf(info: ConnectorInfo, connectors: readonly ConnectorInfo[] = $connectors.get()): ConnectorInfo | undefined {
  // wagmi 2 lists an EIP-6963 wallet as injected (its connector has no rdns).
  const inBrowser = (connector: ConnectorInfo): boolean => connector.type === 'ANNOUNCED' || connector.type === 'INJECTED';
  if (!inBrowser(info)) return undefined;
  return connectors.find(other => inBrowser(other) && other.name === info.name && other.namespace !== info.namespace);
}
