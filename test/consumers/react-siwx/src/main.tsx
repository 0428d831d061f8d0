import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { WagmiProvider } from 'wagmi';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient, wagmiAdapter } from './kit';
import { Clubhouse } from './Clubhouse';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WagmiProvider config={wagmiAdapter.wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <main>
          <h1>Chess club</h1>
          <appkit-button />
          <Clubhouse />
        </main>
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
);
