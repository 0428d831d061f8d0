/**
 * JSON-RPC reads: one policy for every read of the library and of its WagmiAdapter's clients. Each URL is retried
 * by the spec's rules (transport.ts); several URLs form a fallback ranked on stability and latency whose ranking
 * stops with its client (ranked-fallback.ts). Loaded with the first read, never in the modal's first paint.
 */
export { RPC_BATCH_SIZE, RPC_RANKING, RPC_RETRY_BASE_MS, RPC_RETRY_COUNT, RPC_TIMEOUT_MS, closeRpcClients, rpcClient, rpcTransport } from './transport.js';
export type { RpcTransportOptions } from './transport.js';
export { RankingGroup, rankedFallback, stopRanking } from './ranked-fallback.js';
export type { RankedFallbackValue, RankingOptions } from './ranked-fallback.js';
