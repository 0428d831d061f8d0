// AppKit 1.7.4's React + wagmi quickstart with only the package names changed (here, the repo's paths for
// `w3m-modal/react`, `w3m-modal/wagmi` and `w3m-modal/networks`). No <w3m-modal> anywhere: createAppKit mounts it.
import '../demo-wallet.js';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { WagmiProvider } from 'wagmi';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createAppKit } from '../../react/index.js';
import { WagmiAdapter } from '../../src/wagmi.js';
import { mainnet } from '../../src/networks/index.js';
import { ANVIL_URL, PROJECT_ID } from '../demo-env.js';
import { App } from './app.js';

const queryClient = new QueryClient();
const projectId = PROJECT_ID;
const networks = [mainnet];
// The demo's chain 1 is the local node.
const customRpcUrls = { 'eip155:1': [{ url: ANVIL_URL }] };
const metadata = { name: 'wagmi demo', description: 'w3m-modal with wagmi', url: location.origin, icons: [] };

const wagmiAdapter = new WagmiAdapter({ networks, projectId, customRpcUrls });

createAppKit({ adapters: [wagmiAdapter], networks, projectId, metadata, customRpcUrls });

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <WagmiProvider config={wagmiAdapter.wagmiConfig}>
        <QueryClientProvider client={queryClient}>
          <App />
        </QueryClientProvider>
      </WagmiProvider>
    </StrictMode>,
  );
}
