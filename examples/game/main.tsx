// Demo wallet first: it answers EIP-6963 discovery as soon as wagmi and the modal start.
import '../demo-wallet.js';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { WagmiProvider } from 'wagmi';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createAppKit } from '../../react/index.js';
import { exposeModal } from '../dev-handle.js';
import { appKitOptions, wagmiAdapter } from './config.js';
import { App } from './app.js';

const queryClient = new QueryClient();

// createAppKit mounts the modal: the page has no <w3m-modal> of its own. The app keeps the instance, as AppKit
// apps do; `window.modal` is the same instance for the console (examples/dev-handle.ts).
export const modal = createAppKit(appKitOptions);
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
    </StrictMode>
  );
}
