// Laid out as AppKit's ethers v5 React example: only the package names differ
// (@reown/appkit/networks -> w3m-modal/networks, @reown/appkit-adapter-ethers5 -> w3m-modal/ethers).
import { mainnet, arbitrum } from 'w3m-modal/networks';
import type { AppKitNetwork } from 'w3m-modal/networks';
import { Ethers5Adapter } from 'w3m-modal/ethers';

export const projectId = import.meta.env.VITE_PROJECT_ID || 'YOUR_PROJECT_ID';

export const metadata = {
  name: 'Ethers consumer',
  description: 'An ethers v5 app on w3m-modal',
  url: 'http://127.0.0.1',
  icons: [],
};

export const networks = [mainnet, arbitrum] as [AppKitNetwork, ...AppKitNetwork[]];

export const ethers5Adapter = new Ethers5Adapter();
