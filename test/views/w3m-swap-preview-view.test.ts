import { expect } from '@open-wc/testing';
import { parseEther } from 'viem';
import { $options, $router } from '../../src/core/index.js';
import { $swap, $swapPreview } from '../../src/core/swap/index.js';
import { getBalance } from '../fixtures/chain.js';
import { emulateMedia } from '../modal/commands.js';
import { waitForView } from '../modal/helpers.js';
import { deepText, waitForText } from '../helpers/dom.js';
import { expectAccessibleInBothThemes } from '../helpers/axe.js';
import { resetAll } from '../helpers/reset.js';
import { recordToasts } from '../helpers/timed-state.js';
import { waitUntil } from '../helpers/wait.js';
import { mintTokens, movePoolPrice, openSwapWith, part, poolQuote, tokenAllowance, tokenBalance, recordEvents } from './swap-kit.js';

const named = (events: ReturnType<typeof recordEvents>, name: string) => events.filter(event => event.event === name).map(event => event.properties);

/** Opens Swap with `args` and goes on to the preview once the quote is in. */
async function preview(args: Parameters<typeof openSwapWith>[0], prepare?: Parameters<typeof openSwapWith>[1]) {
  const opened = await openSwapWith(args, prepare);
  await waitUntil(() => $swap.get().quoteStatus === 'ready', 'the quote');
  part(opened.swap, 'submit').click();
  const view = await waitForView(opened.modal, 'w3m-swap-preview-view');
  await waitUntil(() => $swapPreview.get().status === 'ready', 'the built transaction');
  return { ...opened, preview: view };
}

const SWT_100 = parseEther('100');

describe('<w3m-swap-preview-view>', () => {
  beforeEach(async () => {
    resetAll();
    await emulateMedia({ reducedMotion: 'reduce' });
  });
  afterEach(() => resetAll());

  it('approves first when the allowance on chain is short, then swaps: the chain holds the result, SWAP_SUCCESS, a toast, Account', async () => {
    const events = recordEvents();
    const toasts = recordToasts();
    const { modal, preview: view, address } = await preview({ fromToken: 'SWT', toToken: 'ETH', amount: '100' }, to => mintTokens(to, parseEther('250')));
    expect(await tokenAllowance(address)).to.equal(0n);
    expect($swapPreview.get().needsApproval).to.equal(true);
    expect(deepText(view)).to.include('Approve SWT first');
    const details = deepText(part(view, 'details'));
    for (const label of ['Rate', 'Price impact', 'Provider fee', 'Network cost', 'Max. slippage']) expect(details).to.include(label);
    await expectAccessibleInBothThemes(modal);
    part(view, 'approve').click();
    await waitUntil(() => $swapPreview.get().status === 'ready' && !$swapPreview.get().needsApproval, 'the approval mined and the swap built');
    expect((await tokenAllowance(address)) >= SWT_100, 'allowance after the approval').to.equal(true);
    const expected = await poolQuote(false, SWT_100);
    const ethBefore = await getBalance(address);
    part(view, 'submit').click();
    await waitForView(modal, 'w3m-account-view');
    expect(await tokenBalance(address)).to.equal(parseEther('150'));
    // What arrived is the pool's figure, less the gas the two transactions cost.
    const ethAfter = await getBalance(address);
    const arrived = ethAfter - ethBefore;
    expect(arrived > expected - parseEther('0.01') && arrived <= expected, `arrived ${arrived}, quoted ${expected}`).to.equal(true);
    await waitUntil(() => toasts.shown.some(toast => toast.message.startsWith('Swapped')), 'the toast');
    expect(toasts.shown.find(toast => toast.message.startsWith('Swapped'))).to.satisfy((toast: { variant: string; message: string }) => toast.variant === 'success' && /^Swapped 100 SWT for 0\.\d+ ETH$/.test(toast.message));
    const initiated = named(events, 'INITIATE_SWAP');
    expect(initiated).to.have.length(1);
    expect(initiated[0]).to.include({ isSmartAccount: false, network: 'eip155:1', swapFromToken: 'SWT', swapToToken: 'ETH', swapFromAmount: '100' });
    expect(named(events, 'SWAP_SUCCESS')).to.deep.equal(initiated);
    expect(named(events, 'SWAP_ERROR')).to.deep.equal([]);
    expect($router.get().view).to.equal('Account');
  });

  it('the wallet declines the approval: SWAP_APPROVAL_ERROR, a clear message, and the approval can be asked again', async () => {
    const events = recordEvents();
    const { wallet, preview: view, address } = await preview({ fromToken: 'SWT', toToken: 'ETH', amount: '10' }, to => mintTokens(to, parseEther('10')));
    wallet.approval = 'manual';
    part(view, 'approve').click();
    await wallet.waitForRequest('eth_sendTransaction');
    wallet.rejectNext(4001, 'User rejected the request.');
    await waitForText(part(view, 'error'), 'You declined the request in your wallet');
    expect(named(events, 'SWAP_APPROVAL_ERROR')[0]).to.include({ swapFromToken: 'SWT', message: 'You declined the request in your wallet' });
    expect(await tokenAllowance(address)).to.equal(0n);
    const again = wallet.waitForRequest('eth_sendTransaction');
    part(view, 'approve').click();
    await again;
    await wallet.approveNext();
    await waitUntil(() => !$swapPreview.get().needsApproval && $swapPreview.get().status === 'ready', 'the approval mined');
  });

  it('the wallet declines the swap: SWAP_ERROR with the reason, the preview stays, and the swap goes through on a second try', async () => {
    const events = recordEvents();
    const { wallet, preview: view, address, modal } = await preview({ fromToken: 'ETH', toToken: 'SWT', amount: '0.1' });
    wallet.approval = 'manual';
    part(view, 'submit').click();
    await wallet.waitForRequest('eth_sendTransaction');
    wallet.rejectNext(4001, 'User rejected the request.');
    await waitForText(part(view, 'error'), 'You declined the request in your wallet');
    expect(named(events, 'SWAP_ERROR')[0]).to.include({ swapFromToken: 'ETH', swapToToken: 'SWT', swapFromAmount: '0.1', message: 'You declined the request in your wallet' });
    expect(await tokenBalance(address)).to.equal(0n);
    await waitUntil(() => $swapPreview.get().status === 'ready', 'usable again');
    const again = wallet.waitForRequest('eth_sendTransaction');
    part(view, 'submit').click();
    await again;
    await wallet.approveNext();
    await waitForView(modal, 'w3m-account-view');
    expect((await tokenBalance(address)) > 0n, 'SWT bought').to.equal(true);
  });

  it('a swap the chain reverts (the price moved past the slippage): the reason, SWAP_ERROR, and a fresh transaction that goes through', async () => {
    const events = recordEvents();
    const { preview: view, address, modal } = await preview({ fromToken: 'ETH', toToken: 'SWT', amount: '0.2' });
    await movePoolPrice();
    part(view, 'submit').click();
    await waitForText(part(view, 'error'), 'The transaction was reverted on chain; nothing was swapped');
    expect(named(events, 'SWAP_ERROR')).to.have.length(1);
    expect(await tokenBalance(address)).to.equal(0n);
    await waitUntil(() => $swapPreview.get().status === 'ready', 'built again');
    part(view, 'submit').click();
    await waitForView(modal, 'w3m-account-view');
    expect((await tokenBalance(address)) > 0n, 'SWT bought').to.equal(true);
  });

  it('the provider cannot build the transaction: the reason is shown and Cancel goes back to the form', async () => {
    const opened = await openSwapWith({ fromToken: 'ETH', toToken: 'SWT', amount: '0.1' });
    await waitUntil(() => $swap.get().quoteStatus === 'ready', 'the quote');
    const base = $options.get()!.blockchainApiUrl;
    await fetch(`${base}/__control/routes`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ method: 'POST', path: '/v1/convert/build-transaction', status: 503, body: { message: 'upstream down' }, times: 1 }) });
    part(opened.swap, 'submit').click();
    const view = await waitForView(opened.modal, 'w3m-swap-preview-view');
    await waitForText(part(view, 'error'), 'The swap did not go through: upstream down');
    expect(part(view, 'submit').hasAttribute('disabled')).to.equal(true);
    part(view, 'cancel').click();
    await waitForView(opened.modal, 'w3m-swap-view');
  });
});
