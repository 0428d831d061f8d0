// AppKit 1.7.4's React + wagmi quickstart with only the package names changed (here, the repo's paths for
// `w3m-modal/react`, `w3m-modal/wagmi` and `w3m-modal/networks`). No <w3m-modal> anywhere: createAppKit mounts it.
import '../demo-wallet.js';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { WagmiProvider } from 'wagmi';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createAppKit } from '../../react/index.js';
import { exposeModal } from '../dev-handle.js';
import { WagmiAdapter } from '../../src/wagmi.js';
import { mainnet, optimism } from '../../src/networks/index.js';
import { ANVIL_URL, LOCAL_DIRECTORY, PROJECT_ID, VERIFY_URL, WC_RELAY_URL } from '../demo-env.js';
import { App } from './app.js';

const queryClient = new QueryClient();
const projectId = PROJECT_ID;
const networks = [mainnet, optimism];
// The demo's chains are the local node (a phone wallet can move between them: the session approves both).
const customRpcUrls = { 'eip155:1': [{ url: ANVIL_URL }], 'eip155:10': [{ url: ANVIL_URL }] };
const metadata = { name: 'wagmi demo', description: 'w3m-modal with wagmi', url: location.origin, icons: [] };

const wagmiAdapter = new WagmiAdapter({ networks, projectId, customRpcUrls });

// With a projectId WalletConnect is on; the demo pairs phone wallets over its local relay.
// The app keeps the instance (`modal.open({ view })`), as AppKit's docs do; `window.modal` is it in the console.
export const modal = createAppKit({ adapters: [wagmiAdapter], networks, projectId, metadata, customRpcUrls, relayUrl: WC_RELAY_URL, verifyUrl: VERIFY_URL, ...LOCAL_DIRECTORY });
exposeModal();

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
