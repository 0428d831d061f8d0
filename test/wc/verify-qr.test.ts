// The QR code does not wait for WalletConnect Verify, and Verify loses nothing by it. The pairing URI (all the QR
// code holds) exists before the SDK asks for the proposal's attestation; the modal shows it then, and the
// attestation and the proposal's publish go on behind it (sdk-seam.ts, onPairingCreated). Real parts: the page's
// SDK, the local relay, the Verify stand-in (test/fixtures/verify/server.mjs) and a Node wallet that checks each
// attestation. The modal's clock is held in each test, so the attestation bound (1.5 s) runs only when a test moves
// it: a slow machine cannot end an attestation early, and the tests say exactly when the bound falls.
import { expect } from '@open-wc/testing';
import { toHex } from 'viem';
import type { Address } from 'viem';
import { $account, openModal, setPlatform } from '../../src/core/index.js';
import { $walletConnect } from '../../src/core/walletconnect/store.js';
import { getAppKit } from '../../src/app-kit.js';
import { SDK_DEEPLINK_KEY } from '../../src/connectors/walletconnect/sdk-seam.js';
import { attestationRequests, steerVerify } from '../fixtures/verify/control.js';
import { renderModal, waitForView } from '../modal/helpers.js';
import { holdClock } from '../helpers/timed-state.js';
import type { HeldClock } from '../helpers/timed-state.js';
import { addCleanup } from '../helpers/reset.js';
import { waitUntil } from '../helpers/wait.js';
import { createWcKit, nextUri, useWallet, waitConnected } from './helpers.js';
import { deepQueryAll, deepText } from '../helpers/dom.js';
import { explorerSession } from '../wallets/helpers.js';
import { countEndedAttestations, countPostedAttestations, framesOf, newProject, verdicts } from './verify-helpers.js';

/** The attestation bound, as a literal: a change of the constant must show here. */
const BOUND_MS = 1_500;

/** Whether the view has drawn the QR code (the SVG the player scans). */
const qrDrawn = (view: HTMLElement): boolean => Boolean(view.shadowRoot?.querySelector('wui-qr-code')?.shadowRoot?.querySelector('svg[role="img"]'));

interface QrMoment {
  uri: string;
  /** Attestations the Verify frames had posted to the page when the URI reached the view. */
  posted: number;
  /** Attestation frames the SDK had removed by then (it got their attestation, or gave up on it). */
  ended: number;
}

describe('WalletConnect Verify: the QR code before the attestation', function () {
  const wallet = useWallet({ reducedMotion: true, checksAttestations: true });

  /**
   * Opens the modal on the WalletConnect view of a kit on `projectId` with the clock held, and records the moment the
   * pairing URI reaches the view. `scan`: the wallet pairs in that same moment (a player scanning at once).
   */
  async function openOn(projectId: string, { scan = false } = {}): Promise<{ view: HTMLElement; held: HeldClock; shown: Promise<QrMoment> }> {
    const held = holdClock();
    const posted = countPostedAttestations();
    const ended = countEndedAttestations();
    await createWcKit({ projectId });
    let paired: Promise<unknown> | undefined;
    const shown = new Promise<QrMoment>(resolve => {
      const stop = $walletConnect.listen(({ uri }) => {
        if (!uri) return;
        stop();
        if (scan) paired = wallet.pair(uri);
        resolve({ uri, posted: posted(), ended: ended() });
      });
      addCleanup(stop);
    });
    const modal = await renderModal();
    openModal();
    const view = await waitForView(modal, 'w3m-connecting-wc-basic-view');
    // The wallet's pairing is part of the moment: a scan that failed shows here.
    return { view, held, shown: shown.then(async moment => (await paired, moment)) };
  }

  it('the service answers at once, the wallet scans within a frame of the QR: the proposal carries the attestation (VALID)', async () => {
    const projectId = newProject('qr-valid');
    const { view, shown } = await openOn(projectId, { scan: true });
    const moment = await shown;
    expect(moment, 'the QR code waited for the attestation').to.deep.include({ posted: 0, ended: 0 });
    await waitUntil(() => qrDrawn(view), 'the QR code was not drawn');
    await waitConnected();
    expect((await attestationRequests(projectId)).map(r => r.attested)).to.deep.equal([location.origin]);
    expect(await verdicts(wallet)).to.deep.equal([{ on: 'session_proposal', origin: location.origin, validation: 'VALID', isScam: false }]);
  });

  it('the service answers after 1 s: the QR is drawn before it answers, and the wallet still sees VALID', async () => {
    const projectId = newProject('qr-slow');
    await steerVerify(projectId, { mode: 'attest', delayMs: 1_000 });
    const { view, shown } = await openOn(projectId, { scan: true });
    const moment = await shown;
    await waitUntil(() => qrDrawn(view), 'the QR code was not drawn');
    expect(moment, 'the QR code waited for the attestation').to.deep.include({ posted: 0, ended: 0 });
    expect((await attestationRequests(projectId)).every(r => r.attested === undefined), 'the stand-in answered before the QR code was drawn').to.equal(true);
    await waitConnected();
    expect((await attestationRequests(projectId)).map(r => r.attested)).to.deep.equal([location.origin]);
    expect(await verdicts(wallet)).to.deep.equal([{ on: 'session_proposal', origin: location.origin, validation: 'VALID', isScam: false }]);
  });

  it('the service hangs: the QR is drawn at once, and the proposal goes out unattested at the bound (pending at 1 499 ms, out at 1 500 ms)', async () => {
    const projectId = newProject('qr-hang');
    await steerVerify(projectId, { mode: 'hang' });
    const { view, held, shown } = await openOn(projectId);
    const { uri, ended } = await shown;
    expect(ended, 'the QR code waited for the SDK to give the attestation up').to.equal(0);
    // The clock has not moved: nothing waited for the bound.
    await waitUntil(() => qrDrawn(view), 'the QR code was not drawn before the bound');
    await waitUntil(() => held.armed(BOUND_MS) && framesOf(projectId) === 1, 'the proposal asked for no attestation');
    held.advance(BOUND_MS - 1);
    expect(held.armed(BOUND_MS), 'the bound fell before 1 500 ms').to.equal(true);
    held.advance(1);
    expect(held.armed(BOUND_MS), 'the bound did not fall at 1 500 ms').to.equal(false);
    await wallet.pair(uri);
    await waitConnected();
    expect((await attestationRequests(projectId)).map(r => r.held)).to.deep.equal([true]);
    expect(await verdicts(wallet)).to.deep.equal([{ on: 'session_proposal', origin: location.origin, validation: 'UNKNOWN' }]);
  });

  it('a wallet that scanned before the proposal was published gets it from the relay, and the session settles', async () => {
    const projectId = newProject('qr-early-scan');
    await steerVerify(projectId, { mode: 'hang' });
    const { held, shown } = await openOn(projectId, { scan: true });
    expect((await shown).ended, 'the QR code waited for the SDK to give the attestation up').to.equal(0);
    // The wallet is on the pairing's topic; the SDK still waits for the attestation, so nothing was published.
    await waitUntil(() => held.armed(BOUND_MS), 'the proposal asked for no attestation');
    expect((await wallet.state()).events.map(e => e.name)).not.to.include('session_proposal');
    expect($account.get().status).not.to.equal('connected');
    held.advance(BOUND_MS);
    await waitConnected();
    expect((await wallet.state()).sessions).to.have.length(1);
    expect(await verdicts(wallet)).to.deep.equal([{ on: 'session_proposal', origin: location.origin, validation: 'UNKNOWN' }]);
  });

  it('a phone: the wallets are deep links with the pairing URI while the attestation is still awaited', async () => {
    const projectId = newProject('qr-phone');
    await steerVerify(projectId, { mode: 'hang' });
    const held = holdClock();
    const explorer = await explorerSession(0);
    await createWcKit({ projectId, customWallets: [{ id: 'demo-phone-wallet', name: 'Demo Phone Wallet', mobile_link: 'demowallet://' }], explorerApiUrl: explorer.base });
    setPlatform({ mobile: true });
    const modal = await renderModal();
    openModal();
    const view = await waitForView(modal, 'w3m-all-wallets-view');
    const uri = await nextUri();
    const href = (): string | null | undefined =>
      deepQueryAll(view, 'wui-wallet-tile').find(tile => deepText(tile) === 'Demo Phone Wallet')?.shadowRoot?.querySelector('a')?.getAttribute('href');
    await waitUntil(() => href() !== undefined && href() !== null, 'the wallet is no deep link');
    expect(href()).to.equal(`demowallet://wc?uri=${encodeURIComponent(uri)}`);
    // The bound has not fallen: the SDK still waits for the attestation before it publishes.
    await waitUntil(() => held.armed(BOUND_MS), 'the proposal asked for no attestation');
    held.advance(BOUND_MS);
    await wallet.pair(uri);
    await waitConnected();
  });

  it('a request: the deep link to the phone wallet opens at once, and the request goes out at the bound, not later', async () => {
    const projectId = newProject('request-hang');
    const { shown, held } = await openOn(projectId, { scan: true });
    await shown;
    await waitConnected();
    await steerVerify(projectId, { mode: 'hang' });
    // What sign-client opens for each request on a phone (the modal stores the wallet's link under this key).
    localStorage.setItem(SDK_DEEPLINK_KEY, JSON.stringify({ href: 'https://phone-wallet.example/app', name: 'Phone Wallet' }));
    addCleanup(() => localStorage.removeItem(SDK_DEEPLINK_KEY));
    const opened: string[] = [];
    const open = window.open;
    window.open = (url?: string | URL) => (opened.push(String(url)), null);
    addCleanup(() => (window.open = open));

    const address = $account.get().address as Address;
    const signature = getAppKit()!.getWalletProvider()!.request({ method: 'personal_sign', params: [toHex('Verify me'), address] });
    await waitUntil(() => opened.length === 1, 'the deep link did not open');
    expect(opened[0]).to.match(/^https:\/\/phone-wallet\.example\/app\/wc\?requestId=\d+&sessionTopic=[0-9a-f]{64}$/);
    // The attestation is asked for and still awaited (its frame stays until the SDK has it or gives up).
    await waitUntil(() => held.armed(BOUND_MS) && framesOf(projectId) === 1, 'the request asked for no attestation');
    expect((await wallet.state()).events.map(e => e.name)).not.to.include('session_request');
    held.advance(BOUND_MS - 1);
    expect(held.armed(BOUND_MS), 'the bound fell before 1 500 ms').to.equal(true);
    held.advance(1);
    expect(await signature).to.match(/^0x[0-9a-f]{130}$/);
    expect((await attestationRequests(projectId)).map(r => r.held)).to.deep.equal([false, true]);
    expect((await verdicts(wallet)).map(v => `${v.on} ${v.validation}`)).to.deep.equal(['session_proposal VALID', 'personal_sign UNKNOWN']);
  });
});
