// A player without a browser wallet: createAppKit with a projectId (WalletConnect on) and no extension on the
// page, so the modal opens on the QR code. The phone wallet pairs over the demo's local relay.
import { createAppKit, mainnet } from '../../src/index.js';
import { ANVIL_URL, LOCAL_DIRECTORY, PROJECT_ID, VERIFY_URL, WC_RELAY_URL } from '../demo-env.js';
import { exposeModal } from '../dev-handle.js';

export const modal = createAppKit({
  projectId: PROJECT_ID,
  networks: [mainnet],
  customRpcUrls: { 'eip155:1': [{ url: ANVIL_URL }] },
  relayUrl: WC_RELAY_URL,
  verifyUrl: VERIFY_URL,
  metadata: { name: 'QR first demo', description: 'w3m-modal demo', url: location.origin, icons: [] },
  ...LOCAL_DIRECTORY,
});
exposeModal();
