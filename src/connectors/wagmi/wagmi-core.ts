/**
 * The parts of wagmi's core the adapter uses, reached through the `wagmi` package the app installed, never through
 * `@wagmi/core` by name. `@wagmi/core` is wagmi's own dependency, and npm places it where it sees fit: with wagmi 3,
 * npm 10 and 11 nest it in `node_modules/wagmi/node_modules/` (a peer conflict deep in its optional peers), where
 * an import of `@wagmi/core` from this package finds nothing. `wagmi` and `wagmi/actions` re-export the same
 * functions and types in wagmi 2 and 3 and always resolve their own copy (docs/appkit.md, "What differs").
 */
export { ChainNotConfiguredError, createConfig, createConnector } from 'wagmi';
export type { Config, Connector, CreateConnectorFn, Storage, Transport } from 'wagmi';
export { connect, disconnect, reconnect, switchChain, watchConnectors } from 'wagmi/actions';
