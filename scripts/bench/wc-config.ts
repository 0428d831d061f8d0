// WalletConnect on, pointed at the local relay (as examples/html/local-rpc.ts does for the demo).
import type { W3mModal } from '../../src/index.js';

/** The local relay's URL, fixed at build time by scripts/bench.mjs (Vite `define`). */
declare const __BENCH_RELAY_URL__: string;

const modal = document.querySelector('w3m-modal') as W3mModal | null;
if (modal) modal.config = { enableWalletConnect: true, relayUrl: __BENCH_RELAY_URL__ };
