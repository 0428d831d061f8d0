// Points chain 1 at the local node and WalletConnect at the local relay before the elements upgrade,
// so the modal is configured once.
import type { W3mModal } from '../../src/index.js';
import { DefaultSIWX } from '../../src/core/siwx/default.js';
import { ANVIL_URL, WC_RELAY_URL } from '../demo-env.js';

// `?siwx=required` or `?siwx=optional` turns on sign-in with the shipped implementation (sessions in localStorage).
const siwxMode = new URLSearchParams(location.search).get('siwx');
const siwx = siwxMode === 'required' || siwxMode === 'optional' ? new DefaultSIWX({ required: siwxMode === 'required' }) : undefined;

const modal = document.querySelector('w3m-modal') as W3mModal | null;
if (modal) {
  modal.config = {
    customRpcUrls: { 'eip155:1': [{ url: ANVIL_URL }] },
    enableWalletConnect: true,
    relayUrl: WC_RELAY_URL,
    ...(siwx ? { siwx, metadata: { name: 'Plain HTML demo', description: 'w3m-modal demo', url: location.origin, icons: [] } } : {}),
  };
}
