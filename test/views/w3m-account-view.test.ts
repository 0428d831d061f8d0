import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import type { Address } from 'viem';
import { $account, $chain, $modal, $toast, connect, formatAmount, openModal } from '../../src/core/index.js';
import { patchAccount } from '../helpers/account.js';
import type { W3mModal } from '../../src/modal/w3m-modal.js';
import { getBalance } from '../fixtures/chain.js';
import type { TestWallet } from '../fixtures/test-wallet.js';
import { emulateMedia } from '../modal/commands.js';
import { TEST_WALLET_ID, announceTestWallet, createTestKit, dialogOf, waitForView } from '../modal/helpers.js';
import { deepQuery, deepQueryAll, deepText, waitForText } from '../helpers/dom.js';
import { expectAccessibleInBothThemes } from '../helpers/axe.js';
import { resetAll } from '../helpers/reset.js';
import { holdClock } from '../helpers/timed-state.js';

interface Connected {
  modal: W3mModal;
  wallet: TestWallet;
  view: HTMLElement;
  address: Address;
  root: HTMLElement;
}

/** Connects the test wallet for real, then opens the modal (which the opening rules put on Account). */
async function connectAndOpen(kitOptions: Parameters<typeof createTestKit>[0] = {}): Promise<Connected> {
  const wallet = await announceTestWallet();
  await createTestKit(kitOptions);
  const root = await fixture<HTMLElement>(html`<div><w3m-button></w3m-button><w3m-modal></w3m-modal></div>`);
  const modal = root.querySelector('w3m-modal')!;
  await waitUntil(() => $chain.get().activeNetwork !== undefined);
  expect(await connect(TEST_WALLET_ID)).to.equal(true);
  openModal();
  const view = await waitForView(modal, 'w3m-account-view');
  return { modal, wallet, view, address: wallet.exposedAddresses[0]!, root };
}

const button = (view: Element, text: string): HTMLElement | undefined =>
  deepQueryAll<HTMLElement>(view, 'wui-button').find(b => deepText(b).includes(text));

describe('<w3m-account-view>', () => {
  beforeEach(async () => {
    resetAll();
    await emulateMedia({ reducedMotion: 'reduce' });
  });
  afterEach(() => resetAll());

  it('shows the avatar, the shortened address, the network and the real balance from the node', async () => {
    const { modal, view, address } = await connectAndOpen();
    // In the locale's digits (English here): "10,000 ETH".
    const expected = `${Number(formatAmount(await getBalance(address), 18)).toLocaleString('en-US', { maximumFractionDigits: 4 })} ETH`;
    await waitForText(view, expected);
    const shown = deepQuery(view, 'wui-address')!;
    const visible = shown.shadowRoot!.querySelector('[aria-hidden="true"]')!.textContent;
    expect(visible).to.equal(`${address.slice(0, 6)}…${address.slice(-4)}`);
    expect(deepQuery(shown, '[title]')?.getAttribute('title')).to.equal(address);
    expect(deepQuery(view, 'wui-avatar')).not.to.equal(undefined);
    // The network row (read as "Network: Ethereum", with its picture) and the wallet that connected.
    const network = deepQuery(view, '[part="network"]')!;
    expect(network.textContent!.replace(/\s+/g, ' ')).to.include('Network: Ethereum');
    expect(deepQuery(network, 'wui-network-image')).not.to.equal(undefined);
    expect(deepText(deepQuery(view, '[part="wallet"]')!)).to.include('Test Wallet');
    await expectAccessibleInBothThemes(modal);
  });

  it('shows a loading balance, then "Balance unavailable" when the read fails', async () => {
    // Port 9 (discard) refuses connections: a real failed read, not a mock.
    const { modal, view } = await connectAndOpen({ customRpcUrls: { 'eip155:1': [{ url: 'http://127.0.0.1:9' }] } });
    await waitForText(view, 'Balance unavailable', 8000);
    patchAccount('eip155', { balanceLoading: true });
    await waitForText(view, 'Loading balance');
    await expectAccessibleInBothThemes(modal);
  });

  it('copies the address and confirms with a toast', async () => {
    // The toast hides on a timer: held, so the text check cannot come after it on a slow machine.
    holdClock();
    const { modal, view, address } = await connectAndOpen();
    const copied: string[] = [];
    // Headless Chromium has no clipboard permission; record what the view hands to the Clipboard API.
    Object.defineProperty(navigator.clipboard, 'writeText', {
      configurable: true,
      value: async (text: string) => void copied.push(text),
    });
    try {
      deepQuery<HTMLButtonElement>(view, 'button[aria-label="Copy address"]')!.click();
      await waitUntil(() => $toast.get().open);
      expect(copied).to.deep.equal([address]);
      await waitForText(dialogOf(modal), 'Address copied');
    } finally {
      delete (navigator.clipboard as unknown as Record<string, unknown>)['writeText'];
    }
  });

  it('links to the block explorer in a new tab', async () => {
    const { view, address } = await connectAndOpen();
    const link = deepQuery<HTMLAnchorElement>(view, 'a[part="explorer"]')!;
    expect(link.href).to.equal(`https://etherscan.io/address/${address}`);
    expect(link.target).to.equal('_blank');
    expect(link.rel).to.include('noopener');
    expect(deepText(link)).to.include('Block explorer');
  });

  it('disconnects: back to disconnected, modal closed, stored connection cleared', async () => {
    const { root, view } = await connectAndOpen();
    expect(localStorage.getItem('w3m:connectedConnectorId')).to.equal(JSON.stringify(TEST_WALLET_ID));
    button(view, 'Disconnect')!.click();
    await waitUntil(() => $account.get().status === 'disconnected', 'still connected');
    await waitUntil(() => !$modal.get().open);
    expect(localStorage.getItem('w3m:connectedConnectorId')).to.equal(null);
    const w3mButton = root.querySelector('w3m-button')!;
    await w3mButton.updateComplete;
    expect(deepText(w3mButton)).to.include('Connect Wallet');
  });

  it('shows the unsupported-network state and switches back through the wallet', async () => {
    // Otherwise the UnsupportedChain view takes over (test/network/unsupported-chain.test.ts).
    const { modal, wallet, view } = await connectAndOpen({ allowUnsupportedChain: true });
    wallet.switchChain(31337);
    await waitForText(view, 'Unsupported network');
    // 31337 is no network src/networks defines: the player reads that, with the id to look it up.
    await waitForText(view, 'does not support: Unknown network (31337).');
    expect(deepQuery(view, 'a[part="explorer"]')).to.equal(undefined);
    await expectAccessibleInBothThemes(modal);
    button(view, 'Switch to Ethereum')!.click();
    await waitUntil(() => $chain.get().unsupportedChainId === undefined, 'still unsupported');
    expect(wallet.chainId).to.equal(1);
    await waitUntil(() => deepQuery(view, '[part="network"]')?.textContent?.replace(/\s+/g, ' ').includes('Network: Ethereum'), 'the network row names Ethereum again');
  });
});
