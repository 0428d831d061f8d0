// AppKit's other public pieces: <appkit-connect-button>, <appkit-account-button>, <appkit-network-button>
// and the Networks view they lead to, driven with a real test wallet on two local nodes.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { $account, $chain, $modal, connect, mainnet } from '../../src/core/index.js';
import { getAppKit } from '../../src/app-kit.js';
import type { AppKitAccountButton } from '../../src/modal/appkit-account-button.js';
import type { AppKitConnectButton } from '../../src/modal/appkit-connect-button.js';
import type { AppKitNetworkButton } from '../../src/modal/appkit-network-button.js';
import { localDevnet } from '../network/helpers.js';
import { deepQueryAll, deepText } from '../helpers/dom.js';
import { resetAll } from '../helpers/reset.js';
import { TEST_WALLET_ID, announceTestWallet, createTestKit, renderModal, waitForView } from './helpers.js';

const LOCAL_ID = 31337;


const innerButton = (host: Element): HTMLButtonElement =>
  (host.shadowRoot!.querySelector('button') ?? host.shadowRoot!.querySelector('wui-button')!.shadowRoot!.querySelector('button'))!;

describe('AppKit buttons and the Networks view', () => {
  afterEach(() => resetAll());

  it('<appkit-connect-button> opens the modal; <appkit-account-button> shows nothing until connected', async () => {
    await createTestKit();
    await announceTestWallet({}, { rdns: TEST_WALLET_ID });
    const modal = await renderModal();
    const connectButton = await fixture<AppKitConnectButton>(html`<appkit-connect-button></appkit-connect-button>`);
    const account = await fixture<AppKitAccountButton>(html`<appkit-account-button></appkit-account-button>`);
    expect(account.shadowRoot!.querySelector('button')).to.equal(null);
    expect(deepText(connectButton)).to.contain('Connect Wallet');
    innerButton(connectButton).click();
    await waitForView(modal, 'w3m-connect-view');
    expect(await connect(TEST_WALLET_ID)).to.equal(true);
    await account.updateComplete;
    const address = $account.get().address!;
    expect(deepText(account)).to.contain(`${address.slice(0, 6)}…${address.slice(-4)}`);
  });

  it('<appkit-network-button> names the network and opens Networks; a pick switches the wallet and closes', async () => {
    const local = await localDevnet();
    await createTestKit({ networks: [mainnet, local] });
    const wallet = await announceTestWallet({ chains: [{ chainId: LOCAL_ID, rpcUrl: local.rpcUrls.default.http[0]! }] }, { rdns: TEST_WALLET_ID });
    const modal = await renderModal();
    const network = await fixture<AppKitNetworkButton>(html`<appkit-network-button></appkit-network-button>`);
    expect(deepText(network)).to.contain('Ethereum');
    expect(await connect(TEST_WALLET_ID)).to.equal(true);

    innerButton(network).click();
    const view = await waitForView(modal, 'w3m-networks-view');
    const rows = deepQueryAll(view, 'li');
    expect(rows.map(row => row.getAttribute('aria-current'))).to.deep.equal(['true', 'false']);
    expect(deepText(rows[0]!)).to.contain('Current');
    deepQueryAll<HTMLElement>(rows[1]!, 'wui-list-wallet')[0]!.click();
    await waitUntil(() => !$modal.get().open, 'the modal did not close after the switch');
    expect(wallet.chainId).to.equal(LOCAL_ID);
    expect($chain.get().activeNetwork?.caipNetworkId).to.equal('eip155:31337');
    await network.updateComplete;
    expect(deepText(network)).to.contain('Local Devnet');
  });

  it('open({ view: "Networks" }) without a wallet changes the app\'s network', async () => {
    const local = await localDevnet();
    await createTestKit({ networks: [mainnet, local] });
    const modal = await renderModal();
    await getAppKit()!.open({ view: 'Networks' });
    const view = await waitForView(modal, 'w3m-networks-view');
    deepQueryAll<HTMLElement>(view, 'wui-list-wallet')[1]!.click();
    await waitUntil(() => !$modal.get().open, 'the modal did not close');
    expect($chain.get().activeNetwork?.caipNetworkId).to.equal('eip155:31337');
  });
});
