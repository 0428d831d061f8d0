// The SDK starts while the wallet list is read, so picking WalletConnect shows the QR code at once; nothing
// reaches the relay before the modal is opened. This file has a relay of its own, so its statistics count
// this page's sockets only.
import { expect } from '@open-wc/testing';
import { nextIdle, waitUntil } from '../helpers/wait.js';
import { getAppKit } from '../../src/app-kit.js';
import { rowsReady } from '../../src/features.js';
import { providerSettings, sharedProvider } from '../../src/connectors/walletconnect/shared-provider.js';
import { warmPairingCrypto } from '../../src/connectors/walletconnect/sdk-seam.js';
import { $router, openModal } from '../../src/core/index.js';
import { $walletConnect } from '../../src/core/walletconnect/store.js';
import { createRelay, createWallet } from '../fixtures/wc/control.js';
import type { TestRelay, TestWcWallet } from '../fixtures/wc/control.js';
import { emulateMedia } from '../modal/commands.js';
import { announceTestWallet, renderModal, waitForView } from '../modal/helpers.js';
import { createWcKit, resetWc, waitConnected } from './helpers.js';
import { deepQueryAll } from '../helpers/dom.js';
import { fetched, WC_CONNECTOR as CONNECTOR, WC_SDK as SDK } from '../helpers/fetched.js';

describe('WalletConnect warm-up', function () {
  let relay: TestRelay;
  let wallet: TestWcWallet;

  before(async () => {
    relay = await createRelay();
    wallet = await createWallet({ relay });
  });
  after(async () => {
    await resetWc(wallet);
    await wallet.dispose();
    await relay.dispose();
  });
  beforeEach(async () => {
    await resetWc(wallet);
    await emulateMedia({ reducedMotion: 'reduce' });
  });

  it('loads nothing and contacts no relay before the modal opens; starts the SDK on open, the socket on the pick', async () => {
    const before = (await relay.stats()).connections ?? 0;
    // A browser wallet, so the modal opens on the wallet list rather than on the QR code.
    await announceTestWallet();
    // WalletConnect from the projectId alone (AppKit's default), not from `enableWalletConnect`.
    await createWcKit({ relayUrl: relay.relayUrl, enableWalletConnect: undefined });
    expect(getAppKit()!.options.enableWalletConnect).to.equal(true);
    const modal = await renderModal();
    // Start-up is over: every feature has loaded and started, and the page has been idle since (idle-time work ran).
    await rowsReady();
    await nextIdle();
    expect(fetched(CONNECTOR)).to.deep.equal([]);
    expect((await relay.stats()).connections ?? 0).to.equal(before);

    openModal();
    const list = await waitForView(modal, 'w3m-connect-view');
    await waitUntil(() => fetched(CONNECTOR).length === 1 && fetched(SDK).length > 0, 'the SDK was not loaded on open', { timeout: 10_000 });
    // Starting the SDK with no session stored opens no socket: the relay hears of us only once WalletConnect is picked.
    // The settled signal is the started SDK itself: the page's one provider (same settings, so the same promise).
    await sharedProvider(providerSettings(getAppKit()!.options));
    expect((await relay.stats()).connections ?? 0).to.equal(before);
    expect($walletConnect.get().status).to.equal('idle');

    const entry = deepQueryAll<HTMLElement>(list, 'wui-list-wallet').find(e => (e as unknown as { name: string }).name === 'WalletConnect');
    expect(entry, 'WalletConnect entry').not.to.equal(undefined);
    (entry!.shadowRoot?.querySelector('button') ?? entry!).click();
    expect($router.get().view).to.equal('ConnectingWalletConnectBasic');
    const view = await waitForView(modal, 'w3m-connecting-wc-basic-view');
    await waitUntil(() => view.shadowRoot?.querySelector('wui-qr-code'), 'no QR code', { timeout: 10_000 });
    const uri = $walletConnect.get().uri!;
    expect(uri).to.match(/^wc:/);
    expect((await relay.stats()).connections ?? 0).to.be.greaterThan(before);

    // The warmed-up provider is the one that pairs.
    await wallet.pair(uri);
    await waitConnected();
  });

  it("the warm-up runs the pairing's cryptography locally and leaves no key behind", async () => {
    const before = (await relay.stats()).connections ?? 0;
    await createWcKit({ relayUrl: relay.relayUrl });
    const { relayUrl } = getAppKit()!.options;
    const provider = await sharedProvider(providerSettings(getAppKit()!.options));
    const keys = [...provider.client.core.crypto.keychain.keychain.keys()];
    await warmPairingCrypto(provider, relayUrl);
    // The client's seed is made on the first signature (the socket's auth token would make it anyway).
    expect([...provider.client.core.crypto.keychain.keychain.keys()].filter(key => !keys.includes(key))).to.deep.equal(['client_ed25519_seed'].filter(key => !keys.includes(key)));
    expect((await relay.stats()).connections ?? 0).to.equal(before);
  });
});
