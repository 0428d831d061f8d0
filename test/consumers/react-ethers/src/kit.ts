// ethers v6 on the kit: the kit connects the wallet, the page wraps its provider with ethers.
import { createAppKit } from 'w3m-modal/react';
import { EthersAdapter } from 'w3m-modal/ethers';
import { arbitrum, mainnet } from 'w3m-modal/networks';

createAppKit({
  adapters: [new EthersAdapter()],
  networks: [mainnet, arbitrum],
  projectId: 'orchard-co-op-local',
  metadata: { name: 'Orchard co-op', description: 'Shares in the apple harvest', url: location.origin, icons: [] },
  features: { analytics: true },
});
