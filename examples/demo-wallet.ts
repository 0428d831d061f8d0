// The demo's own wallet: an EIP-6963 "Demo Wallet" backed by the local node, so the whole flow works with
// no browser extension and no internet. `?wallet=manual` queues prompts and shows a small approval panel.
import { TestWallet, announceWallet } from '../test/fixtures/test-wallet.js';
import type { ApprovalMode } from '../test/fixtures/test-wallet.js';
import { ANVIL_URL } from './demo-env.js';
import { mountWalletPanel } from './demo-wallet-panel.js';

/**
 * A chain a page asks the wallet to add, served by the local node: the demo runs offline, so the public RPC the page
 * names (OP Mainnet's, for the ethers and wagmi pages) could not answer a read. A player's wallet would keep the URL.
 */
function servedLocally(args: { method: string; params?: unknown }): { method: string; params?: unknown } {
  if (!Array.isArray(args.params) || typeof args.params[0] !== 'object' || args.params[0] === null) return args;
  const [chain, ...rest] = args.params as [Record<string, unknown>, ...unknown[]];
  return { ...args, params: [{ ...chain, rpcUrls: [ANVIL_URL] }, ...rest] };
}

/** TestWallet that tells the panel about every request it receives and settles. */
export class DemoWallet extends TestWallet {
  onActivity: (() => void) | undefined;

  override request(args: { method: string; params?: unknown }): Promise<unknown> {
    const result = super.request(args.method === 'wallet_addEthereumChain' ? servedLocally(args) : args);
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
