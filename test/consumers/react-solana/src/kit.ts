// The kit for a Solana-only page: the Solana adapter and Solana clusters, nothing of EVM.
import { createAppKit } from 'w3m-modal/react';
import { SolanaAdapter } from 'w3m-modal/solana/react';
import { solana, solanaDevnet, solanaTestnet } from 'w3m-modal/networks';

export const clusters = { mainnet: solana, testnet: solanaTestnet, devnet: solanaDevnet };

createAppKit({
  adapters: [new SolanaAdapter()],
  networks: [solana, solanaTestnet, solanaDevnet],
  projectId: 'bake-sale-local',
  metadata: { name: 'Snow-day bake sale', description: 'Tips in SOL for the bake sale', url: location.origin, icons: [] },
  themeMode: 'light',
  themeVariables: { '--w3m-accent': '#7048e8' },
  features: { analytics: true },
});
