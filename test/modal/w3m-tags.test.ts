// AppKit's w3m-* button tags and the attributes as AppKit spells them (`loadingLabel`, `charsStart`, `charsEnd`,
// `namespace`, `label`), on a kit connected to the test wallet.
import { expect, fixture, html } from '@open-wc/testing';
import { $account, $chain, $modal, connect } from '../../src/core/index.js';
import { patchAccount } from '../helpers/account.js';
import { W3mAccountButton } from '../../src/modal/w3m-account-button.js';
import { W3mConnectButton } from '../../src/modal/w3m-connect-button.js';
import { W3mNetworkButton } from '../../src/modal/w3m-network-button.js';
import type { W3mButton } from '../../src/modal/w3m-button.js';
import { deepText } from '../helpers/dom.js';
import { waitUntil } from '../helpers/wait.js';
import { resetAll } from '../helpers/reset.js';
import { TEST_WALLET_ID, announceTestWallet, createTestKit, renderModal, waitForView } from './helpers.js';

const innerButton = (host: Element): HTMLButtonElement =>
  (host.shadowRoot!.querySelector('button') ?? host.shadowRoot!.querySelector('wui-button')!.shadowRoot!.querySelector('button'))!;

async function connected(): Promise<string> {
  await createTestKit();
  await announceTestWallet({}, { rdns: TEST_WALLET_ID });
  expect(await connect(TEST_WALLET_ID)).to.equal(true);
  return $account.get().address!;
}

describe('AppKit tags: <w3m-connect-button>, <w3m-account-button>, <w3m-network-button>', () => {
  afterEach(() => resetAll());

  it('are defined under AppKit\'s tag names, each its own class', () => {
    expect(document.createElement('w3m-connect-button')).to.be.instanceOf(W3mConnectButton);
    expect(document.createElement('w3m-account-button')).to.be.instanceOf(W3mAccountButton);
    expect(document.createElement('w3m-network-button')).to.be.instanceOf(W3mNetworkButton);
  });

  it('<w3m-connect-button label loadingLabel> shows both labels, as AppKit spells the attribute', async () => {
    await createTestKit();
    const modal = await renderModal();
    const button = await fixture<W3mConnectButton>(html`<w3m-connect-button label="Play" loadingLabel="Wait…"></w3m-connect-button>`);
    expect(button.loadingLabel).to.equal('Wait…');
    expect(deepText(button)).to.contain('Play');
    patchAccount('eip155', { status: 'connecting' });
    await button.updateComplete;
    expect(deepText(button)).to.contain('Wait…');
    patchAccount('eip155', { status: 'disconnected' });
    await button.updateComplete;
    innerButton(button).click();
    await waitForView(modal, 'w3m-connect-view');
  });

  it('the older loading-label attribute still sets loadingLabel', async () => {
    const button = await fixture<W3mButton>(html`<w3m-button loading-label="Hold on"></w3m-button>`);
    expect(button.loadingLabel).to.equal('Hold on');
  });

  it('<w3m-account-button charsStart charsEnd> shortens the address as asked', async () => {
    const address = await connected();
    const button = await fixture<W3mAccountButton>(html`<w3m-account-button charsStart="4" charsEnd="6"></w3m-account-button>`);
    expect(button.charsStart).to.equal(4);
    expect(deepText(button)).to.contain(`${address.slice(0, 4)}…${address.slice(-6)}`);
    const plain = await fixture<W3mAccountButton>(html`<w3m-account-button></w3m-account-button>`);
    expect(deepText(plain)).to.contain(`${address.slice(0, 6)}…${address.slice(-4)}`);
  });

  it('namespace picks that namespace\'s account: nothing for Solana while only an EVM wallet is connected', async () => {
    const address = await connected();
    const evm = await fixture<W3mAccountButton>(html`<w3m-account-button namespace="eip155"></w3m-account-button>`);
    const solana = await fixture<W3mAccountButton>(html`<w3m-account-button namespace="solana"></w3m-account-button>`);
    const connect = await fixture<W3mButton>(html`<appkit-button namespace="solana"></appkit-button>`);
    expect(deepText(evm)).to.contain(address.slice(-4));
    expect(solana.shadowRoot!.querySelector('button')).to.equal(null);
    expect(deepText(connect)).to.contain('Connect Wallet');
  });

  it('<w3m-network-button label> shows the label while no network is active, then the network\'s name', async () => {
    const button = await fixture<W3mNetworkButton>(html`<w3m-network-button label="Pick a network"></w3m-network-button>`);
    expect($chain.get().activeNetwork).to.equal(undefined);
    expect(deepText(button)).to.contain('Pick a network');
    await createTestKit();
    const modal = await renderModal();
    await button.updateComplete;
    expect(deepText(button)).to.contain($chain.get().activeNetwork!.name);
    innerButton(button).click();
    await waitForView(modal, 'w3m-networks-view');
    await waitUntil(() => $modal.get().open, 'the modal did not open');
  });
});
