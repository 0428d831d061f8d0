// Shared setup for the modal and view tests: real stores, a real test wallet on the local anvil node.
import { fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { createAppKit } from '../../src/app-kit.js';
import { mainnet } from '../../src/core/index.js';
import type { AppKitOptions } from '../../src/core/index.js';
import type { W3mModal } from '../../src/modal/w3m-modal.js';
import { getAnvil } from '../fixtures/chain.js';
import { providerUrl } from '../fixtures/chains/provider.js';
import { TestWallet, announceWallet } from '../fixtures/test-wallet.js';
import type { Eip6963ProviderInfo, TestWalletOptions } from '../fixtures/test-wallet.js';
import { addCleanup } from '../helpers/reset.js';
import '../../src/define.js';

export const TEST_WALLET_ID = 'dev.w3m-modal.test-wallet';

/**
 * createAppKit on mainnet, with balance reads going to the local anvil node (chain id 1). WalletConnect, on by
 * default with a projectId, is off unless a test asks (test/wc covers it on the local relay): without a browser
 * wallet the modal would open on the QR code and pair over the public relay.
 */
export async function createTestKit(options: Partial<AppKitOptions> = {}): Promise<void> {
  const anvil = await getAnvil();
  createAppKit({
    projectId: 'test-project',
    networks: [mainnet],
    enableWalletConnect: false,
    // With a projectId the Connect view asks the wallet directory when shown: a refused loopback port, unless a
    // test serves one, so no test page reaches the public directory (the offline trap fails the run).
    explorerApiUrl: 'http://127.0.0.1:9',
    customRpcUrls: { 'eip155:1': [{ url: anvil.url }] },
    // Reads of the provider's supported chains (other than those above) go to the local provider stand-in.
    rpcHost: await providerUrl(),
    ...options,
  });
}

/** A test wallet announced over EIP-6963 (answering later discovery requests too). */
export async function announceTestWallet(
  options: Partial<TestWalletOptions> = {},
  info: Partial<Eip6963ProviderInfo> = {},
): Promise<TestWallet> {
  const anvil = await getAnvil();
  const wallet = new TestWallet({ rpcUrl: anvil.url, ...options });
  addCleanup(announceWallet(wallet, info));
  return wallet;
}

export async function renderModal(): Promise<W3mModal> {
  return fixture<W3mModal>(html`<w3m-modal></w3m-modal>`);
}

export function dialogOf(modal: W3mModal): HTMLDialogElement {
  const dialog = modal.shadowRoot?.querySelector('dialog');
  if (!dialog) throw new Error('w3m-modal has no dialog');
  return dialog;
}

/** The element of the view currently shown in the modal (e.g. `<w3m-connect-view>`). */
export function currentView(modal: W3mModal): HTMLElement | null {
  const router = modal.shadowRoot?.querySelector('w3m-router');
  return router?.shadowRoot?.querySelector('.wrap')?.firstElementChild as HTMLElement | null;
}

export async function waitForView(modal: W3mModal, tag: string): Promise<HTMLElement> {
  await waitUntil(() => currentView(modal)?.localName === tag, `expected view <${tag}>, got <${currentView(modal)?.localName}>`);
  // Most views are chunks of their own: the element is there at once and upgrades when its chunk arrives.
  await waitUntil(() => currentView(modal)?.shadowRoot, `view <${tag}> never upgraded`);
  const view = currentView(modal)!;
  await (view as HTMLElement & { updateComplete?: Promise<unknown> }).updateComplete;
  return view;
}
