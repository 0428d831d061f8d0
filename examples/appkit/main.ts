// An app written the way AppKit's docs write it: no <w3m-modal> in the markup; createAppKit mounts one.
import '../demo-wallet.js';
import { createAppKit, mainnet } from '../../src/index.js';
import { ANVIL_URL, LOCAL_DIRECTORY, PROJECT_ID, VERIFY_URL, WC_RELAY_URL } from '../demo-env.js';
import { exposeModal } from '../dev-handle.js';

// The page keeps the instance, as AppKit's docs do; `window.modal` is it in the console (examples/dev-handle.ts).
export const modal = createAppKit({
  projectId: PROJECT_ID,
  networks: [mainnet],
  customRpcUrls: { 'eip155:1': [{ url: ANVIL_URL }] },
  // A projectId turns WalletConnect on, as in AppKit; the demo's phone wallets pair over its local relay.
  relayUrl: WC_RELAY_URL,
  verifyUrl: VERIFY_URL,
  metadata: { name: 'AppKit-style demo', description: 'w3m-modal demo', url: location.origin, icons: [] },
  ...LOCAL_DIRECTORY,
});
exposeModal();
