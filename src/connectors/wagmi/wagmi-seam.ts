/**
 * The one seam between the modal and wagmi's insides: every private member of a wagmi `Config` the modal uses
 * lives here, each with why. Everywhere else the modal uses wagmi's public API (its actions, `watchConnection`,
 * `config.connectors`). test/wagmi/wagmi-seam.test.ts pins the wagmi behaviour behind each entry, one test per
 * behaviour, named after it, on wagmi 2 and wagmi 3 (the unit and unit-wagmi3 steps), so an upgrade that changes
 * one fails by name.
 */
import type { Config, Connector, CreateConnectorFn } from './wagmi-core.js';

/** What the seam touches of `config._internal.connectors` (private, the same on wagmi 2 and 3). */
interface ConnectorsInternal {
  /** Makes a connector from its function, with wagmi's emitter and storage wired in, as `createConfig` does. */
  setup(create: CreateConnectorFn): Connector;
  /** Replaces the list `config.connectors` returns and `watchConnectors` reports. */
  setState(update: (connectors: readonly Connector[]) => Connector[]): void;
}

/** @param config a wagmi config @returns its private connector list */
function connectorsOf(config: Config): ConnectorsInternal {
  return config._internal.connectors as unknown as ConnectorsInternal;
}

/**
 * Adds a connector to a config that already exists. wagmi takes connectors only in `createConfig`, but the modal's
 * WalletConnect connector needs `createAppKit`'s options, which come after the app made its config (AppKit does
 * the same, through the same private list).
 * @returns the connector, set up by wagmi, and what takes it out of the list again
 */
export function addConnector(config: Config, create: CreateConnectorFn): { connector: Connector; remove: () => void } {
  const internal = connectorsOf(config);
  const connector = internal.setup(create);
  internal.setState(connectors => [...connectors, connector]);
  return { connector, remove: () => internal.setState(connectors => connectors.filter(c => c !== connector)) };
}
