import type { ChainNamespace } from '../types.js';
import { STORAGE_KEYS, readStored, removeStored, writeStored } from '../storage.js';
import { activateConnector, $connectors, $namespaceConnectors, getAccount, getConnector, provideNamespaceMemory, restoreConnection } from '../connection/index.js';
import { $chain, activateNamespace } from '../network/index.js';
import type { NamespaceConnectors } from '../connection/index.js';

const isMap = (value: unknown): value is NamespaceConnectors =>
  !!value && typeof value === 'object' && !Array.isArray(value) &&
  Object.entries(value).every(([key, id]) => (key === 'eip155' || key === 'solana') && typeof id === 'string' && id.length < 512);

const stored = (): NamespaceConnectors => readStored(STORAGE_KEYS.namespaceConnectors, isMap) ?? {};

function persist(map: NamespaceConnectors): void {
  if (Object.keys(map).length > 0) writeStored(STORAGE_KEYS.namespaceConnectors, map);
  else removeStored(STORAGE_KEYS.namespaceConnectors);
}

/** The namespaces `connectorId` held before the reload, as stored (a value another version wrote counts as none). */
export function storedNamespacesOf(connectorId: string): ChainNamespace[] {
  return (Object.entries(stored()) as [ChainNamespace, string][]).filter(([, id]) => id === connectorId).map(([namespace]) => namespace);
}

function forget(namespaces: readonly ChainNamespace[]): void {
  const kept = stored();
  namespaces.forEach(namespace => delete kept[namespace]);
  persist(kept);
}

/** The namespace still connected becomes the active one, on the network its account is on. */
function activateRemaining(): boolean {
  const [remaining, id] = (Object.entries($namespaceConnectors.get()) as [ChainNamespace, string][])[0] ?? [];
  if (!remaining || !id) return false;
  activateConnector(id);
  const caipAddress = getAccount(remaining).caipAddress;
  const network = $chain.get().networks.find(n => n.chainNamespace === remaining && caipAddress?.startsWith(`${n.caipNetworkId}:`));
  activateNamespace(remaining, network);
  return true;
}

/**
 * Remembers the connector of each namespace across a reload and restores them. What is stored for a namespace
 * stays until that namespace is released: after a reload its connector may not have been found yet. Connectors
 * found before this module arrived (browser wallets announce at once) restore their stored namespace now.
 */
export function rememberNamespaces(): () => void {
  provideNamespaceMemory({ storedOf: storedNamespacesOf, forget, activateRemaining });
  const stop = $namespaceConnectors.subscribe(map => persist({ ...stored(), ...map }));
  for (const { id, namespace } of $connectors.get()) {
    const connector = getConnector(id);
    if (connector && storedNamespacesOf(id).length > 0 && getAccount(namespace).status === 'disconnected') void restoreConnection(connector);
  }
  return () => {
    stop();
    provideNamespaceMemory(undefined);
  };
}
