/**
 * `w3m-modal/networks`: every network AppKit 1.7.4's `networks` entry exports (each chain of `viem/chains`, the
 * Solana clusters, Bitcoin), plus `defineChain` and the `AppKitNetwork` type. Every definition is a pure constant
 * in a side-effect-free module, so a bundler keeps only the networks an app names.
 */
export * from './featured.js';
export * from './evm-chains.generated.js';
export { bitcoin } from './bitcoin.js';
export { bitcoinTestnet } from './bitcoin-testnet.js';
export { defineChain } from './define-chain.js';
export type { AppKitNetwork, DefinedNetwork, NetworkNamespace } from './types.js';
export type { EvmNetwork } from './evm-network.js';
