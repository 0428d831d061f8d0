// WalletConnect on, pointed at the local relay and the local node (as examples/html/local-rpc.ts does for the demo).
import type { W3mModal } from '../../src/index.js';

/** The local relay's URL, fixed at build time by scripts/bench.mjs (Vite `define`). */
declare const __BENCH_RELAY_URL__: string;
/** The local anvil node's URL, fixed the same way: the balance read after pairing stays on 127.0.0.1. */
declare const __BENCH_RPC_URL__: string;
/** The local WalletConnect Verify stand-in's URL (Verify is on by default: the attestation frame loads from it). */
declare const __BENCH_VERIFY_URL__: string;
/** Set (`true`) only by the Verify part of the bench (scripts/bench/verify-qr.mjs) for its "Verify off" page. */
declare const __BENCH_VERIFY_OFF__: boolean | undefined;

const modal = document.querySelector('w3m-modal') as W3mModal | null;
if (modal) {
  modal.config = {
    enableWalletConnect: true,
    relayUrl: __BENCH_RELAY_URL__,
    verifyUrl: __BENCH_VERIFY_URL__,
    enableWalletConnectVerify: typeof __BENCH_VERIFY_OFF__ === 'undefined' || !__BENCH_VERIFY_OFF__,
    customRpcUrls: { 'eip155:1': [{ url: __BENCH_RPC_URL__ }] },
  };
}
