import { onSessionEnd, sessionAtom } from '../session.js';
import type { CaipNetwork, ChainNamespace, ConnectorType, Eip1193Provider } from '../types.js';

/** What views know about a connector: display data only, no provider. */
export interface ConnectorInfo {
  id: string;
  type: ConnectorType;
  name: string;
  /** Only `data:image/…` URLs are ever rendered; anything else falls back to a monogram. */
  imageUrl?: string;
  rdns?: string;
  namespace: ChainNamespace;
}

export interface ConnectResult {
  accounts: string[];
  /** The CAIP-2 reference: an EVM chain id, or a Solana cluster's genesis-hash prefix. */
  chainId: number | string;
  /** Namespace of `accounts` when it is not the connector's own (a WalletConnect session holding only Solana). */
  namespace?: ChainNamespace;
  /** The other namespaces the same connection holds (a WalletConnect session approving eip155 and solana). */
  also?: ConnectResult[];
}

/**
 * A way to reach a wallet. Implementations live in src/connectors and report wallet-side changes by calling
 * the account actions (`onAccountsChanged`, `onChainChanged`, `onWalletDisconnected`).
 */
export interface WalletConnector {
  readonly info: ConnectorInfo;
  /**
   * The outside engine that owns this connector's connection (`'wagmi'` for the WagmiAdapter's connectors): the
   * account is read from the engine (`showEngineView`) and the engine reports every change of the connection through
   * `followEngineConnection`, so the connect flow applies no answer twice.
   */
  readonly engine?: string;
  /** Asks the wallet for accounts (may prompt the user). */
  connect(): Promise<ConnectResult>;
  /** Re-establishes a connection the user approved before, without a prompt; `undefined` if gone. */
  restore(): Promise<ConnectResult | undefined>;
  disconnect(): Promise<void>;
  getProvider(): Eip1193Provider;
  /**
   * Moves the wallet to `network` in the wallet's own protocol (EIP-1193 switch or add-then-switch, a
   * WalletConnect session's approved chains, the embedded wallet's frame). Rejects when the wallet refuses.
   * Resolves with the accounts on `network` when the connector names them itself (a Solana account moves to
   * another cluster without a wallet event); the core's `switchNetwork` records them.
   */
  switchChain(network: CaipNetwork): Promise<void | string[]>;
}

export const $connectors = sessionAtom<ConnectorInfo[]>([]);

const drivers = new Map<string, WalletConnector>();

/** Adds a connector; the same id twice keeps the first (a re-announcing wallet is not duplicated). */
export function addConnector(connector: WalletConnector): boolean {
  if (drivers.has(connector.info.id)) return false;
  drivers.set(connector.info.id, connector);
  $connectors.set([...$connectors.get(), connector.info]);
  return true;
}

export function removeConnector(id: string): void {
  if (!drivers.delete(id)) return;
  $connectors.set($connectors.get().filter(c => c.id !== id));
}

export function getConnector(id: string): WalletConnector | undefined {
  return drivers.get(id);
}

// The kit's end forgets every connector (the rows that added them stopped first).
onSessionEnd(() => drivers.clear());

/**
 * The embedded wallet's connector id in the registry (`$connectors`); the connector lives in src/connectors/auth.
 * Here, not in the lazy auth slice, so a view can tell an embedded-wallet account without loading that slice.
 */
export const AUTH_CONNECTOR_ID = 'ID_AUTH';
