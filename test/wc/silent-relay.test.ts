// A relay that accepts the connection and then says nothing (issue 25: the message and Try again within 3 s of
// the click). A real relay of this file's own falls silent on loopback: it holds the WebSocket upgrade, or opens
// the socket and holds every reply. The silence deadline runs on the modal's clock, which these tests hold and
// move themselves, so nothing races a timer; every other wait follows the relay or the page.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { openModal } from '../../src/core/index.js';
import { $walletConnect } from '../../src/core/walletconnect/store.js';
import { getWalletConnectConnector } from '../../src/core/walletconnect/actions.js';
import { destroyAppKit } from '../../src/app-kit.js';
import type { WcProvider } from '../../src/connectors/walletconnect/provider.js';
import { relayConnected } from '../../src/connectors/walletconnect/sdk-seam.js';
import { RELAY_SILENCE_MS } from '../../src/connectors/walletconnect/relay-watch.js';
import { URI_TIMEOUT_MS } from '../../src/connectors/walletconnect/connector.js';
import type { W3mModal } from '../../src/modal/w3m-modal.js';
import { createRelay, createWallet } from '../fixtures/wc/control.js';
import type { TestRelay, TestWcWallet } from '../fixtures/wc/control.js';
import { emulateMedia } from '../modal/commands.js';
import { renderModal, waitForView } from '../modal/helpers.js';
import { createWcKit, nextUri, resetWc, waitConnected } from './helpers.js';
import { deepQueryAll, deepText, waitForText } from '../helpers/dom.js';
import { holdClock } from '../helpers/timed-state.js';
import type { HeldClock } from '../helpers/timed-state.js';

const cardHeight = (modal: W3mModal): number => modal.shadowRoot!.querySelector<HTMLElement>('[part="card"]')!.offsetHeight;
const labels = (view: Element): string[] => deepQueryAll(view, 'wui-button').map(button => deepText(button));
const retry = (view: Element): HTMLElement | undefined =>
  deepQueryAll<HTMLElement>(view, 'wui-button').find(button => deepText(button).includes('Try again'));

describe('WalletConnect: a relay that accepts the connection and says nothing', function () {
  let relay: TestRelay;
  let wallet: TestWcWallet;

  /** The page's request is on the relay, which holds its answer: the silence is the relay's from here on. */
  const proposalHeld = (): Promise<void> =>
    waitUntil(async () => ((await relay.stats()).heldReplies ?? 0) > 0, 'the relay holds no reply', { timeout: 10_000 });
  /** The page's socket is held in its handshake. */
  const handshakeHeld = (): Promise<void> =>
    waitUntil(async () => ((await relay.stats()).heldHandshakes ?? 0) > 0, 'the relay holds no handshake', { timeout: 10_000 });

  /** The page times the relay's silence (its timer is armed after work the test cannot see). */
  const silenceTimed = (clock: HeldClock): Promise<void> =>
    waitUntil(() => clock.armed(RELAY_SILENCE_MS), 'the page does not time the relay\'s silence');

  /** The QR view, open with its pairing under way on the silent relay, and the clock held. */
  async function openOnSilentRelay(mode: 'answers' | 'handshake'): Promise<{ modal: W3mModal; view: HTMLElement; clock: HeldClock }> {
    await relay.silence(mode);
    const clock = holdClock();
    await createWcKit({ relayUrl: relay.relayUrl });
    const modal = await renderModal();
    openModal();
    const view = await waitForView(modal, 'w3m-connecting-wc-basic-view');
    // A held handshake leaves no pairing to show; with the socket open the pairing exists, and so does its QR code.
    if (mode === 'handshake') await waitForText(view, 'Preparing QR code');
    return { modal, view, clock };
  }

  before(async () => {
    relay = await createRelay();
    wallet = await createWallet({ relay });
  });
  after(async () => {
    await relay.speak();
    await resetWc(wallet);
    await wallet.dispose();
    await relay.dispose();
  });
  beforeEach(async () => {
    await relay.speak();
    await resetWc(wallet);
    await emulateMedia({ reducedMotion: 'reduce' });
  });
  afterEach(async () => {
    // A socket the page abandoned must not stay held into the next test: the relay comes back speaking.
    await relay.kill();
    await relay.restart();
  });

  it('replies held: the QR code of the pairing, then after RELAY_SILENCE_MS of silence on the proposal the message, Try again and the other ways at the same height', async () => {
    const { modal, view, clock } = await openOnSilentRelay('answers');
    // The pairing exists once the socket is open; its proposal then waits on the relay, which holds the reply.
    const uri = await nextUri();
    await proposalHeld();
    await silenceTimed(clock);
    const height = cardHeight(modal);
    clock.advance(RELAY_SILENCE_MS - 1);
    expect($walletConnect.get()).to.deep.include({ status: 'ready', uri });
    clock.advance(1);
    await waitForText(view, 'Cannot reach the connection relay');
    expect($walletConnect.get().error?.kind).to.equal('relay');
    expect(labels(view)).to.deep.equal(['Try again', 'All Wallets', 'Other ways to connect']);
    expect(cardHeight(modal)).to.equal(height);
    // The relay answers again: Try again pairs for real.
    await relay.speak();
    retry(view)!.click();
    await wallet.pair(await nextUri());
    await waitConnected();
  });

  it('handshake held: the socket that never opens is reported after RELAY_SILENCE_MS, and Try again pairs once it opens', async () => {
    const { modal, view, clock } = await openOnSilentRelay('handshake');
    await handshakeHeld();
    await silenceTimed(clock);
    const height = cardHeight(modal);
    clock.advance(RELAY_SILENCE_MS - 1);
    expect($walletConnect.get().status).to.equal('loading');
    clock.advance(1);
    await waitForText(view, 'Cannot reach the connection relay');
    expect(cardHeight(modal)).to.equal(height);
    await relay.speak();
    retry(view)!.click();
    await wallet.pair(await nextUri());
    await waitConnected();
  });

  it('a slow relay that keeps talking is not reported: only its silence is timed, from its last word', async () => {
    const { view, clock } = await openOnSilentRelay('handshake');
    await handshakeHeld();
    await silenceTimed(clock);
    clock.advance(RELAY_SILENCE_MS - 1);
    // The socket opens (the relay spoke), then the page's next request waits on a reply: the clock starts again.
    // Which request that is depends on how far the page got while its socket was held: the pairing topic's
    // subscription (the QR code waits for it) or the proposal (the QR code is out).
    await relay.silence('answers');
    await waitUntil(() => clock.armedAfresh(RELAY_SILENCE_MS), 'the page does not time the relay\'s silence again once the socket opened');
    await proposalHeld();
    clock.advance(RELAY_SILENCE_MS - 1);
    expect($walletConnect.get().status).not.to.equal('error');
    expect(deepText(view)).not.to.include('Cannot reach');
    await relay.speak();
    const uri = await nextUri();
    await waitUntil(() => view.shadowRoot!.querySelector('wui-qr-code')?.data === uri, 'the QR code does not show the pairing');
    // The relay took the proposal (its `display_uri` reached the page): neither deadline for it is running.
    await waitUntil(() => !clock.armed(RELAY_SILENCE_MS) && !clock.armed(URI_TIMEOUT_MS), 'the relay\'s answer did not reach the page');
    // Once the relay took the proposal, its silence is no longer the pairing's concern.
    clock.advance(10 * RELAY_SILENCE_MS);
    expect($walletConnect.get()).to.deep.include({ status: 'ready', uri });
    expect(deepText(view)).not.to.include('Cannot reach');
    await wallet.pair(uri);
    await waitConnected();
  });

  it('a pairing still waiting on the relay when the kit is torn down shows nothing once the relay answers', async () => {
    await openOnSilentRelay('handshake');
    // The page's provider is started and its socket is being opened (the wallet's own socket is on this relay too).
    const connector = getWalletConnectConnector()!;
    await waitUntil(() => 'on' in connector.getProvider(), 'the page started no WalletConnect provider');
    // The page's one provider stays across kits (shared-provider.ts): the late answer reaches it.
    const provider = connector.getProvider() as unknown as WcProvider;
    // Its pairing waits on a socket the relay holds. (On a busy page the SDK may begin to open it before the modal
    // counts sockets being opened: relay-watch.ts owes such a socket all the same, so this asks the relayer.)
    await waitUntil(() => $walletConnect.get().status === 'loading' && !relayConnected(provider), 'the page\'s pairing does not wait on its socket');
    await handshakeHeld();
    destroyAppKit();
    expect($walletConnect.get().status).to.equal('idle');
    // The abandoned pairing goes on inside the SDK (it cannot be aborted): the relay opens the socket, takes the
    // proposal, and the SDK announces its URI. By then the pairing's own report would have come too.
    const announced = new Promise<string>(resolve => provider.on('display_uri', resolve));
    await relay.speak();
    await announced;
    expect($walletConnect.get().status).to.equal('idle');
  });
});
