/**
 * The Swap flow (AppKit's Swap, SwapSelectToken and SwapPreview) on the provider's swap API: its tokens, a quote as
 * the player types, the allowance, an approval when it is short, then the swap, followed to its receipt. A slice of
 * its own, imported only by the Swap views' chunks: a page that never opens Swap carries none of it.
 */
export * from './store.js';
export * from './execute.js';
export { swapMsg } from './messages.js';
export { SWAP_SLIPPAGE_TOLERANCE, SWAP_SUPPORTED_NETWORKS } from '../data/swaps.js';
