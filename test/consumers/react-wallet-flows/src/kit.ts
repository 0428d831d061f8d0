// An AppKit React + wagmi app that keeps the wallet's own flows: Send, Receive, Swap and Buy. AppKit has them on
// by default; w3m-modal has them off until the app asks, so the app names each one (AppKit reads the same flags).
import { QueryClient } from '@tanstack/react-query';
import { createAppKit } from 'w3m-modal/react';
import { WagmiAdapter } from 'w3m-modal/wagmi';
import { mainnet } from 'w3m-modal/networks';
import type { AppKitNetwork } from 'w3m-modal/networks';

const projectId = 'guild-purse-local';
const networks: [AppKitNetwork, ...AppKitNetwork[]] = [mainnet];

export const wagmiAdapter = new WagmiAdapter({ projectId, networks });
export const queryClient = new QueryClient();

export const purse = createAppKit({
  adapters: [wagmiAdapter],
  networks,
  projectId,
  metadata: { name: 'Guild purse', description: 'Pay, collect, trade and top up the guild funds', url: location.origin, icons: [] },
  features: { send: true, receive: true, swaps: true, onramp: true },
});
