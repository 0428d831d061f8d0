import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { recoverMessageAddress, toHex } from 'viem';
import { $modal, $router, $toast, closeModal, getAccount } from '../../src/core/index.js';
import type { AuthRpcError } from '../../src/connectors/auth/provider.js';
import { until } from '../core/setup.js';
import { getAnvil, receiptOf, rpc } from '../fixtures/chain.js';
import { sendKeys } from '../modal/commands.js';
import { dialogOf, renderModal } from '../modal/helpers.js';
import type { W3mModal } from '../../src/modal/w3m-modal.js';
import { expectNoAxeViolations } from '../helpers/axe.js';
import { APPROVE_AT, REJECT_AT, callNames, rejection, siteState, stateWhen } from './helpers.js';
import { approvalShown, clickInFrame, createAuthKit, signInByEmail } from './kit.js';
import type { AuthKit } from './kit.js';
import { resetAll } from '../helpers/reset.js';
import { captureConsoleErrors } from '../helpers/console.js';

const MESSAGE = 'Sign in to the game';

describe('Embedded wallet RPC: approval rules end to end', () => {
  let kit: AuthKit;
  let modal: W3mModal;

  beforeEach(async () => {
    resetAll();
    kit = await createAuthKit();
    modal = await renderModal();
    await signInByEmail();
  });
  afterEach(() => resetAll());

  it('runs safe methods without approval and without opening the modal', async () => {
    const provider = kit.connector.getProvider();
    const anvil = await getAnvil();
    const expected = await rpc<string>('eth_getBalance', [kit.site.address, 'latest'], anvil.url);
    expect(await provider.request({ method: 'eth_getBalance', params: [kit.site.address, 'latest'] })).to.equal(expected);
    expect(await provider.request({ method: 'eth_blockNumber' })).to.match(/^0x[0-9a-f]+$/);
    expect($modal.get().open).to.equal(false);
    expect((await siteState(kit.session)).approvalShown).to.equal(null);
  });

  it('personal_sign opens ApproveTransaction; a click on Approve in the frame returns a real signature', async () => {
    const provider = kit.connector.getProvider();
    const address = getAccount('eip155').address!;
    const signing = provider.request({ method: 'personal_sign', params: [toHex(MESSAGE), address] }) as Promise<`0x${string}`>;
    const iframe = await approvalShown(kit, modal, 'personal_sign');
    // The frame sits inside the modal dialog, so the dialog being modal does not make it inert.
    expect(dialogOf(modal).contains(iframe.assignedSlot)).to.equal(true);
    // The frame's page is the secure site's (cross-origin, not ours to audit); the view around it is.
    await expectNoAxeViolations(modal, { iframes: false });
    await clickInFrame(iframe, APPROVE_AT);
    const signature = await signing;
    expect(await recoverMessageAddress({ message: MESSAGE, signature })).to.equal(kit.site.address);
    await waitUntil(() => !$modal.get().open, 'modal closes after the answer');
    expect(kit.connector.session.frame.visible).to.equal(false);
  });

  it('eth_sendTransaction is approved in the frame and mined on the local node', async () => {
    const provider = kit.connector.getProvider();
    const sending = provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: kit.site.address, to: '0x000000000000000000000000000000000000dEaD', value: '0x1' }],
    }) as Promise<`0x${string}`>;
    await clickInFrame(await approvalShown(kit, modal, 'eth_sendTransaction'), APPROVE_AT);
    const hash = await sending;
    const receipt = await receiptOf(hash);
    expect(receipt.status).to.equal('0x1');
  });

  it('a click on Reject rejects with code 4001', async () => {
    const logged = captureConsoleErrors(/^W3mFrame: /);
    const provider = kit.connector.getProvider();
    const signing = rejection(provider.request({ method: 'personal_sign', params: [toHex(MESSAGE), kit.site.address] }));
    await clickInFrame(await approvalShown(kit, modal, 'personal_sign'), REJECT_AT);
    const error = (await signing) as AuthRpcError;
    expect(error.message).to.equal('User rejected the request');
    expect(error.code).to.equal(4001);
    expect(logged.messages).to.deep.equal(['W3mFrame: RPC_REQUEST failed']);
    expect(logged.errorMessages()).to.deep.equal(['User rejected the request']);
  });

  it('the modal cannot be closed on ApproveTransaction unless forced; forcing it aborts the request', async () => {
    const logged = captureConsoleErrors(/^W3mFrame: /);
    const provider = kit.connector.getProvider();
    const signing = provider.request({ method: 'personal_sign', params: [toHex(MESSAGE), kit.site.address] });
    const read = provider.request({ method: 'eth_chainId' });
    await approvalShown(kit, modal, 'personal_sign');
    expect(closeModal()).to.equal(false);
    expect($modal.get().shake).to.equal(true);
    dialogOf(modal).focus();
    await sendKeys({ press: 'Escape' });
    expect($modal.get().open).to.equal(true);
    expect($router.get().view).to.equal('ApproveTransaction');
    // The refused closes above ran synchronously; an abort would have rejected the request by now.
    expect(await stateWhen(signing)).to.equal('pending');
    expect(closeModal({ force: true })).to.equal(true);
    const error = (await rejection(signing)) as AuthRpcError;
    expect(error.message).to.equal('Request was aborted');
    expect(logged.messages).to.deep.equal(['W3mFrame: RPC_REQUEST failed']);
    expect(logged.errorMessages()).to.deep.equal(['Request was aborted']);
    expect(await read).to.equal('0x1');
    await waitUntil(async () => (await siteState(kit.session)).approvalShown === '', 'the frame drops its approval UI');
    expect(kit.connector.session.frame.visible).to.equal(false);
  });

  it('refuses a method outside the allowed list: the modal opens and says so after 300 ms', async () => {
    const provider = kit.connector.getProvider();
    const before = (await callNames(kit.session)).length;
    const error = (await rejection(provider.request({ method: 'eth_sign', params: [kit.site.address, '0x00'] }))) as AuthRpcError;
    expect(error.message).to.equal('Requested RPC call is not allowed');
    expect(error.code).to.equal(4200);
    expect($modal.get().open).to.equal(true);
    expect($toast.get().open).to.equal(false);
    await until($toast, t => t.open && t.variant === 'error' && t.message === 'Requested RPC call is not allowed', 'toast');
    expect((await callNames(kit.session)).length).to.equal(before);
  });
});
