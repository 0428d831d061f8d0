import { expect } from '@open-wc/testing';
import { parseEther, type Address } from 'viem';
import { $router, openModal, setLocale, subscribeEvents } from '../../src/core/index.js';
import type { AppKitEvent } from '../../src/core/index.js';
import { $activity, $sendForm } from '../../src/core/data/index.js';
import { emulateMedia } from '../modal/commands.js';
import { fetched } from '../helpers/fetched.js';
import { dialogOf, waitForView } from '../modal/helpers.js';
import { deepQuery, deepText, waitForText, partOf, typeInto } from '../helpers/dom.js';
import { expectAccessibleInBothThemes } from '../helpers/axe.js';
import { resetAll, addCleanup } from '../helpers/reset.js';
import { waitUntil } from '../helpers/wait.js';
import { getBalance, rpc } from '../fixtures/chain.js';
import { deployTestToken } from '../fixtures/token/deploy.js';
import type { TestTokenHandle } from '../fixtures/token/deploy.js';
import { freshAccount } from '../data/fixture-api.js';
import type { TestWalletOptions } from '../fixtures/test-wallet.js';
import { connectAndOpen, type Connected } from './wallet-actions-kit.js';

const ETHER = 10n ** 18n;

/** The AppKit events of the Send flow this page emitted, with their properties. */
function recordSendEvents(): { event: string; properties?: Record<string, unknown> }[] {
  const events: { event: string; properties?: Record<string, unknown> }[] = [];
  const stop = subscribeEvents((e: AppKitEvent) => {
    const data = e.data as { event: string; properties?: Record<string, unknown> };
    if (/SEND/.test(data.event)) events.push({ event: data.event, properties: data.properties });
  });
  addCleanup(stop);
  return events;
}

/** Connects with Send on (and a token when asked), then opens Send from the Account view's button. */
async function openSend(wallet: Partial<TestWalletOptions> = {}, token?: { mint: bigint }) {
  let deployed: TestTokenHandle | undefined;
  const connected = await connectAndOpen({ features: { send: true } }, {
    wallet,
    before: async (account, fx) => {
      if (!token) return;
      deployed = await deployTestToken('GEM', 18, 'Gem Token');
      await deployed.mint(account.address, token.mint);
      await fx.addTokens({ address: deployed.address, name: 'Gem Token', symbol: 'GEM', decimals: 18 });
    },
  });
  await waitUntil(() => deepQuery(connected.view, 'button[data-feature="send"]'), 'the Send button');
  deepQuery<HTMLButtonElement>(connected.view, 'button[data-feature="send"]')!.click();
  const send = await waitForView(connected.modal, 'w3m-wallet-send-view');
  return { ...connected, send, token: deployed };
}

const part = partOf;
const actionText = (send: HTMLElement): string => deepText(part(send, 'action')).trim();
/** The part once the view shows it. */
async function shownPart(view: HTMLElement, name: string): Promise<HTMLElement> {
  await waitUntil(() => deepQuery(view, `[part="${name}"]`), `[part="${name}"] in ${view.localName}`);
  return part(view, name);
}

const type = typeInto;

async function pickToken({ modal, send }: Connected & { send: HTMLElement }, symbol: string): Promise<HTMLElement> {
  part(send, 'token').click();
  const list = await waitForView(modal, 'w3m-wallet-send-select-token-view');
  await waitUntil(() => deepQuery(list, `[part="token"][data-symbol="${symbol}"]`), `the ${symbol} row`);
  deepQuery<HTMLButtonElement>(list, `[part="token"][data-symbol="${symbol}"]`)!.click();
  return waitForView(modal, 'w3m-wallet-send-view');
}

/** From a filled form: the preview, its fee estimated. */
async function preview({ modal }: Connected, send: HTMLElement): Promise<HTMLElement> {
  await waitUntil(() => actionText(send) === 'Preview send', 'the Preview button');
  part(send, 'action').click();
  const shown = await waitForView(modal, 'w3m-wallet-send-preview-view');
  await waitUntil(() => $sendForm.get().status === 'ready' || $sendForm.get().error, 'the fee estimate');
  return shown;
}

describe('Send (<w3m-wallet-send-view>, its token list and its preview)', () => {
  beforeEach(async () => {
    resetAll();
    await emulateMedia({ reducedMotion: 'reduce' });
  });
  afterEach(() => resetAll());

  it('the button names what is missing, in AppKit\'s order, then opens the preview', async () => {
    const events = recordSendEvents();
    const opened = await openSend();
    await waitForText(dialogOf(opened.modal), 'Send');
    expect(events.map(e => e.event)).to.deep.equal(['OPEN_SEND']);
    expect(events[0]!.properties).to.deep.equal({ isSmartAccount: false, network: 'eip155:1' });
    expect(actionText(opened.send)).to.equal('Select token');
    const send = await pickToken(opened, 'ETH');
    expect(actionText(send)).to.equal('Add amount');
    type(send, 'amount', '2');
    await waitUntil(() => actionText(send) === 'Insufficient funds');
    type(send, 'amount', '0.25');
    await waitUntil(() => actionText(send) === 'Add address');
    type(send, 'receiver', '0x1234');
    await waitUntil(() => actionText(send) === 'Invalid address');
    expect(part(send, 'action').hasAttribute('disabled')).to.equal(true);
    type(send, 'receiver', (await freshAccount(0n)).address);
    await waitUntil(() => actionText(send) === 'Preview send');
    await expectAccessibleInBothThemes(opened.modal);
  });

  it('sends ETH: the preview shows amount, receiver, network and fee; the wallet sends it, mined and read back; activity and balances follow', async () => {
    const events = recordSendEvents();
    const opened = await openSend();
    const receiver = await freshAccount(0n);
    const send = await pickToken(opened, 'ETH');
    type(send, 'amount', '0.25');
    type(send, 'receiver', receiver.address);
    const shown = await preview(opened, send);
    const summary = deepText(part(shown, 'summary'));
    expect(summary).to.include('0.25').and.include('ETH').and.include(receiver.address).and.include('Ethereum').and.include('Network fee');
    const { fee } = $sendForm.get();
    expect(fee!.gas).to.equal(21_000n);
    part(shown, 'send').click();
    await waitForView(opened.modal, 'w3m-account-view');
    expect(await getBalance(receiver.address)).to.equal(ETHER / 4n);
    const hash = $sendForm.get().hash!;
    const receipt = await rpc<{ status: string; from: string }>('eth_getTransactionReceipt', [hash]);
    expect(receipt.status).to.equal('0x1');
    expect(receipt.from.toLowerCase()).to.equal(opened.address.toLowerCase());
    await waitUntil(() => $activity.get().transactions.some(tx => tx.metadata.hash === hash), 'the send in the activity');
    expect(events.map(e => e.event)).to.deep.equal(['OPEN_SEND', 'SEND_INITIATED', 'SEND_SUCCESS']);
    expect(events[2]!.properties).to.deep.equal({ isSmartAccount: false, network: 'eip155:1', token: 'ETH', amount: 0.25 });
    // An EVM-only send fetches nothing of Solana's (its send part is fetched by a Solana account's send alone).
    expect(fetched(/\/core\/solana\//)).to.deep.equal([]);
  });

  it('Max fills the ETH balance less the transfer\'s fee: the account is left with nothing', async () => {
    const opened = await openSend();
    const receiver = await freshAccount(0n);
    const send = await pickToken(opened, 'ETH');
    part(send, 'max').click();
    await waitUntil(() => $sendForm.get().amount !== '', 'the Max amount');
    const amount = $sendForm.get().amount;
    expect(Number(amount)).to.be.lessThan(1).and.greaterThan(0.99);
    type(send, 'receiver', receiver.address);
    const shown = await preview(opened, send);
    part(shown, 'send').click();
    await waitForView(opened.modal, 'w3m-account-view');
    expect(await getBalance(opened.address)).to.equal(0n);
    expect(await getBalance(receiver.address)).to.equal(parseEther(amount));
  });

  it('sends an ERC-20 of a contract deployed on the node: Max fills the token balance, the transfer is mined and read back', async () => {
    const events = recordSendEvents();
    const opened = await openSend({}, { mint: 5n * ETHER });
    const receiver = await freshAccount(0n);
    const send = await pickToken(opened, 'GEM');
    part(send, 'max').click();
    await waitUntil(() => $sendForm.get().amount === '5', 'the whole token balance');
    type(send, 'receiver', receiver.address);
    const shown = await preview(opened, send);
    expect(deepText(part(shown, 'summary'))).to.include('GEM');
    part(shown, 'send').click();
    await waitForView(opened.modal, 'w3m-account-view');
    expect(await opened.token!.balanceOf(receiver.address as Address)).to.equal(5n * ETHER);
    expect(await opened.token!.balanceOf(opened.address)).to.equal(0n);
    expect(events.find(e => e.event === 'SEND_SUCCESS')!.properties!['token']).to.equal(`eip155:1:${opened.token!.address}`);
  });

  it('a send the wallet declines says so, emits SEND_ERROR with the wallet\'s message, and Send works again', async () => {
    const events = recordSendEvents();
    const opened = await openSend({ approval: 'manual', approvalMethods: ['eth_sendTransaction'] });
    const receiver = await freshAccount(0n);
    const send = await pickToken(opened, 'ETH');
    type(send, 'amount', '0.1');
    type(send, 'receiver', receiver.address);
    const shown = await preview(opened, send);
    part(shown, 'send').click();
    await opened.wallet.waitForRequest('eth_sendTransaction');
    opened.wallet.rejectNext(4001, 'User rejected the send');
    await waitForText(await shownPart(shown, 'error'), 'The send was declined in the wallet');
    const error = events.find(e => e.event === 'SEND_ERROR')!;
    expect(error.properties!['message']).to.equal('User rejected the send');
    expect($router.get().view).to.equal('WalletSendPreview');
    part(shown, 'send').click();
    await opened.wallet.waitForRequest('eth_sendTransaction');
    await opened.wallet.approveNext();
    await waitForView(opened.modal, 'w3m-account-view');
    expect(await getBalance(receiver.address)).to.equal(ETHER / 10n);
  });

  it('a transfer that reverts on-chain after its fee was estimated says so, and the preview stays usable', async () => {
    const opened = await openSend({}, { mint: 3n * ETHER });
    const receiver = await freshAccount(0n);
    const send = await pickToken(opened, 'GEM');
    type(send, 'amount', '1');
    type(send, 'receiver', receiver.address);
    const shown = await preview(opened, send);
    // The token freezes the sender between the preview and the send: the wallet sends at the previewed gas.
    await opened.token!.setFrozen(opened.address, true);
    part(shown, 'send').click();
    await waitForText(await shownPart(shown, 'error'), 'The transaction was reverted');
    const receipt = await rpc<{ status: string }>('eth_getTransactionReceipt', [$sendForm.get().hash]);
    expect(receipt.status).to.equal('0x0');
    expect(await opened.token!.balanceOf(receiver.address as Address)).to.equal(0n);
    expect(part(shown, 'send').hasAttribute('disabled')).to.equal(false);
  });

  it('a receiver name the provider resolves is sent to its address', async () => {
    const opened = await openSend();
    const receiver = await freshAccount(0n);
    await opened.fx.setName(receiver.address, 'friend.reown.id');
    const send = await pickToken(opened, 'ETH');
    type(send, 'amount', '0.01');
    type(send, 'receiver', 'friend.reown.id');
    await waitUntil(() => actionText(send) === 'Preview send', 'the resolved name');
    expect(deepText(send)).to.include('friend.reown.id is');
    const shown = await preview(opened, send);
    part(shown, 'send').click();
    await waitForView(opened.modal, 'w3m-account-view');
    expect(await getBalance(receiver.address)).to.equal(ETHER / 100n);
  });

  it('open({ view: \'WalletSend\', arguments }) fills the fields and fixes them; another namespace is an unsupported chain', async () => {
    const opened = await openSend({}, { mint: 2n * ETHER });
    const receiver = await freshAccount(0n);
    openModal({ view: 'WalletSend', arguments: { amount: '1.5', assetAddress: opened.token!.address, namespace: 'eip155', chainId: 1, to: receiver.address } });
    const send = await waitForView(opened.modal, 'w3m-wallet-send-view');
    await waitUntil(() => actionText(send) === 'Preview send', 'the filled form');
    expect(part<HTMLInputElement>(send, 'amount').value).to.equal('1.5');
    expect(part<HTMLInputElement>(send, 'amount').readOnly).to.equal(true);
    expect(part<HTMLInputElement>(send, 'receiver').value).to.equal(receiver.address);
    expect(part<HTMLButtonElement>(send, 'token').disabled).to.equal(true);
    expect(deepQuery(send, '[part="max"]')).to.equal(undefined);
    const shown = await preview(opened, send);
    part(shown, 'send').click();
    await waitForView(opened.modal, 'w3m-account-view');
    expect(await opened.token!.balanceOf(receiver.address as Address)).to.equal(3n * ETHER / 2n);

    openModal({ view: 'WalletSend', arguments: { amount: '1', namespace: 'solana', to: receiver.address } });
    const refused = await waitForView(opened.modal, 'w3m-wallet-send-view');
    await waitForText(await shownPart(refused, 'error'), 'Unsupported chain');
    expect(part(refused, 'action').hasAttribute('disabled')).to.equal(true);
  });

  it('in Arabic: the labels translated, the amount and receiver left to right', async () => {
    const opened = await openSend();
    await setLocale('ar');
    await waitForText(dialogOf(opened.modal), 'إرسال');
    expect(part(opened.send, 'amount').getAttribute('dir')).to.equal('ltr');
    expect(part(opened.send, 'receiver').getAttribute('dir')).to.equal('ltr');
  });
});
