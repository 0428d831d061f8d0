// The React page with wagmi as the source of truth, as AppKit's React + wagmi quickstart writes it. wagmi and
// react-query are the app's own: the bench prints them apart from the adapter entry.
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { WagmiProvider } from 'wagmi';
import { W3mButton, createAppKit, mainnet } from 'w3m-modal/react';
import { WagmiAdapter } from 'w3m-modal/wagmi';

const GAME = 'Bench Game';
const projectId = 'bench-project-id';
const networks = [mainnet];
const queryClient = new QueryClient();
const wagmiAdapter = new WagmiAdapter({ networks, projectId });

createAppKit({
  adapters: [wagmiAdapter],
  networks,
  projectId,
  metadata: { name: GAME, description: `Wallet connection for ${GAME}`, url: location.origin, icons: [] },
  enableWalletGuide: false,
  // Off, as in the other product pages (on by default with a projectId; library-wc.html measures it).
  enableWalletConnect: false,
});

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={wagmiAdapter.wagmiConfig}>
    <QueryClientProvider client={queryClient}>
      <W3mButton />
    </QueryClientProvider>
  </WagmiProvider>
);
