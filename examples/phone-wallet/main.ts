// Demo Phone Wallet page: starts the WalletConnect wallet against the local relay and node, then the screen.
// `?account=N` picks the account (default #1: the injected Demo Wallet uses #0), `?chain=N` the chain.
import { createPublicClient, http } from 'viem';
import { ANVIL_URL, PROJECT_ID, WC_RELAY_URL } from '../demo-env.js';
import { el } from './dom.js';
import { mountView } from './view.js';
import { ACCOUNT_COUNT, PhoneWallet, STORAGE_PREFIX } from './wallet.js';

const SELECTION_KEY = `${STORAGE_PREFIX}:selection`;
const DEFAULT_ACCOUNT = 1;

interface Selection {
  accountIndex: number;
  chainId: number;
}

function stored(): Partial<Selection> {
  try {
    return JSON.parse(localStorage.getItem(SELECTION_KEY) ?? '{}') as Partial<Selection>;
  } catch {
    return {};
  }
}

function remember(selection: Selection): void {
  try {
    localStorage.setItem(SELECTION_KEY, JSON.stringify(selection));
  } catch {
    // private mode: the choice lasts for this page only
  }
}

function intParam(name: string): number | undefined {
  const raw = new URLSearchParams(location.search).get(name);
  const value = raw === null ? NaN : Number(raw);
  return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}

async function main(root: HTMLElement): Promise<void> {
  root.replaceChildren(el('h1', {}, 'Demo Phone Wallet'), el('p', { className: 'lead', role: 'status' }, `Connecting to the relay at ${WC_RELAY_URL}…`));
  const node = createPublicClient({ transport: http(ANVIL_URL) });
  const nodeChainId = await node.getChainId().catch(() => 1);
  const saved = stored();
  const accountIndex = Math.min(intParam('account') ?? saved.accountIndex ?? DEFAULT_ACCOUNT, ACCOUNT_COUNT - 1);
  const chainId = intParam('chain') || saved.chainId || nodeChainId;
  const wallet = await PhoneWallet.start({ relayUrl: WC_RELAY_URL, rpcUrl: ANVIL_URL, projectId: PROJECT_ID, accountIndex, chainId });
  mountView(root, wallet, { nodeChainId, remember });
  // For scripted checks (e2e, manual Playwright runs): the page's wallet.
  (window as unknown as { phoneWallet?: PhoneWallet }).phoneWallet = wallet;
}

const root = document.querySelector('main');
if (root) {
  main(root).catch((error: unknown) => {
    root.append(el('p', { className: 'pw-status', role: 'alert' }, `The wallet could not start: ${error instanceof Error ? error.message : String(error)}`));
  });
}
