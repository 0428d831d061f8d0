import { expect, waitUntil } from '@open-wc/testing';
import { $account, $connectError, $modal, openModal } from '../../src/core/index.js';
import type { W3mModal } from '../../src/modal/w3m-modal.js';
import type { TestWallet } from '../fixtures/test-wallet.js';
import { emulateMedia } from '../modal/commands.js';
import { announceTestWallet, createTestKit, renderModal, waitForView } from '../modal/helpers.js';
import { deepQuery, deepQueryAll, deepText, waitForText } from '../helpers/dom.js';
import { expectAccessibleInBothThemes } from '../helpers/axe.js';
import { resetAll } from '../helpers/reset.js';

/** Opens the modal, clicks the test wallet and waits until the wallet shows its prompt. */
async function startConnecting(): Promise<{ modal: W3mModal; wallet: TestWallet; view: HTMLElement }> {
  const wallet = await announceTestWallet({ approval: 'manual' });
  await createTestKit();
  const modal = await renderModal();
  openModal();
  const connect = await waitForView(modal, 'w3m-connect-view');
  await waitUntil(() => deepQuery(connect, 'wui-list-wallet'));
  deepQuery<HTMLElement>(connect, 'wui-list-wallet')!.click();
  const view = await waitForView(modal, 'w3m-connecting-external-view');
  await wallet.waitForRequest('eth_requestAccounts');
  return { modal, wallet, view };
}

const retryButton = (view: HTMLElement): HTMLElement | undefined =>
  deepQueryAll<HTMLElement>(view, 'wui-button').find(b => deepText(b).includes('Try again'));

describe('<w3m-connecting-external-view>', () => {
  beforeEach(async () => {
    resetAll();
    await emulateMedia({ reducedMotion: 'reduce' });
  });
  afterEach(() => resetAll());

  it('asks the user to continue in the wallet, with a spinner, while connecting', async () => {
    const { modal, view } = await startConnecting();
    await waitForText(view, 'Continue in Test Wallet');
    expect($account.get().status).to.equal('connecting');
    expect(deepQuery(view, 'wui-spinner')).not.to.equal(undefined);
    expect(deepQuery(view, '[aria-live="polite"]')).not.to.equal(undefined);
    expect(deepQuery(view, 'wui-wallet-image')).not.to.equal(undefined);
    await expectAccessibleInBothThemes(modal);
  });

  it('shows "Connection declined" on 4001 and connects on "Try again"', async () => {
    const { modal, wallet, view } = await startConnecting();
    wallet.rejectNext(4001);
    await waitForText(view, 'Connection declined');
    expect(deepText(deepQuery(view, '[aria-live="polite"]')!)).to.include('You declined the request');
    expect(deepQuery(view, 'wui-spinner')).to.equal(undefined);
    await expectAccessibleInBothThemes(modal);
    retryButton(view)!.click();
    await wallet.waitForRequest('eth_requestAccounts');
    await waitForText(view, 'Continue in Test Wallet');
    await wallet.approveNext();
    await waitUntil(() => $account.get().status === 'connected', 'retry did not connect');
    expect($account.get().address).to.equal(wallet.exposedAddresses[0]);
    await waitUntil(() => !$modal.get().open, 'modal did not close after connecting');
  });

  it('treats 5000 as a decline too', async () => {
    const { wallet, view } = await startConnecting();
    wallet.rejectNext(5000);
    await waitForText(view, 'Connection declined');
  });

  it('explains a request already pending in the wallet (-32002)', async () => {
    const { modal, wallet, view } = await startConnecting();
    wallet.rejectNext(-32002);
    await waitForText(view, 'A request is already pending in your wallet. Open Test Wallet to answer it.');
    expect($connectError.get()?.kind).to.equal('pending');
    await expectAccessibleInBothThemes(modal);
  });

  it('shows a failure with the escaped, bounded wallet message and a retry', async () => {
    const { modal, wallet, view } = await startConnecting();
    const hostile = `<img src=x onerror=alert(1)> ${'boom '.repeat(100)}`;
    wallet.rejectNext(-32603, hostile);
    await waitForText(view, 'Connection failed');
    const text = deepText(view);
    expect(text).to.include('<img src=x onerror=alert(1)>');
    expect(deepQueryAll(view, 'img:not([src^="data:"])')).to.have.length(0);
    const detail = deepQuery<HTMLElement>(view, '.error-detail')!;
    expect(detail.textContent!.length).to.be.at.most(160);
    expect(retryButton(view)).not.to.equal(undefined);
    await expectAccessibleInBothThemes(modal);
  });
});
