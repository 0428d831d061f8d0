// SIWX over WalletConnect: the Node wallet on the official SDK (test/fixtures/wc) signs the sign-in message.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { verifyMessage } from 'viem';
import type { Address, Hex } from 'viem';
import { $account, $modal } from '../../src/core/index.js';
import { DefaultSIWX } from '../../src/core/siwx/default.js';
import { dialogOf } from '../modal/helpers.js';
import { createWcKit, openQr, useWallet, waitConnected } from '../wc/helpers.js';
import { button, storedSessions, waitClosed, waitForSignInView } from './helpers.js';
import { waitForText } from '../helpers/dom.js';

describe('SIWX with a WalletConnect wallet', function () {
  const wallet = useWallet({ reducedMotion: true });

  it('asks the paired wallet to sign in; the session it signs over the relay is stored and verifies', async () => {
    const siwx = new DefaultSIWX({ statement: 'Sign in to w3m tests' });
    await createWcKit({ siwx });
    const { modal, uri } = await openQr();
    await wallet.pair(uri);
    await waitConnected();
    const { address } = (await wallet.state()) as { address: Address };
    // This wallet answers the session proposal, not one-click authentication: the modal asks for the signature.
    const view = await waitForSignInView(modal);
    await waitUntil(() => button(view, 'Sign'), 'no Sign button');
    button(view, 'Sign')!.click();
    await waitClosed();
    const [session] = storedSessions();
    expect(session!.data).to.include({ accountAddress: address, chainId: 'eip155:1' });
    expect(await verifyMessage({ address, message: session!.message, signature: session!.signature as Hex })).to.equal(true);
    expect(await siwx.getSessions('eip155:1', address)).to.have.length(1);
    expect($account.get().status).to.equal('connected');
  });

  it('declined in the wallet: "Signature declined", and Cancel disconnects the WalletConnect session', async () => {
    await createWcKit({ siwx: new DefaultSIWX() });
    const { modal, uri } = await openQr();
    await wallet.pair(uri);
    await waitConnected();
    const view = await waitForSignInView(modal);
    await wallet.setAutoApprove(false);
    button(view, 'Sign')!.click();
    await wallet.reject(4001);
    await waitForText(dialogOf(modal), 'Signature declined');
    await waitForText(view, 'You declined the signature');
    expect($modal.get().open).to.equal(true);
    expect(storedSessions()).to.deep.equal([]);
    button(view, 'Cancel')!.click();
    await waitUntil(() => $account.get().status === 'disconnected', 'Cancel did not disconnect');
    await waitUntil(async () => (await wallet.state()).sessions.length === 0, 'the wallet still has the session');
  });
});
