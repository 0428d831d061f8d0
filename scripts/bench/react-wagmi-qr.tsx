// The React + wagmi page (AppKit's quickstart) with WalletConnect on, on the local relay and node: what a player
// without a browser wallet gets (the modal opens on the QR; wagmi owns the connection).
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { WagmiProvider } from 'wagmi';
import { W3mButton, createAppKit, mainnet } from 'w3m-modal/react';
import { WagmiAdapter } from 'w3m-modal/wagmi';

declare const __BENCH_RELAY_URL__: string;
declare const __BENCH_RPC_URL__: string;
/** The local WalletConnect Verify stand-in (Verify is on by default: the attestation frame loads from it). */
declare const __BENCH_VERIFY_URL__: string;

const GAME = 'Bench Game';
const projectId = 'bench-project-id';
const networks = [mainnet];
const customRpcUrls = { 'eip155:1': [{ url: __BENCH_RPC_URL__ }] };
const queryClient = new QueryClient();
const wagmiAdapter = new WagmiAdapter({ networks, projectId, customRpcUrls });

createAppKit({
  adapters: [wagmiAdapter],
  networks,
  projectId,
  metadata: { name: GAME, description: `Wallet connection for ${GAME}`, url: location.origin, icons: [] },
  enableWalletGuide: false,
  enableWalletConnect: true,
  relayUrl: __BENCH_RELAY_URL__,
  verifyUrl: __BENCH_VERIFY_URL__,
  customRpcUrls,
});

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={wagmiAdapter.wagmiConfig}>
    <QueryClientProvider client={queryClient}>
      <W3mButton />
    </QueryClientProvider>
  </WagmiProvider>
);
