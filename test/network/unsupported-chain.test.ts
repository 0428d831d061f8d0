import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { $account, $modal, $router, closeModal, connect, mainnet } from '../../src/core/index.js';
import { getAppKit } from '../../src/app-kit.js';
import type { AppKitOptions, CaipNetwork } from '../../src/core/index.js';
import type { W3mModal } from '../../src/modal/w3m-modal.js';
import type { WuiListWallet } from '../../src/components/wui-list-wallet.js';
import type { TestWallet } from '../fixtures/test-wallet.js';
import { emulateMedia } from '../modal/commands.js';
import { TEST_WALLET_ID, announceTestWallet, createTestKit, dialogOf, waitForView } from '../modal/helpers.js';
import { extraNode } from './helpers.js';
import '../../src/views/network/w3m-unsupported-chain-view.js';
import { deepQuery, deepQueryAll, deepText, waitForText } from '../helpers/dom.js';
import { expectAccessibleInBothThemes } from '../helpers/axe.js';
import { resetAll } from '../helpers/reset.js';

const VIEW = 'w3m-unsupported-chain-view';
const LOCAL_ID = 31337;

interface Page {
  modal: W3mModal;
  button: HTMLElement;
  wallet: TestWallet;
  local: CaipNetwork;
}

/** The page: a button and the modal; a kit on chain 1 and chain 31337 (its own node); the wallet starts on `walletChain`. */
async function page(walletChain: number, options: Partial<AppKitOptions> = {}): Promise<Page> {
  const second = await extraNode(LOCAL_ID);
  const local: CaipNetwork = {
    id: LOCAL_ID,
    caipNetworkId: 'eip155:31337',
    chainNamespace: 'eip155',
    name: 'Local Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [second.url] } },
    testnet: true,
  };
  const wallet = await announceTestWallet({ chainId: walletChain, chains: [{ chainId: LOCAL_ID, rpcUrl: second.url }] });
  await createTestKit({ networks: [mainnet, local], ...options });
  const root = await fixture<HTMLElement>(html`<div><w3m-button></w3m-button><w3m-modal></w3m-modal></div>`);
  return { modal: root.querySelector('w3m-modal')!, button: root.querySelector('w3m-button')!, wallet, local };
}

const networkItem = (view: Element, name: string): WuiListWallet | undefined =>
  deepQueryAll<WuiListWallet>(view, 'wui-list-wallet').find(item => item.name === name);

const statusLine = (view: Element): HTMLElement => view.shadowRoot!.querySelector<HTMLElement>('[part="status"]')!;

const pressEscape = (modal: W3mModal): void => {
  dialogOf(modal).dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true, cancelable: true }));
};

describe('UnsupportedChain: view, modal and button', () => {
  beforeEach(async () => {
    resetAll();
    await emulateMedia({ reducedMotion: 'reduce' });
  });
  afterEach(() => resetAll());

  it('connecting on a network the app does not support opens the view with the configured networks', async () => {
    const { modal, button } = await page(5);
    expect(await connect(TEST_WALLET_ID)).to.equal(true);
    const view = await waitForView(modal, VIEW);
    expect($modal.get().open).to.equal(true);
    // A player knows the network by its name, not by its chain id.
    await waitForText(view, 'does not support: Goerli.');
    expect(deepText(view)).not.to.include('chain 5');
    const items = deepQueryAll<WuiListWallet>(view, 'wui-list-wallet');
    expect(items.map(item => item.name)).to.deep.equal(['Ethereum', 'Local Devnet']);
    expect(items.map(item => item.tag)).to.deep.equal(['', 'Testnet']);
    expect(deepText(modal)).to.include('Switch Network');
    await waitForText(button, 'Wrong Network');
    await expectAccessibleInBothThemes(view as HTMLElement & { updateComplete: Promise<unknown> });
  });

  it('Escape does not close it while the network is unsupported: the modal shakes instead', async () => {
    const { modal } = await page(5);
    await connect(TEST_WALLET_ID);
    await waitForView(modal, VIEW);
    pressEscape(modal);
    expect($modal.get()).to.include({ open: true, shake: true });
    await modal.updateComplete;
    expect(modal.shadowRoot!.querySelector('[part="card"]')!.classList.contains('shake')).to.equal(true);
    expect(dialogOf(modal).open).to.equal(true);
  });

  it('picking a network switches the wallet; the view closes and the button shows the account again', async () => {
    const { modal, button, wallet } = await page(5);
    await connect(TEST_WALLET_ID);
    const view = await waitForView(modal, VIEW);
    networkItem(view, 'Local Devnet')!.click();
    await waitUntil(() => !$modal.get().open, 'the modal stayed open');
    expect(wallet.chainId).to.equal(LOCAL_ID);
    expect($account.get().caipAddress).to.equal(`eip155:${LOCAL_ID}:${wallet.exposedAddresses[0]}`);
    await waitUntil(() => !deepText(button).includes('Wrong Network'), 'the button still says Wrong Network');
    expect(deepText(button)).to.include(wallet.exposedAddresses[0]!.slice(0, 6));
  });

  it('while the wallet asks, the network says so; a decline shows in the status line and the view stays', async () => {
    const { modal, wallet } = await page(5);
    await connect(TEST_WALLET_ID);
    const view = await waitForView(modal, VIEW);
    wallet.approval = 'manual';
    networkItem(view, 'Local Devnet')!.click();
    await wallet.waitForRequest('wallet_switchEthereumChain');
    await waitForText(view, 'Approve the switch to Local Devnet in your wallet.');
    expect(networkItem(view, 'Local Devnet')!.tag).to.equal('Switching…');
    expect(networkItem(view, 'Ethereum')!.disabled).to.equal(true);
    wallet.rejectNext(4001);
    await waitForText(view, 'You declined the switch to Local Devnet. You can try again.');
    expect(statusLine(view).getAttribute('role')).to.equal('status');
    expect(networkItem(view, 'Ethereum')!.disabled).to.equal(false);
    expect($modal.get().open).to.equal(true);
    expect($router.get().view).to.equal('UnsupportedChain');
    expect(wallet.chainId).to.equal(5);
    await expectAccessibleInBothThemes(view as HTMLElement & { updateComplete: Promise<unknown> });
    // The wallet moves to another unsupported chain: the old decline no longer applies.
    wallet.switchChain(999);
    await waitForText(view, 'does not support: Zora Goerli Testnet.');
    await waitUntil(() => statusLine(view).textContent === '', `stale status: ${statusLine(view).textContent}`);
  });

  it('the wallet moving to an unknown network opens the view; moving back closes it', async () => {
    const { modal, wallet, button } = await page(1);
    await connect(TEST_WALLET_ID);
    await waitUntil(() => !$modal.get().open);
    wallet.switchChain(999);
    await waitForView(modal, VIEW);
    expect($modal.get().open).to.equal(true);
    await waitForText(button, 'Wrong Network');
    wallet.switchChain(1);
    await waitUntil(() => !$modal.get().open, 'the view stayed open on a supported network');
  });

  it('the Wrong Network button opens the view', async () => {
    const { modal, button } = await page(5);
    await connect(TEST_WALLET_ID);
    await waitForView(modal, VIEW);
    // An app may still close it from code.
    await getAppKit()!.close();
    expect($modal.get().open).to.equal(false);
    deepQuery<HTMLButtonElement>(button, 'button')!.click();
    await waitForView(modal, VIEW);
    expect($modal.get().open).to.equal(true);
  });

  it('Disconnect is the other way out: it disconnects and closes the modal', async () => {
    const { modal } = await page(5);
    await connect(TEST_WALLET_ID);
    const view = await waitForView(modal, VIEW);
    deepQueryAll<HTMLElement>(view, 'wui-button').find(b => deepText(b) === 'Disconnect')!.click();
    await waitUntil(() => $account.get().status === 'disconnected' && !$modal.get().open, 'still connected or open');
  });

  it('allowUnsupportedChain: no view, and the button shows the account', async () => {
    const { button, wallet } = await page(5, { allowUnsupportedChain: true });
    await connect(TEST_WALLET_ID);
    // The button showing the account is the settled signal: the wrong-network reaction (a microtask after
    // the chain changed) has run by then.
    await waitForText(button, wallet.exposedAddresses[0]!.slice(0, 6));
    expect($modal.get().open).to.equal(false);
    expect(deepText(button)).not.to.include('Wrong Network');
  });

  it('enableNetworkSwitch: false: no view; the button still warns and opens the account', async () => {
    const { modal, button } = await page(5, { enableNetworkSwitch: false });
    await connect(TEST_WALLET_ID);
    // Settled signal as above: the button's warning comes from the same chain state.
    await waitForText(button, 'Wrong Network');
    expect($modal.get().open).to.equal(false);
    deepQuery<HTMLButtonElement>(button, 'button')!.click();
    await waitForView(modal, 'w3m-account-view');
    // Not blocked: with switching off the player may close it.
    pressEscape(modal);
    expect($modal.get().open).to.equal(false);
    closeModal();
  });
});
