// The demo's own wallet: an EIP-6963 "Demo Wallet" backed by the local node, so the whole flow works with
// no browser extension and no internet. `?wallet=manual` queues prompts and shows a small approval panel.
import { TestWallet, announceWallet } from '../test/fixtures/test-wallet.js';
import type { ApprovalMode } from '../test/fixtures/test-wallet.js';
import { ANVIL_URL } from './demo-env.js';
import { mountWalletPanel } from './demo-wallet-panel.js';

/** TestWallet that tells the panel about every request it receives and settles. */
export class DemoWallet extends TestWallet {
  onActivity: (() => void) | undefined;

  override request(args: { method: string; params?: unknown }): Promise<unknown> {
    const result = super.request(args);
    this.onActivity?.();
    result.then(() => this.onActivity?.(), () => this.onActivity?.());
    return result;
  }
}

const DEMO_WALLET_ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">'
    + '<rect width="96" height="96" rx="24" fill="#0b8f6a"/><rect x="18" y="30" width="60" height="40" rx="8" fill="#fff"/>'
    + '<circle cx="64" cy="50" r="6" fill="#0b8f6a"/></svg>'
)}`;

const approval: ApprovalMode = new URLSearchParams(location.search).get('wallet') === 'manual' ? 'manual' : 'auto';

export const demoWallet = new DemoWallet({
  rpcUrl: ANVIL_URL,
  chainId: 1,
  accountCount: 3,
  approval,
  // Like an extension, the wallet remembers this site across reloads (per tab).
  storageKey: 'w3m-demo-wallet'
});

announceWallet(demoWallet, { name: 'Demo Wallet', rdns: 'dev.w3m-modal.demo-wallet', icon: DEMO_WALLET_ICON });

if (approval === 'manual') mountWalletPanel(demoWallet);
