// Laid out as AppKit's ethers (v6) React example: only the package names differ
// (@reown/appkit/networks -> w3m-modal/networks, @reown/appkit-adapter-ethers -> w3m-modal/ethers).
import { mainnet, arbitrum } from 'w3m-modal/networks';
import type { AppKitNetwork } from 'w3m-modal/networks';
import { EthersAdapter } from 'w3m-modal/ethers';

export const projectId = import.meta.env.VITE_PROJECT_ID || 'YOUR_PROJECT_ID';

export const metadata = {
  name: 'Ethers consumer',
  description: 'An ethers v6 app on w3m-modal',
  url: 'http://127.0.0.1',
  icons: [],
};

export const networks = [mainnet, arbitrum] as [AppKitNetwork, ...AppKitNetwork[]];

export const ethersAdapter = new EthersAdapter();
