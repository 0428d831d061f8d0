import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { $account, $connectError, $modal, $router, openModal } from '../../src/core/index.js';
import { W3mConnectingExternalView } from '../../src/views/connecting/w3m-connecting-external-view.js';
import { announceWallet } from '../fixtures/test-wallet.js';
import { addCleanup } from '../helpers/reset.js';
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

/** The dialog's title: the name a screen reader gives it. */
const dialogTitle = (modal: W3mModal): string => deepText(deepQuery(modal, '#w3m-modal-title')!).trim();

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

  it('says "Connection declined" once, as the dialog\'s title, on 4001, and connects on "Try again"', async () => {
    const { modal, wallet, view } = await startConnecting();
    wallet.rejectNext(4001);
    await waitUntil(() => dialogTitle(modal) === 'Connection declined', 'the title did not say the connection was declined');
    await waitForText(view, 'You declined the request in your wallet. You can try again.');
    expect(deepText(deepQuery(view, '[aria-live="polite"]')!)).to.include('You declined the request');
    expect(deepText(view), 'the view does not repeat the title').not.to.include('Connection declined');
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
    const { modal, wallet, view } = await startConnecting();
    wallet.rejectNext(5000);
    await waitForText(view, 'You declined the request in your wallet.');
    expect(dialogTitle(modal)).to.equal('Connection declined');
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
  // Issue 13: whatever a wallet throws ends in a visible error state with a retry, headed by the modal's own text.
  const trap = (): never => {
    throw new Error('trap');
  };
  const hostileThrows: [string, () => unknown][] = [
    ['a Proxy whose every trap throws', () => new Proxy({}, { get: trap, has: trap, getPrototypeOf: trap, ownKeys: trap, getOwnPropertyDescriptor: trap })],
    ['null', () => null],
    ['undefined', () => undefined],
    ['a plain string', () => 'The wallet is on fire'],
    ['an object whose getters throw', () => Object.defineProperties({}, { code: { get: trap }, message: { get: trap }, cause: { get: trap } })],
    ['a revoked Proxy', () => {
      const { proxy, revoke } = Proxy.revocable({}, {});
      revoke();
      return proxy;
    }],
  ];
  for (const [label, thrown] of hostileThrows) {
    it(`a wallet throwing ${label}: "Connection failed" with "Try again", never stuck`, async () => {
      const errors: unknown[] = [];
      const onError = (event: ErrorEvent | PromiseRejectionEvent): void => void errors.push('reason' in event ? event.reason : event.error);
      window.addEventListener('error', onError);
      window.addEventListener('unhandledrejection', onError);
      addCleanup(() => (window.removeEventListener('error', onError), window.removeEventListener('unhandledrejection', onError)));
      const provider = {
        request: ({ method }: { method: string }): Promise<unknown> => (method === 'eth_requestAccounts' ? Promise.reject(thrown()) : Promise.resolve(null)),
        on: () => undefined,
        removeListener: () => undefined,
      };
      addCleanup(announceWallet(provider, { rdns: 'io.hostile.wallet', name: 'Hostile Wallet' }));
      await createTestKit();
      const modal = await renderModal();
      openModal();
      const connect = await waitForView(modal, 'w3m-connect-view');
      const row = (): HTMLElement | undefined => deepQueryAll<HTMLElement>(connect, 'wui-list-wallet').find(r => deepText(r).includes('Hostile Wallet'));
      await waitUntil(row);
      row()!.click();
      const view = await waitForView(modal, 'w3m-connecting-external-view');
      await waitForText(view, 'Connection failed');
      expect(deepQuery(view, '.heading')!.textContent).to.equal('Connection failed');
      expect(retryButton(view)).not.to.equal(undefined);
      expect($account.get().status).to.equal('disconnected');
      if (label === 'a plain string') expect(deepText(deepQuery(view, '.error-detail')!)).to.equal('Wallet says: The wallet is on fire');
      expect(errors).to.deep.equal([]);
    });
  }

  it('the wallet message is only a bounded, attributed detail line, never the headline', async () => {
    const { view, wallet } = await startConnecting();
    wallet.rejectNext(-32603, 'x'.repeat(500));
    await waitForText(view, 'Connection failed');
    const detail = deepText(deepQuery(view, '.error-detail')!);
    expect(detail.startsWith('Wallet says: ')).to.equal(true);
    expect(detail.length).to.be.at.most('Wallet says: '.length + 120);
    expect(deepQuery(view, '.heading')!.textContent).to.equal('Connection failed');
  });

  it('no answer in time: offers "Try again" and "Choose another wallet", and a late approval still connects', async () => {
    const wait = W3mConnectingExternalView.noAnswerAfterMs;
    W3mConnectingExternalView.noAnswerAfterMs = 20;
    addCleanup(() => (W3mConnectingExternalView.noAnswerAfterMs = wait));
    const { view, wallet } = await startConnecting();
    await waitForText(view, 'No answer from Test Wallet');
    expect(retryButton(view)).not.to.equal(undefined);
    expect(deepQueryAll<HTMLElement>(view, 'wui-button').some(b => deepText(b).includes('Choose another wallet'))).to.equal(true);
    expect($account.get().status).to.equal('connecting');
    await wallet.approveNext();
    await waitUntil(() => $account.get().status === 'connected', 'the late approval did not connect');
  });

  it('"Choose another wallet" after no answer goes back to the wallet list', async () => {
    const wait = W3mConnectingExternalView.noAnswerAfterMs;
    W3mConnectingExternalView.noAnswerAfterMs = 20;
    addCleanup(() => (W3mConnectingExternalView.noAnswerAfterMs = wait));
    const { view } = await startConnecting();
    await waitForText(view, 'Choose another wallet');
    deepQueryAll<HTMLElement>(view, 'wui-button').find(b => deepText(b).includes('Choose another wallet'))!.click();
    await waitUntil(() => $router.get().view === 'Connect', 'did not go back to Connect');
  });
});
