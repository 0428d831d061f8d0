import type { ResolvedOptions } from '../core/options/index.js';
import type { Eip1193Provider } from '../core/types.js';
import { addConnector, getConnector, removeConnector, restoreConnection } from '../core/connection/index.js';
import { Eip1193Connector } from './eip1193-connector.js';
import { parseAnnouncement } from './eip6963.js';

export const INJECTED_CONNECTOR_ID = 'injected';

function injectedProvider(): Eip1193Provider | undefined {
  try {
    const candidate = (globalThis as { ethereum?: unknown }).ethereum;
    return candidate && typeof (candidate as Eip1193Provider).request === 'function' ? (candidate as Eip1193Provider) : undefined;
  } catch {
    // A window.ethereum whose getters throw is no wallet the modal can use.
    return undefined;
  }
}

/**
 * Finds browser wallets: EIP-6963 announcements (each becomes an ANNOUNCED connector, keyed by rdns so a
 * wallet announcing twice is listed once) and `window.ethereum` as an INJECTED fallback when no announced
 * wallet is the same provider. Each new connector restores a previous connection silently.
 * Returns a function that stops listening.
 */
export function startBrowserWalletDiscovery(options: Pick<ResolvedOptions, 'enableEIP6963' | 'enableInjected' | 'excludeWalletIds'>): () => void {
  if (typeof window === 'undefined') return () => {};
  const announcedProviders = new Set<Eip1193Provider>();
  const seenUuids = new Set<string>();

  const add = (connector: Eip1193Connector): void => {
    if (addConnector(connector)) void restoreConnection(connector);
  };

  const onAnnounce = (event: Event): void => {
    let detail: unknown;
    try {
      detail = (event as CustomEvent).detail;
    } catch {
      return;
    }
    const wallet = parseAnnouncement(detail);
    if (!wallet || seenUuids.has(wallet.uuid) || options.excludeWalletIds.includes(wallet.rdns)) return;
    seenUuids.add(wallet.uuid);
    announcedProviders.add(wallet.provider);
    const injected = getConnector(INJECTED_CONNECTOR_ID);
    if (injected && injected.getProvider() === wallet.provider) removeConnector(INJECTED_CONNECTOR_ID);
    add(
      new Eip1193Connector(
        { id: wallet.rdns, type: 'ANNOUNCED', name: wallet.name, rdns: wallet.rdns, namespace: 'eip155', ...(wallet.icon ? { imageUrl: wallet.icon } : {}) },
        wallet.provider
      )
    );
  };

  if (options.enableEIP6963) {
    window.addEventListener('eip6963:announceProvider', onAnnounce);
    window.dispatchEvent(new Event('eip6963:requestProvider'));
  }
  const injected = injectedProvider();
  if (options.enableInjected && injected && !announcedProviders.has(injected)) {
    add(new Eip1193Connector({ id: INJECTED_CONNECTOR_ID, type: 'INJECTED', name: 'Browser Wallet', namespace: 'eip155' }, injected));
  }
  return () => window.removeEventListener('eip6963:announceProvider', onAnnounce);
}
