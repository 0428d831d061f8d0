// Send with the embedded wallet (issue 36: "with the embedded wallet, the send goes through ApproveTransaction"): a
// player signed in by email sends from the Account view; Send on the preview opens ApproveTransaction, where the
// fixture secure site's frame shows its approval panel over the view. Approve: the transfer is signed by the
// secure site (ETH, and an ERC-20 deployed on the node), mined on the local node and read back, the modal following
// it to its receipt. Reject: the preview again, with the refusal's message, and Send can be pressed again. Back on
// the approval withdraws the request.
import { expect } from '@open-wc/testing';
import { $router, $toast, openModal, subscribeEvents } from '../../src/core/index.js';
import type { AppKitEvent } from '../../src/core/index.js';
import { $activity, $sendForm } from '../../src/core/data/index.js';
import type { W3mModal } from '../../src/modal/w3m-modal.js';
import { emulateMedia } from '../modal/commands.js';
import { renderModal, waitForView } from '../modal/helpers.js';
import { deepQuery, deepText, waitForText, partOf, typeInto } from '../helpers/dom.js';
import { addCleanup, resetAll } from '../helpers/reset.js';
import { captureConsoleErrors } from '../helpers/console.js';
import { waitUntil } from '../helpers/wait.js';
import { getBalance, rpc } from '../fixtures/chain.js';
import { fixtureApi, freshAccount } from '../data/fixture-api.js';
import { APPROVE_AT, REJECT_AT, secureSite, siteState } from './helpers.js';
import { deployTestToken, type TestTokenHandle } from '../fixtures/token/deploy.js';
import { approvalShown, clickInFrame, createAuthKit, signInByEmail, type AuthKit } from './kit.js';

const ETHER = 10n ** 18n;

const part = partOf;

const type = typeInto;

/** The Send flow's AppKit events, in order. */
function recordSendEvents(): { event: string; properties?: Record<string, unknown> }[] {
  const events: { event: string; properties?: Record<string, unknown> }[] = [];
  addCleanup(
    subscribeEvents((e: AppKitEvent) => {
      const data = e.data as { event: string; properties?: Record<string, unknown> };
      if (/SEND/.test(data.event)) events.push({ event: data.event, properties: data.properties });
    })
  );
  return events;
}

/** Signed in with the embedded wallet, Send on: from the Account view's Send button to a previewed send of `symbol`. */
async function previewSend(modal: W3mModal, symbol: string, amount: string, receiver: string): Promise<HTMLElement> {
  openModal();
  const account = await waitForView(modal, 'w3m-account-view');
  await waitUntil(() => deepQuery(account, 'button[data-feature="send"]'), 'the Send button');
  deepQuery<HTMLButtonElement>(account, 'button[data-feature="send"]')!.click();
  const send = await waitForView(modal, 'w3m-wallet-send-view');
  part(send, 'token').click();
  const list = await waitForView(modal, 'w3m-wallet-send-select-token-view');
  await waitUntil(() => deepQuery(list, `[part="token"][data-symbol="${symbol}"]`), `the ${symbol} row`);
  deepQuery<HTMLButtonElement>(list, `[part="token"][data-symbol="${symbol}"]`)!.click();
  const form = await waitForView(modal, 'w3m-wallet-send-view');
  type(form, 'amount', amount);
  type(form, 'receiver', receiver);
  await waitUntil(() => deepText(part(form, 'action')).trim() === 'Preview send', 'the Preview button');
  part(form, 'action').click();
  const preview = await waitForView(modal, 'w3m-wallet-send-preview-view');
  await waitUntil(() => $sendForm.get().status === 'ready', `the fee estimate (${$sendForm.get().error ?? 'none yet'})`);
  expect(deepText(part(preview, 'summary'))).to.include(receiver);
  return preview;
}

describe('Send with the embedded wallet: through ApproveTransaction', () => {
  let kit: AuthKit;
  let modal: W3mModal;

  /** The modal with Send on, signed in by email; `token` deployed first, minted to the embedded wallet and listed. */
  async function signedIn(token?: { symbol: string; mint: bigint }): Promise<TestTokenHandle | undefined> {
    const fx = await fixtureApi();
    const { address } = await secureSite();
    let deployed: TestTokenHandle | undefined;
    if (token) {
      deployed = await deployTestToken(token.symbol, 18, `${token.symbol} Token`);
      await deployed.mint(address, token.mint);
      await fx.addTokens({ address: deployed.address, name: `${token.symbol} Token`, symbol: token.symbol, decimals: 18 });
    }
    kit = await createAuthKit({ features: { email: true, socials: ['google'], send: true }, blockchainApiUrl: fx.baseUrl });
    modal = await renderModal();
    await signInByEmail();
    return deployed;
  }

  beforeEach(async () => {
    resetAll();
    await emulateMedia({ reducedMotion: 'reduce' });
  });
  afterEach(() => resetAll());

  it('Send opens ApproveTransaction; Approve in the frame sends: mined, read back, the modal follows it to the Account view', async () => {
    await signedIn();
    const events = recordSendEvents();
    const receiver = await freshAccount(0n);
    const preview = await previewSend(modal, 'ETH', '0.05', receiver.address);
    part(preview, 'send').click();
    const iframe = await approvalShown(kit, modal, 'eth_sendTransaction');
    expect($router.get().view).to.equal('ApproveTransaction');
    expect(events.map(e => e.event)).to.deep.equal(['OPEN_SEND', 'SEND_INITIATED']);
    expect($sendForm.get().status).to.equal('sending');
    await clickInFrame(iframe, APPROVE_AT);
    await waitForView(modal, 'w3m-account-view');
    await waitUntil(() => $toast.get().open && $toast.get().message === 'Sent', 'the Sent toast');
    expect(await getBalance(receiver.address)).to.equal(ETHER / 20n);
    const receipt = await rpc<{ status: string; from: string }>('eth_getTransactionReceipt', [$sendForm.get().hash]);
    expect(receipt.status).to.equal('0x1');
    expect(receipt.from.toLowerCase()).to.equal(kit.site.address.toLowerCase());
    expect(events.map(e => e.event)).to.deep.equal(['OPEN_SEND', 'SEND_INITIATED', 'SEND_SUCCESS']);
    const hash = $sendForm.get().hash;
    await waitUntil(() => $activity.get().transactions.some(tx => tx.metadata.hash === hash), 'the send in the activity');
    // Back from the approval on the preview, which follows the receipt; then the Account view alone.
    expect($router.get().history.map(entry => entry.view)).to.deep.equal(['Account']);
    expect(kit.connector.session.frame.visible).to.equal(false);
  });

  it('an ERC-20 of a contract deployed on the node: its transfer approved in the frame, mined and read back', async () => {
    const token = (await signedIn({ symbol: 'EMB', mint: 3n * ETHER }))!;
    const receiver = await freshAccount(0n);
    const preview = await previewSend(modal, 'EMB', '2', receiver.address);
    expect(deepText(part(preview, 'summary'))).to.include('EMB');
    part(preview, 'send').click();
    await clickInFrame(await approvalShown(kit, modal, 'eth_sendTransaction'), APPROVE_AT);
    await waitForView(modal, 'w3m-account-view');
    expect(await token.balanceOf(receiver.address)).to.equal(2n * ETHER);
    expect(await token.balanceOf(kit.site.address)).to.equal(ETHER);
  });

  it('Reject in the frame: back on the preview with the refusal said, SEND_ERROR, and Send asks again', async () => {
    await signedIn();
    const logged = captureConsoleErrors(/^W3mFrame: /);
    const events = recordSendEvents();
    const receiver = await freshAccount(0n);
    const preview = await previewSend(modal, 'ETH', '0.02', receiver.address);
    part(preview, 'send').click();
    await clickInFrame(await approvalShown(kit, modal, 'eth_sendTransaction'), REJECT_AT);
    const back = await waitForView(modal, 'w3m-wallet-send-preview-view');
    await waitUntil(() => deepQuery(back, '[part="error"]'), 'the refusal on the preview');
    await waitForText(part(back, 'error'), 'The send was declined in the wallet');
    expect(events.find(e => e.event === 'SEND_ERROR')!.properties!['message']).to.equal('User rejected the request');
    expect(logged.errorMessages()).to.deep.equal(['User rejected the request']);
    expect(kit.connector.session.frame.visible).to.equal(false);
    expect(await getBalance(receiver.address)).to.equal(0n);
    expect(part(back, 'send').hasAttribute('disabled')).to.equal(false);

    part(back, 'send').click();
    await clickInFrame(await approvalShown(kit, modal, 'eth_sendTransaction'), APPROVE_AT);
    await waitForView(modal, 'w3m-account-view');
    expect(await getBalance(receiver.address)).to.equal(ETHER / 50n);
  });

  it('leaving the approval with the header\'s Back aborts the request: the preview says the send was declined, nothing is sent', async () => {
    await signedIn();
    const logged = captureConsoleErrors(/^W3mFrame: /);
    const receiver = await freshAccount(0n);
    const preview = await previewSend(modal, 'ETH', '0.03', receiver.address);
    part(preview, 'send').click();
    await approvalShown(kit, modal, 'eth_sendTransaction');
    deepQuery<HTMLElement>(modal, 'wui-icon-button[part="back"]')!.click();
    const back = await waitForView(modal, 'w3m-wallet-send-preview-view');
    await waitUntil(() => deepQuery(back, '[part="error"]'), 'the abort on the preview');
    await waitForText(part(back, 'error'), 'The send was declined in the wallet');
    await waitUntil(async () => (await siteState(kit.session)).approvalShown === '', 'the frame drops its approval UI');
    expect(await getBalance(receiver.address)).to.equal(0n);
    expect(logged.errorMessages()).to.deep.equal(['Request was aborted']);
  });
});
