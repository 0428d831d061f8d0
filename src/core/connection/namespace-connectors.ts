import { sessionAtom, onSessionEnd } from '../session.js';
import type { ChainNamespace } from '../types.js';
import { STORAGE_KEYS, readStored, removeStored, writeStored } from '../storage.js';

/** Which connector holds each connected namespace. */
export type NamespaceConnectors = Partial<Record<ChainNamespace, string>>;

/**
 * The connector behind each namespace's connection: one modal can hold an EVM wallet and a Solana wallet at once
 * (two connectors of one wallet, or one WalletConnect session approving both). `$activeConnectorId` stays the
 * connector of the active namespace.
 */
export const $namespaceConnectors = sessionAtom<NamespaceConnectors>({});
onSessionEnd(() => $namespaceConnectors.set({}));

const isMap = (value: unknown): value is NamespaceConnectors =>
  !!value && typeof value === 'object' && !Array.isArray(value) &&
  Object.entries(value).every(([key, id]) => (key === 'eip155' || key === 'solana') && typeof id === 'string' && id.length < 512);

function persist(map: NamespaceConnectors): void {
  if (Object.keys(map).length > 0) writeStored(STORAGE_KEYS.namespaceConnectors, map);
  else removeStored(STORAGE_KEYS.namespaceConnectors);
}

const stored = (): NamespaceConnectors => readStored(STORAGE_KEYS.namespaceConnectors, isMap) ?? {};

/**
 * Records that `connectorId` holds `namespace`, and remembers it for a reload. What is stored for the other
 * namespace stays until that one is released: after a reload its connector may not have been found yet.
 */
export function holdNamespace(namespace: ChainNamespace, connectorId: string): void {
  const map = { ...$namespaceConnectors.get(), [namespace]: connectorId };
  $namespaceConnectors.set(map);
  persist({ ...stored(), ...map });
}

/** Forgets the connector of each of `namespaces`, here and in storage. */
export function releaseNamespaces(namespaces: readonly ChainNamespace[]): void {
  const map = { ...$namespaceConnectors.get() };
  const kept = stored();
  namespaces.forEach(namespace => {
    delete map[namespace];
    delete kept[namespace];
  });
  $namespaceConnectors.set(map);
  persist({ ...kept, ...map });
}

/** The namespaces `connectorId` holds now. */
export function namespacesOf(connectorId: string): ChainNamespace[] {
  return (Object.entries($namespaceConnectors.get()) as [ChainNamespace, string][]).filter(([, id]) => id === connectorId).map(([namespace]) => namespace);
}

/** The namespaces `connectorId` held before the reload (to restore each of them). */
export function storedNamespacesOf(connectorId: string): ChainNamespace[] {
  return (Object.entries(stored()) as [ChainNamespace, string][]).filter(([, id]) => id === connectorId).map(([namespace]) => namespace);
}
