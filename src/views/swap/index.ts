/** The Swap flow's views (AppKit's Swap, SwapSelectToken and SwapPreview). */
// The elements load lazily (the router's view table imports their files): their classes are types here.
export type { W3mSwapView } from './w3m-swap-view.js';
export type { W3mSwapSelectTokenView } from './w3m-swap-select-token-view.js';
export type { W3mSwapPreviewView } from './w3m-swap-preview-view.js';
