/**
 * The networks defined here by hand, one module each (the provider's supported chains, as the modal has always
 * shipped them). The no-bundler build puts these on `window.w3mModal`; `w3m-modal/networks` adds every other
 * chain viem knows (evm-chains.generated.ts).
 */
export { mainnet } from './mainnet.js';
export { goerli } from './goerli.js';
export { sepolia } from './sepolia.js';
export { optimism } from './optimism.js';
export { optimismGoerli } from './optimism-goerli.js';
export { arbitrum } from './arbitrum.js';
export { arbitrumGoerli } from './arbitrum-goerli.js';
export { polygon } from './polygon.js';
export { polygonMumbai } from './polygon-mumbai.js';
export { celo } from './celo.js';
export { aurora } from './aurora.js';
export { auroraTestnet } from './aurora-testnet.js';
export { bsc } from './bsc.js';
export { bscTestnet } from './bsc-testnet.js';
export { avalanche } from './avalanche.js';
export { avalancheFuji } from './avalanche-fuji.js';
export { gnosis } from './gnosis.js';
export { base } from './base.js';
export { baseGoerli } from './base-goerli.js';
export { zora } from './zora.js';
export { zoraTestnet } from './zora-testnet.js';
export { zksync } from './zksync.js';
export { zksyncTestnet } from './zksync-testnet.js';
export { solana } from './solana.js';
export { solanaDevnet } from './solana-devnet.js';
export { solanaTestnet } from './solana-testnet.js';
