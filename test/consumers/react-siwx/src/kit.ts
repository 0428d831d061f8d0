// wagmi for the wallet, Reown's hosted sign-in for the session: a member connects, then signs in once.
import { QueryClient } from '@tanstack/react-query';
import { createAppKit } from 'w3m-modal/react';
import { WagmiAdapter } from 'w3m-modal/wagmi';
import { ReownAuthentication } from 'w3m-modal/siwx';
import { mainnet } from 'w3m-modal/networks';
import type { AppKitNetwork } from 'w3m-modal/networks';

const projectId = 'chess-club-local';
const networks: [AppKitNetwork, ...AppKitNetwork[]] = [mainnet];

export const wagmiAdapter = new WagmiAdapter({ projectId, networks });
export const queryClient = new QueryClient();

createAppKit({
  adapters: [wagmiAdapter],
  networks,
  projectId,
  metadata: { name: 'Chess club', description: 'Members sign in with their wallet', url: location.origin, icons: [] },
  siwx: new ReownAuthentication(),
});
