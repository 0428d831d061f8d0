import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { WagmiProvider } from 'wagmi';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient, wagmiAdapter } from './kit';
import { Purse } from './Purse';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WagmiProvider config={wagmiAdapter.wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <header>
          <h1>Guild purse</h1>
          <appkit-button />
        </header>
        <main>
          <p>Pay a member, collect dues, trade for guild tokens or top the purse up with a card.</p>
          <Purse />
        </main>
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
);
