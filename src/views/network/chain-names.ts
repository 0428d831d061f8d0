/**
 * Names of the EVM chains that `src/networks/` defines by hand (featured.ts), by chain id, for the UnsupportedChain view: the wallet
 * is on a chain the app did not configure, so its definition is not loaded, and importing every network
 * definition would put their RPC and explorer data on this chunk for one word. A unit test keeps the table in
 * step with `src/networks/`.
 */
export const CHAIN_NAMES: Readonly<Record<number, string>> = {
  1: 'Ethereum',
  5: 'Goerli',
  10: 'OP Mainnet',
  56: 'BNB Smart Chain',
  97: 'BNB Smart Chain Testnet',
  100: 'Gnosis',
  137: 'Polygon',
  280: 'zkSync Era Testnet',
  324: 'zkSync Era',
  420: 'Optimism Goerli',
  999: 'Zora Goerli Testnet',
  8453: 'Base',
  42161: 'Arbitrum One',
  42220: 'Celo',
  43113: 'Avalanche Fuji',
  43114: 'Avalanche',
  80001: 'Polygon Mumbai',
  84531: 'Base Goerli',
  421613: 'Arbitrum Goerli',
  7777777: 'Zora',
  11155111: 'Sepolia',
  1313161554: 'Aurora',
  1313161555: 'Aurora Testnet',
};

/** The chain's name, or `undefined` for a chain no network definition names. */
export function chainName(chainId: number): string | undefined {
  return Object.hasOwn(CHAIN_NAMES, chainId) ? CHAIN_NAMES[chainId] : undefined;
}
