// Two namespaces on one page: wagmi owns EVM, the Solana adapter shapes Solana. The page itself never touches
// @solana/web3.js, so it does not install it.
import { QueryClient } from '@tanstack/react-query';
import { createAppKit } from 'w3m-modal/react';
import { WagmiAdapter } from 'w3m-modal/wagmi';
import { SolanaAdapter } from 'w3m-modal/solana/react';
import { arbitrum, mainnet, solana, solanaDevnet, solanaTestnet } from 'w3m-modal/networks';
import type { AppKitNetwork } from 'w3m-modal/networks';

const projectId = 'two-rivers-local';
export const networks: [AppKitNetwork, ...AppKitNetwork[]] = [mainnet, arbitrum, solana, solanaTestnet, solanaDevnet];

export const wagmiAdapter = new WagmiAdapter({ projectId, networks });
export const queryClient = new QueryClient();

createAppKit({
  adapters: [wagmiAdapter, new SolanaAdapter()],
  networks,
  projectId,
  metadata: { name: 'Two rivers ferry', description: 'One ticket, two chains', url: location.origin, icons: [] },
  themeMode: 'light',
  features: { analytics: true },
});
