import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { WagmiProvider } from 'wagmi';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient, wagmiAdapter } from './kit';
import { Ferry } from './Ferry';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WagmiProvider config={wagmiAdapter.wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <main>
          <h1>Two rivers ferry</h1>
          <p>One wallet, two banks: cross between EVM and Solana without leaving the boat.</p>
          <appkit-button />
          <Ferry />
        </main>
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
);
