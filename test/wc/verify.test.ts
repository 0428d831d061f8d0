// WalletConnect Verify, on by default as in AppKit: with each proposal and request the page's SDK sends an
// attestation of the page's origin, which the player's wallet checks. Real parts: the page's SDK (its own Verify
// client loads the attestation frame), the local Verify stand-in (test/fixtures/verify/server.mjs, speaking the
// SDK's protocol), and a Node wallet whose SDK checks each attestation against the stand-in's key.
import { expect } from '@open-wc/testing';
import { toHex } from 'viem';
import type { Address } from 'viem';
import { $account, mainnet, openModal, resolveOptions } from '../../src/core/index.js';
import { $walletConnect } from '../../src/core/walletconnect/store.js';
import { getAppKit } from '../../src/app-kit.js';
import { VERIFY_ATTESTATION_BOUND_MS } from '../../src/connectors/walletconnect/sdk-seam.js';
import { attestationRequests, steerVerify } from '../fixtures/verify/control.js';
import { renderModal, waitForView } from '../modal/helpers.js';
import { holdClock } from '../helpers/timed-state.js';
import { waitUntil } from '../helpers/wait.js';
import { thrownMessage } from '../core/setup.js';
import { createWcKit, openQr, useWallet, waitConnected } from './helpers.js';
import { framesOf, newProject, verdicts as verdictsOf } from './verify-helpers.js';
import type { Verdict } from './verify-helpers.js';

describe('WalletConnect Verify (attestation of the page origin)', function () {
  const wallet = useWallet({ reducedMotion: true, checksAttestations: true });

  const verdicts = (): Promise<Verdict[]> => verdictsOf(wallet);

  /** personal_sign through the modal's provider: a request the SDK attests too. */
  async function signSomething(): Promise<unknown> {
    const address = $account.get().address as Address;
    return getAppKit()!.getWalletProvider()!.request({ method: 'personal_sign', params: [toHex('Verify me'), address] });
  }

  it('is on by default, as in AppKit; enableWalletConnectVerify: false turns it off; verifyUrl must be http(s)', () => {
    expect(resolveOptions({ networks: [mainnet] }).enableWalletConnectVerify).to.equal(true);
    expect(resolveOptions({ networks: [mainnet], enableWalletConnectVerify: false }).enableWalletConnectVerify).to.equal(false);
    expect(resolveOptions({ networks: [mainnet] }).verifyUrl).to.equal(undefined);
    expect(thrownMessage(() => resolveOptions({ networks: [mainnet], verifyUrl: 'verify.example' }))).to.equal('Invalid option `verifyUrl`: expected an http:// or https:// URL');
  });

  it("answering: the wallet sees the attestation of the app's origin, VALID, for the proposal and for a request", async () => {
    const projectId = newProject('verify-valid');
    await createWcKit({ projectId });
    const { uri } = await openQr();
    await wallet.pair(uri);
    await waitConnected();
    expect(await signSomething()).to.match(/^0x[0-9a-f]{130}$/);
    expect((await attestationRequests(projectId)).map(r => r.attested)).to.deep.equal([location.origin, location.origin]);
    expect(await verdicts()).to.deep.equal([
      { on: 'session_proposal', origin: location.origin, validation: 'VALID', isScam: false },
      { on: 'personal_sign', origin: location.origin, validation: 'VALID', isScam: false },
    ]);
  });

  it('answering for another origin: the wallet sees the mismatch, INVALID (a copy of the app elsewhere)', async () => {
    const projectId = newProject('verify-elsewhere');
    await steerVerify(projectId, { mode: 'attest', origin: 'https://copy-of-the-game.example' });
    await createWcKit({ projectId });
    const { uri } = await openQr();
    await wallet.pair(uri);
    await waitConnected();
    expect(await verdicts()).to.deep.equal([{ on: 'session_proposal', origin: 'https://copy-of-the-game.example', validation: 'INVALID', isScam: false }]);
  });

  it('hanging: the connect and a request go on at the bound (1.5 s on the modal clock), without an attestation', async () => {
    const projectId = newProject('verify-hang');
    await steerVerify(projectId, { mode: 'hang' });
    const held = holdClock();
    await createWcKit({ projectId });
    const modal = await renderModal();
    openModal();
    await waitForView(modal, 'w3m-connecting-wc-basic-view');
    // The QR code does not wait for the attestation (verify-qr.test.ts); the proposal does, until the bound.
    await waitUntil(() => $walletConnect.get().uri !== undefined, 'no QR code while the attestation is awaited');
    await waitUntil(() => framesOf(projectId) === 1, 'the SDK loaded no attestation frame');
    held.advance(VERIFY_ATTESTATION_BOUND_MS);
    await wallet.pair($walletConnect.get().uri!);
    await waitConnected();

    const signature = signSomething();
    await waitUntil(async () => (await attestationRequests(projectId)).length === 2 && framesOf(projectId) > 0, 'the request asked for no attestation');
    held.advance(VERIFY_ATTESTATION_BOUND_MS);
    expect(await signature).to.match(/^0x[0-9a-f]{130}$/);
    expect((await attestationRequests(projectId)).map(r => r.held)).to.deep.equal([true, true]);
    expect(await verdicts()).to.deep.equal([
      { on: 'session_proposal', origin: location.origin, validation: 'UNKNOWN' },
      { on: 'personal_sign', origin: location.origin, validation: 'UNKNOWN' },
    ]);
  });

  it('turned off: no attestation is asked for, no frame is loaded, and the wallet cannot tell (UNKNOWN)', async () => {
    const projectId = newProject('verify-off');
    await createWcKit({ projectId, enableWalletConnectVerify: false });
    const { uri } = await openQr();
    expect(framesOf(projectId)).to.equal(0);
    await wallet.pair(uri);
    await waitConnected();
    expect(await signSomething()).to.match(/^0x[0-9a-f]{130}$/);
    expect(await attestationRequests(projectId)).to.deep.equal([]);
    expect((await verdicts()).map(v => v.validation)).to.deep.equal(['UNKNOWN', 'UNKNOWN']);
  });
});
