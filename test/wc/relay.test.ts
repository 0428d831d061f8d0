// Relay outages for real: this file has a relay of its own (the shared one serves the files running in
// parallel), killed and restarted on the same port through the fixtures' control server.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { $account } from '../../src/core/index.js';
import { $walletConnect } from '../../src/core/walletconnect/store.js';
import { createRelay, createWallet } from '../fixtures/wc/control.js';
import type { TestRelay, TestWcWallet } from '../fixtures/wc/control.js';
import { emulateMedia } from '../modal/commands.js';
import { renderModal, waitForView } from '../modal/helpers.js';
import { openModal } from '../../src/core/index.js';
import { createWcKit, nextUri, openQr, resetWc, waitConnected } from './helpers.js';
import { deepQuery, deepQueryAll, deepText, waitForText } from '../helpers/dom.js';
import { expectAccessibleInBothThemes } from '../helpers/axe.js';

const retry = (view: Element): HTMLElement | undefined =>
  deepQueryAll<HTMLElement>(view, 'wui-button').find(b => deepText(b).includes('Try again'));

describe('WalletConnect: relay outages', function () {
  let relay: TestRelay;
  let wallet: TestWcWallet;

  /** The dapp's socket is open on the relay (the wallet opens its own only when it pairs). */
  const dappOnRelay = (): Promise<void> =>
    waitUntil(async () => ((await relay.stats()).clients ?? 0) > 0, 'the dapp has no socket on the relay', { timeout: 5_000 });

  before(async () => {
    relay = await createRelay();
    wallet = await createWallet({ relay });
  });
  after(async () => {
    await relay.restart();
    await resetWc(wallet);
    await wallet.dispose();
    await relay.dispose();
  });
  beforeEach(async () => {
    await relay.restart();
    await resetWc(wallet);
    await emulateMedia({ reducedMotion: 'reduce' });
  });

  it('a relay that cannot be reached: a clear error and a retry, never an endless spinner', async () => {
    await relay.kill();
    await createWcKit({ relayUrl: relay.relayUrl });
    const modal = await renderModal();
    openModal();
    const view = await waitForView(modal, 'w3m-connecting-wc-basic-view');
    // A refused socket is reported as soon as the browser reports it (issue 25), so the loading state may last
    // less than a frame; what counts is that it ends in a clear error with a way out.
    await waitForText(view, 'Cannot reach the connection relay', 15_000);
    expect(deepQuery(view, 'wui-spinner')).to.equal(undefined);
    expect($walletConnect.get().error?.kind).to.equal('relay');
    await expectAccessibleInBothThemes(modal);
    // The relay is back on the same port: "Try again" pairs for real.
    await relay.restart();
    retry(view)!.click();
    const uri = await nextUri(undefined, 15_000);
    await wallet.pair(uri);
    await waitConnected();
  });

  it('the relay dies while the QR code is shown: error within seconds, retry with a fresh URI once it is back', async () => {
    await createWcKit({ relayUrl: relay.relayUrl });
    const { view, uri } = await openQr();
    await dappOnRelay();
    await relay.kill();
    await waitForText(view, 'Cannot reach the connection relay', 8_000);
    expect(view.shadowRoot!.querySelector('wui-qr-code')).to.equal(null);
    expect(retry(view)).not.to.equal(undefined);
    await relay.restart();
    retry(view)!.click();
    const fresh = await nextUri(uri, 15_000);
    expect(fresh).not.to.equal(uri);
    await wallet.pair(fresh);
    await waitConnected();
    expect($account.get().address).to.equal((await wallet.state()).address);
  });

  it('a short drop while the QR code is shown is ridden out: the same URI still pairs', async () => {
    // The SDK sends a proposal to the relay as `wc_proposeSession`.
    const proposals = async (): Promise<number> => (await relay.stats()).methods?.['wc_proposeSession'] ?? 0;
    const proposedBefore = await proposals();
    await createWcKit({ relayUrl: relay.relayUrl });
    const { view, uri } = await openQr();
    await dappOnRelay();
    // The code shows as soon as the pairing exists, before its proposal is published: the drop comes once the relay
    // has the proposal, as a player who looks at the code for a moment meets it.
    await waitUntil(async () => (await proposals()) > proposedBefore, 'the relay never got the proposal', { timeout: 10_000 });
    const before = (await relay.stats()).connections ?? 0;
    await relay.drop();
    await waitUntil(async () => ((await relay.stats()).connections ?? 0) > before, 'the SDK did not reconnect', { timeout: 5_000 });
    await dappOnRelay();
    expect($walletConnect.get().status).to.equal('ready');
    await wallet.pair(uri);
    await waitConnected();
    expect(deepText(view)).not.to.include('Cannot reach');
  });
});
