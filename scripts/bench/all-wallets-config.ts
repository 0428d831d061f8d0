// The product configuration with the wallet explorer pointed at a local stand-in (scripts/bench/all-wallets.mjs).
import type { W3mModal } from '../../src/index.js';

/** The local explorer's base URL, fixed at build time (Vite `define`). */
declare const __BENCH_EXPLORER_URL__: string;

const modal = document.querySelector('w3m-modal') as W3mModal | null;
// WalletConnect (on by default with a projectId) stays off, as in the other product pages.
if (modal) modal.config = { explorerApiUrl: __BENCH_EXPLORER_URL__, enableWalletConnect: false };
