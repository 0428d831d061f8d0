// ethers v5 on the kit: the kit connects the wallet, the page wraps its provider with ethers.
import { createAppKit } from 'w3m-modal/react';
import { Ethers5Adapter } from 'w3m-modal/ethers';
import { arbitrum, mainnet } from 'w3m-modal/networks';

createAppKit({
  adapters: [new Ethers5Adapter()],
  networks: [mainnet, arbitrum],
  projectId: 'orchard-co-op-local',
  metadata: { name: 'Orchard co-op', description: 'Shares in the apple harvest', url: location.origin, icons: [] },
  features: { analytics: true },
});
