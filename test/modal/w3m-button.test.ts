import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { $account, $modal, $router, DEFAULT_BALANCE, connect, disconnect, formatAmount } from '../../src/core/index.js';
import { patchAccount } from '../helpers/account.js';
import type { W3mButton } from '../../src/modal/w3m-button.js';
import { AppKitButton } from '../../src/modal/appkit-button.js';
import { getBalance } from '../fixtures/chain.js';
import { emulateMedia } from './commands.js';
import { TEST_WALLET_ID, announceTestWallet, createTestKit } from './helpers.js';
import { deepActiveElement, deepQuery, deepText, waitForText } from '../helpers/dom.js';
import { expectAccessibleInBothThemes } from '../helpers/axe.js';
import { resetAll } from '../helpers/reset.js';

/** The native button inside, whatever the state renders. */
const innerButton = (el: W3mButton): HTMLButtonElement => deepQuery<HTMLButtonElement>(el, 'button')!;

describe('<w3m-button> and <appkit-button>', () => {
  beforeEach(async () => {
    resetAll();
    await emulateMedia({ reducedMotion: 'reduce' });
  });
  afterEach(() => resetAll());

  it('reads "Connect Wallet" when disconnected and opens the modal on Connect', async () => {
    await announceTestWallet();
    await createTestKit();
    const el = await fixture<W3mButton>(html`<w3m-button></w3m-button>`);
    expect(deepText(el)).to.equal('Connect Wallet');
    await expectAccessibleInBothThemes(el);
    innerButton(el).click();
    expect($modal.get().open).to.equal(true);
    expect($router.get().view).to.equal('Connect');
  });

  it('is disabled and reads "Connecting…" while the wallet prompt is open', async () => {
    const wallet = await announceTestWallet({ approval: 'manual' });
    await createTestKit();
    const el = await fixture<W3mButton>(html`<w3m-button></w3m-button>`);
    const pending = connect(TEST_WALLET_ID);
    await wallet.waitForRequest('eth_requestAccounts');
    await el.updateComplete;
    expect(deepText(el)).to.include('Connecting…');
    expect(innerButton(el).disabled).to.equal(true);
    await expectAccessibleInBothThemes(el);
    wallet.rejectNext(4001);
    expect(await pending).to.equal(false);
    await el.updateComplete;
    expect(deepText(el)).to.equal('Connect Wallet');
  });

  it('shows avatar, short address and the real balance when connected, and opens on Account', async () => {
    const wallet = await announceTestWallet();
    await createTestKit();
    const el = await fixture<W3mButton>(html`<w3m-button></w3m-button>`);
    expect(await connect(TEST_WALLET_ID)).to.equal(true);
    const address = wallet.exposedAddresses[0]!;
    // In the locale's digits (English by default): "10,000 ETH".
    const balance = `${Number(formatAmount(await getBalance(address), 18)).toLocaleString('en-US', { maximumFractionDigits: 4 })} ETH`;
    await waitForText(el, balance);
    expect(deepText(el)).to.include(`${address.slice(0, 6)}…${address.slice(-4)}`);
    expect(deepQuery(el, 'wui-avatar')).not.to.equal(undefined);
    // One short name, from what the button shows.
    expect(innerButton(el).getAttribute('aria-label')).to.equal(`Account ${address.slice(0, 6)}…${address.slice(-4)}, ${balance}`);
    await expectAccessibleInBothThemes(el);
    innerButton(el).click();
    expect($router.get().view).to.equal('Account');
  });

  it('keeps the focus when connecting and disconnecting replace the control it shows', async () => {
    await announceTestWallet();
    await createTestKit();
    const el = await fixture<W3mButton>(html`<w3m-button></w3m-button>`);
    el.focus();
    expect(deepText(deepActiveElement()!)).to.equal('Connect Wallet');
    expect(await connect(TEST_WALLET_ID)).to.equal(true);
    await waitUntil(() => /^Account 0x/.test(deepActiveElement()?.getAttribute('aria-label') ?? ''), 'focus left the button on connect');
    await disconnect();
    await waitUntil(() => deepText(deepActiveElement() ?? document.body) === 'Connect Wallet', 'focus left the button on disconnect');
  });

  it('falls back to the default balance while the first read is loading', async () => {
    await createTestKit();
    const el = await fixture<W3mButton>(html`<w3m-button></w3m-button>`);
    patchAccount('eip155', { status: 'connected', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', balanceLoading: true });
    await el.updateComplete;
    expect(deepText(el)).to.include(`${DEFAULT_BALANCE.balance} ${DEFAULT_BALANCE.symbol}`);
  });

  it('shows "0.000" and the symbol for a balance that could not be read (offline), as AppKit\'s button', async () => {
    await createTestKit();
    const el = await fixture<W3mButton>(html`<w3m-button></w3m-button>`);
    patchAccount('eip155', { status: 'connected', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', balance: undefined, balanceSymbol: 'SOL', balanceLoading: false });
    await el.updateComplete;
    expect(deepText(el)).to.include('0.000 SOL');
    expect(deepText(el)).not.to.include('unavailable');
  });

  it('shows a wrong-network state when the wallet moves to an unsupported chain', async () => {
    const wallet = await announceTestWallet();
    await createTestKit();
    const el = await fixture<W3mButton>(html`<w3m-button></w3m-button>`);
    await connect(TEST_WALLET_ID);
    wallet.switchChain(31337);
    await waitForText(el, 'Wrong Network');
    expect(innerButton(el).getAttribute('aria-label')).to.include(wallet.exposedAddresses[0]!);
    await expectAccessibleInBothThemes(el);
  });

  it('is also available as <appkit-button>, with the same states', async () => {
    await announceTestWallet();
    await createTestKit();
    const el = await fixture<AppKitButton>(html`<appkit-button></appkit-button>`);
    expect(el).to.be.instanceOf(AppKitButton);
    expect(deepText(el)).to.equal('Connect Wallet');
    await connect(TEST_WALLET_ID);
    await waitUntil(() => $account.get().status === 'connected');
    await el.updateComplete;
    const address = $account.get().address!;
    expect(innerButton(el).getAttribute('aria-label')).to.match(new RegExp(`^Account ${address.slice(0, 6)}…${address.slice(-4)}, `));
  });

  it('follows the theme mode', async () => {
    await createTestKit({ themeMode: 'light' });
    const el = await fixture<W3mButton>(html`<w3m-button></w3m-button>`);
    expect(el.getAttribute('theme-mode')).to.equal('light');
  });
});
