import { sessionAtom, onSessionEnd } from '../session.js';
import type { ChainNamespace, ReadOnlyAtom, Writable } from '../types.js';

/** Which connector holds each connected namespace. */
export type NamespaceConnectors = Partial<Record<ChainNamespace, string>>;

/**
 * The connector behind each namespace's connection: one modal can hold an EVM wallet and a Solana wallet at once
 * (two connectors of one wallet, or one WalletConnect session approving both). `$activeConnectorId` stays the
 * connector of the active namespace.
 */
export const $namespaceConnectors: ReadOnlyAtom<NamespaceConnectors> = sessionAtom<NamespaceConnectors>({});
onSessionEnd(() => ($namespaceConnectors as Writable<typeof $namespaceConnectors>).set({}));

/**
 * What only a page with a second namespace needs, kept by `src/core/multichain/` (which the loading table's Solana
 * row starts): the connector of each namespace across a reload, and the namespace that stays when the active one
 * goes. A page with one namespace restores its one connection from `connectedConnectorId` alone.
 */
export interface NamespaceMemory {
  /** The namespaces `connectorId` held before the reload. */
  storedOf(connectorId: string): ChainNamespace[];
  /** Forgets what is stored for `namespaces`. */
  forget(namespaces: readonly ChainNamespace[]): void;
  /** After the active namespace was cleared: makes a namespace still connected the active one; false if none is. */
  activateRemaining(): boolean;
}

let memory: NamespaceMemory | undefined;

/** Installs (or, with `undefined`, removes) the memory of each namespace's connector. */
export function provideNamespaceMemory(next: NamespaceMemory | undefined): void {
  memory = next;
}

/** See {@link NamespaceMemory.activateRemaining}; with one namespace, none remains. */
export function activateRemainingNamespace(): boolean {
  return memory?.activateRemaining() ?? false;
}

/** Records that `connectorId` holds `namespace` (the memory, once loaded, stores it for a reload). */
export function holdNamespace(namespace: ChainNamespace, connectorId: string): void {
  ($namespaceConnectors as Writable<typeof $namespaceConnectors>).set({ ...$namespaceConnectors.get(), [namespace]: connectorId });
}

/** Forgets the connector of each of `namespaces`, here and in storage. */
export function releaseNamespaces(namespaces: readonly ChainNamespace[]): void {
  memory?.forget(namespaces);
  const map = { ...$namespaceConnectors.get() };
  namespaces.forEach(namespace => delete map[namespace]);
  ($namespaceConnectors as Writable<typeof $namespaceConnectors>).set(map);
}

/** The namespaces `connectorId` holds now. */
export function namespacesOf(connectorId: string): ChainNamespace[] {
  return (Object.entries($namespaceConnectors.get()) as [ChainNamespace, string][]).filter(([, id]) => id === connectorId).map(([namespace]) => namespace);
}

/** The namespaces `connectorId` held before the reload (to restore each of them); none while no memory is loaded. */
export function storedNamespacesOf(connectorId: string): ChainNamespace[] {
  return memory?.storedOf(connectorId) ?? [];
}
