// The product configuration through the React entry with WalletConnect on (AppKit's default with a projectId),
// on the local relay and node: what a player without a browser wallet gets (the modal opens on the QR).
import { createRoot } from 'react-dom/client';
import { W3mButton, W3mModal, mainnet } from 'w3m-modal/react';

/** The local relay's and node's URLs, fixed at build time by scripts/bench.mjs (Vite `define`). */
declare const __BENCH_RELAY_URL__: string;
declare const __BENCH_RPC_URL__: string;
/** The local WalletConnect Verify stand-in (Verify is on by default: the attestation frame loads from it). */
declare const __BENCH_VERIFY_URL__: string;

const GAME = 'Bench Game';

createRoot(document.getElementById('root')!).render(
  <>
    <W3mModal
      projectId="bench-project-id"
      networks={[mainnet]}
      metadata={{ name: GAME, description: `Wallet connection for ${GAME}`, url: location.origin, icons: [] }}
      enableWalletGuide={false}
      enableWalletConnect
      relayUrl={__BENCH_RELAY_URL__}
      verifyUrl={__BENCH_VERIFY_URL__}
      customRpcUrls={{ 'eip155:1': [{ url: __BENCH_RPC_URL__ }] }}
      features={{
        swaps: false, onramp: false, receive: false, send: false, email: false, emailShowWallets: false,
        socials: false, history: false, analytics: false, smartSessions: false, legalCheckbox: false
      }}
    />
    <W3mButton />
  </>
);
