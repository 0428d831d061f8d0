// Points chain 1 at the local node and WalletConnect at the local relay before the elements upgrade,
// so the modal is configured once.
import type { W3mModal } from '../../src/index.js';
import { ANVIL_URL, WC_RELAY_URL } from '../demo-env.js';

const modal = document.querySelector('w3m-modal') as W3mModal | null;
if (modal) {
  modal.config = { customRpcUrls: { 'eip155:1': [{ url: ANVIL_URL }] }, enableWalletConnect: true, relayUrl: WC_RELAY_URL };
}
