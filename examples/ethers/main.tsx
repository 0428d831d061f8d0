// AppKit's ethers React example with only the package names changed (here, the repo's paths for `w3m-modal/react`,
// `w3m-modal/ethers` and `w3m-modal/networks`): the modal connects the wallet, ethers wraps its provider.
import '../demo-wallet.js';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppKit } from '../../react/index.js';
import { EthersAdapter } from '../../src/ethers.js';
import { mainnet, optimism } from '../../src/networks/index.js';
import { ANVIL_URL, LOCAL_DIRECTORY, PROJECT_ID, VERIFY_URL, WC_RELAY_URL } from '../demo-env.js';
import { exposeModal } from '../dev-handle.js';
import { App } from './app.js';

const projectId = PROJECT_ID;
const networks = [mainnet, optimism];
// The demo's chains are the local node (a phone wallet can move between them: the session approves both).
const customRpcUrls = { 'eip155:1': [{ url: ANVIL_URL }], 'eip155:10': [{ url: ANVIL_URL }] };
const metadata = { name: 'ethers demo', description: 'w3m-modal with ethers', url: location.origin, icons: [] };

// With a projectId WalletConnect is on; the demo pairs phone wallets over its local relay.
// The app keeps the instance, as AppKit's docs do; `window.modal` is it in the console (examples/dev-handle.ts).
export const modal = createAppKit({ adapters: [new EthersAdapter()], networks, projectId, metadata, customRpcUrls, relayUrl: WC_RELAY_URL, verifyUrl: VERIFY_URL, ...LOCAL_DIRECTORY });
exposeModal();

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
